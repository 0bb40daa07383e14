import type { SigningPageInfo, SigningReply } from '../schema/api/contractSigning';
import type { ContractReply } from '../schema/api/tenantContract';
import type { ContractSignInput } from '../schema/contractSigning';
import { reply } from './accountMethods';
import { api } from './http';

const enc = encodeURIComponent;
const signingPath = (uuid: string, token: string) => `/api/v1/contract-signing/${enc(uuid)}/${enc(token)}`;
const signerPath = (tenantId: number, signerId: number, call: string) =>
  `/api/v1/tenants/${enc(tenantId)}/contract-signers/${enc(signerId)}/${call}`;

/** The address of the document a signing link signs (the page links to it). */
export const signingDocumentUrl = (uuid: string, token: string) => `${signingPath(uuid, token)}/document`;

/**
 * Digital signing of rental agreements (V2): the public signing page's calls and the staff's
 * (revoke or renew a signer's link, countersign). Each answers `{data}`.
 */
export const contractSigningMethods = {
  getSigningInfo: (uuid: string, token: string) =>
    reply(api.get<SigningPageInfo>(`${signingPath(uuid, token)}/init`)),
  sendSigningCode: (uuid: string, token: string) =>
    reply(api.post<SigningReply>(`${signingPath(uuid, token)}/code`, {})),
  signContract: (uuid: string, token: string, body: ContractSignInput) =>
    reply(api.post<SigningReply>(`${signingPath(uuid, token)}/sign`, body)),
  revokeSigner: (tenantId: number, signerId: number) =>
    reply(api.post<ContractReply>(signerPath(tenantId, signerId, 'revoke'), {})),
  resendSigner: (tenantId: number, signerId: number) =>
    reply(api.post<ContractReply>(signerPath(tenantId, signerId, 'resend'), {})),
  countersignContract: (tenantId: number, version: number) =>
    reply(api.post<ContractReply>(`/api/v1/tenants/${enc(tenantId)}/countersign`, { version })),
};
