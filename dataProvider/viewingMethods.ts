import type {
  ApplicationViewing,
  CalendarFeedRenewed,
  CalendarFeedStatus,
  ViewingChangeReply,
  ViewingDetail,
  ViewingDrawInit,
  ViewingDrawReply,
  ViewingInit,
  ViewingSummary,
} from '../schema/api/viewings';
import type {
  ViewingCancelInput,
  ViewingCreateInput,
  ViewingDrawInput,
  ViewingEditInput,
  ViewingMailTo,
} from '../schema/viewings';
import type {
  MailDialogReply,
  MailPreviewReply,
  MailSendPayload,
  MailSendReply,
} from '../schema/api/communication';
import { reply } from './accountMethods';
import { downloadFile } from './download';
import { api, NO_TIMEOUT } from './http';

const BASE = '/api/v1/appointments';
const FEED = '/api/v1/users/calendar-feed';
const at = (id: number, call = '') => `${BASE}/${encodeURIComponent(id)}${call ? `/${call}` : ''}`;

/**
 * The viewing appointments' calls (spec 2 section 7.12) besides their lists: the form's offer, an
 * appointment with its participants, its changes, the draw, and the user's calendar feed.
 */
export const viewingMethods = {
  getViewingInit: () => reply(api.get<ViewingInit>(`${BASE}/init`)),
  getViewing: (id: number) => reply(api.get<ViewingDetail>(at(id))),
  getObjectViewings: (objectId: number) =>
    reply(api.get<ViewingSummary[]>(`${BASE}/with-participants`, { params: { objectId } })),
  getApplicationViewings: (applicationId: number) =>
    reply(api.get<ApplicationViewing[]>(`${BASE}/applications/${encodeURIComponent(applicationId)}`)),
  createViewing: (objectId: number | null, payload: ViewingCreateInput) =>
    reply(
      api.post<ViewingChangeReply>(
        objectId === null ? `${BASE}/create` : `${BASE}/apartments/${encodeURIComponent(objectId)}/create`,
        payload,
      ),
    ),
  editViewing: (id: number, payload: ViewingEditInput) =>
    reply(api.post<ViewingChangeReply>(at(id, 'edit'), payload)),
  deleteViewing: (id: number, version: number) =>
    reply(api.post<{ message: string }>(at(id, 'delete'), { version })),
  cancelViewing: (id: number, payload: ViewingCancelInput) =>
    reply(api.post<ViewingChangeReply>(at(id, 'cancel'), payload)),
  completeViewing: (id: number, version: number) =>
    reply(api.post<ViewingChangeReply>(at(id, 'complete'), { version })),
  /** the mail dialog for the participants of some appointments (`to`: which of them) */
  getViewingMailDialog: (ids: number[], to: ViewingMailTo) =>
    reply(api.get<MailDialogReply>(`${BASE}/send-mail`, { params: { targets: ids.join(','), to } })),
  previewViewingMail: (participantId: number, subject: string, body: string) =>
    reply(api.post<MailPreviewReply>(`${BASE}/mail-preview`, { targetId: participantId, subject, body })),
  /** sends the mail to the participants; many mails in one transaction, so no timeout */
  sendViewingMail: (payload: MailSendPayload & { to: ViewingMailTo }) =>
    reply(api.post<MailSendReply>(`${BASE}/send-mail`, payload, NO_TIMEOUT)),
  markViewingPresent: (id: number, participantId: number, present: boolean) =>
    reply(api.post<ViewingChangeReply>(at(id, `${encodeURIComponent(participantId)}/present`), { present })),
  commentViewingParticipant: (id: number, participantId: number, comment: string) =>
    reply(api.post<ViewingChangeReply>(at(id, `${encodeURIComponent(participantId)}/comments`), { comment })),
  exportViewingParticipants: async (id: number) => ({
    data: await downloadFile(at(id, 'export-participants'), { fileName: 'participants.xlsx' }),
  }),
  getViewingDrawInit: (objectId: number) =>
    reply(api.get<ViewingDrawInit>(`${BASE}/apartments/${encodeURIComponent(objectId)}/random-generator`)),
  runViewingDraw: (objectId: number, payload: ViewingDrawInput) =>
    reply(
      api.post<ViewingDrawReply>(
        `/api/v1/applications/random-generator/${encodeURIComponent(objectId)}`,
        payload,
      ),
    ),
  getCalendarFeed: () => reply(api.get<CalendarFeedStatus>(FEED)),
  renewCalendarFeed: () => reply(api.post<CalendarFeedRenewed>(FEED)),
  removeCalendarFeed: () => reply(api.delete<CalendarFeedStatus & { message: string }>(FEED)),
};
