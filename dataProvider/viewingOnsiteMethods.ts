import type { OnsiteLinkStatus, OnsiteReply } from '../schema/viewingOnsite';
import { onsiteApiUrl, onsiteLinkApiUrl } from '../schema/viewingUrls';
import { reply } from './accountMethods';
import { downloadFile } from './download';
import { api } from './http';

/**
 * A viewing's on-site link: the staff calls that make, renew and revoke it, and the caretaker's
 * calls through it (schema/viewingOnsite.ts), in the public page's language. Each answers `{data}`;
 * a refusal is a RequestError (404 unknown link, 410 closed, 409 a stale version).
 */
export const viewingOnsiteMethods = {
  getOnsiteLink: (appointmentId: number) => reply(api.get<OnsiteLinkStatus>(onsiteLinkApiUrl(appointmentId))),
  createOnsiteLink: (appointmentId: number) =>
    reply(api.post<OnsiteLinkStatus>(onsiteLinkApiUrl(appointmentId))),
  revokeOnsiteLink: (appointmentId: number) =>
    reply(api.delete<OnsiteLinkStatus>(onsiteLinkApiUrl(appointmentId))),
  getOnsite: (token: string) => reply(api.get<OnsiteReply>(onsiteApiUrl(token, 'edit'))),
  markOnsitePresent: (token: string, participantId: number, present: boolean) =>
    reply(api.post<OnsiteReply>(onsiteApiUrl(token, 'present'), { participantId, present })),
  commentOnsite: (token: string, participantId: number, comment: string) =>
    reply(api.post<OnsiteReply>(onsiteApiUrl(token, 'comments'), { participantId, comment })),
  completeOnsite: (token: string, version: number) =>
    reply(api.post<OnsiteReply>(onsiteApiUrl(token, 'complete'), { version })),
  exportOnsite: async (token: string) => ({
    data: await downloadFile(onsiteApiUrl(token, 'export-participants'), { fileName: 'participants.xlsx' }),
  }),
};
