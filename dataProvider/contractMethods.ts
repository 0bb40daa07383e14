import type { ContractInfo, ContractMailPreview, ContractReply } from '../schema/api/tenantContract';
import type { ContractStatusChangeInput, ContractTermsInput } from '../schema/tenantContract';
import { reply } from './accountMethods';
import { downloadFile } from './download';
import { api } from './http';

const tenantPath = (id: number, call: string) => `/api/v1/tenants/${encodeURIComponent(id)}/${call}`;

interface ContractMail {
  version: number;
  subject: string;
  body: string;
}

/**
 * A tenant's rental agreement (spec 2 sections 7.8 and 7.10): its terms, its PDF, the mail that
 * sends it, the reminder, withdrawing it and the state changed from the application. Each answers `{data}`.
 */
export const contractMethods = {
  getContractInfo: (id: number) => reply(api.get<ContractInfo>(tenantPath(id, 'contract-info'))),
  saveContract: (id: number, payload: ContractTermsInput) =>
    reply(api.post<ContractReply>(tenantPath(id, 'contract-info'), payload)),
  resetContract: (id: number, version: number) =>
    reply(api.post<ContractReply>(tenantPath(id, 'reset-to-default'), { version })),
  /** Saves the PDF (before it is sent: as it would be; after: the document sent). */
  downloadContract: async (id: number, fileName: string) => ({
    data: await downloadFile(tenantPath(id, 'contract-preview'), { fileName }),
  }),
  previewContractMail: (id: number, edited: { subject?: string; body?: string } = {}) =>
    reply(api.post<ContractMailPreview>(tenantPath(id, 'contract-email-preview'), edited)),
  sendContract: (id: number, mail: ContractMail) =>
    reply(api.post<ContractReply>(tenantPath(id, 'send-contract-email'), mail)),
  previewContractReminder: (id: number) =>
    reply(api.get<ContractMailPreview>(tenantPath(id, 'send-contract-reminder-email'))),
  sendContractReminder: (id: number, mail: ContractMail) =>
    reply(api.post<ContractReply>(tenantPath(id, 'send-contract-reminder-email'), mail)),
  cancelContract: (id: number, version: number) =>
    reply(api.post<ContractReply>(tenantPath(id, 'cancel-contract'), { version })),
  changeContractStatus: (applicationId: number, payload: ContractStatusChangeInput) =>
    reply(
      api.post<ContractReply>(
        `/api/v1/applications/${encodeURIComponent(applicationId)}/contract-status-change`,
        payload,
      ),
    ),
};
