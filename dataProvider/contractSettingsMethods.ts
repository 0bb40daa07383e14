import type { MessageReply } from '../schema/api/accounts';
import type {
  DepositProviderInput,
  DepositProviderListReply,
  DepositProviderRecord,
  DigitalSignatureInput,
  DigitalSignatureRecord,
  RentalAgreementRecord,
} from '../schema/api/contractSettings';
import { reply } from './accountMethods';
import { api } from './http';

const AGREEMENT = '/api/v1/settings/rental-agreement';
const SIGNATURE = '/api/v1/settings/digital-signature';
const PROVIDERS = '/api/v1/settings/deposit-providers';

const providerPath = (id: number | string) => `${PROVIDERS}/${encodeURIComponent(String(id))}`;

/** The contract settings: rental agreement, digital signature, deposit providers (spec 2 section 7.17). */
export const contractSettingsMethods = {
  getRentalAgreement: () => reply(api.get<RentalAgreementRecord>(AGREEMENT)),
  saveRentalAgreement: (input: Omit<RentalAgreementRecord, 'version'> & { version: number }) =>
    reply(api.post<RentalAgreementRecord & Partial<MessageReply>>(AGREEMENT, input)),
  getDigitalSignature: () => reply(api.get<DigitalSignatureRecord>(SIGNATURE)),
  saveDigitalSignature: (input: DigitalSignatureInput) =>
    reply(api.post<DigitalSignatureRecord & Partial<MessageReply>>(SIGNATURE, input)),
  getDepositProviders: () => reply(api.get<DepositProviderListReply>(PROVIDERS)),
  getDepositProvider: (id: number | string) => reply(api.get<DepositProviderRecord>(providerPath(id))),
  createDepositProvider: (input: DepositProviderInput) =>
    reply(api.post<DepositProviderRecord & Partial<MessageReply>>(`${PROVIDERS}/create`, input)),
  updateDepositProvider: (id: number | string, input: DepositProviderInput) =>
    reply(api.post<DepositProviderRecord & Partial<MessageReply>>(`${providerPath(id)}/edit`, input)),
  deleteDepositProvider: (id: number | string) => reply(api.delete<Partial<MessageReply>>(providerPath(id))),
};
