import type {
  AccountingFormInfo,
  BuyingConfirmationReply,
  ReservationSettingsRecord,
  SaleChangeReply,
} from '../schema/api/sales';
import type {
  MailDialogReply,
  MailPreviewReply,
  MailSendPayload,
  MailSendReply,
} from '../schema/api/communication';
import type { ChangeStatusBody } from '../schema/api/applicationFlow';
import type { AccountingAnswer } from '../schema/sales';
import { reply } from './accountMethods';
import { downloadFile } from './download';
import { api } from './http';

const salePath = (id: number, call: string) => `/api/v1/sales/applications/${encodeURIComponent(id)}/${call}`;
const ACCOUNTING_MAIL = 'interested/send-buying-confirmation-form';
const SETTINGS = '/api/v1/settings/reservations';
const accountingPath = (uuid: string, token: string) =>
  `/api/v1/sales/accounting-confirmation/${encodeURIComponent(uuid)}/${encodeURIComponent(token)}`;

/** The sales pipeline of a sale project's application (spec 2 section 7.8) and settings > reservations. */
export const salesMethods = {
  getBuyingConfirmation: (id: number) =>
    reply(api.get<BuyingConfirmationReply>(salePath(id, 'buying-confirmation-prios'))),
  reserveObject: (id: number, body: { version: number; objectId: number; comment: string }) =>
    reply(api.post<SaleChangeReply>(salePath(id, 'reservation'), body)),
  removeReservation: (id: number, body: { version: number; comment: string }) =>
    reply(api.post<SaleChangeReply>(salePath(id, 'reservation/remove'), body)),
  changeSaleStatus: (id: number, body: ChangeStatusBody) =>
    reply(api.post<SaleChangeReply>(salePath(id, 'change-status'), body)),
  /** Saves the reservation confirmation (PDF with the QR-bill) under its name. */
  downloadReservationConfirmation: async (id: number, fileName: string) => ({
    data: await downloadFile(salePath(id, 'reservation-confirmation'), { fileName }),
  }),
  /** The mail dialog of the buyer's accounting request: the buyer, the templates. */
  getBuyingConfirmationMail: (id: number) => reply(api.get<MailDialogReply>(salePath(id, ACCOUNTING_MAIL))),
  previewBuyingConfirmationMail: (id: number, subject: string, body: string) =>
    reply(
      api.post<MailPreviewReply>(salePath(id, `${ACCOUNTING_MAIL}/preview`), { targetId: id, subject, body }),
    ),
  /** Sends the request (a new link; the last one no longer opens) at the application's version. */
  sendBuyingConfirmationMail: (id: number, payload: MailSendPayload & { version: number }) =>
    reply(api.post<MailSendReply>(salePath(id, ACCOUNTING_MAIL), payload)),
  /** The buyer's page of the accounting confirmation link (public). */
  getAccountingConfirmation: (uuid: string, token: string) =>
    reply(api.get<AccountingFormInfo>(accountingPath(uuid, token))),
  answerAccountingConfirmation: (uuid: string, token: string, body: AccountingAnswer) =>
    reply(api.post<{ ok: true }>(accountingPath(uuid, token), body)),
  getReservationSettings: () => reply(api.get<ReservationSettingsRecord>(SETTINGS)),
  saveReservationSettings: (input: Omit<ReservationSettingsRecord, 'version'> & { version: number }) =>
    reply(api.post<ReservationSettingsRecord>(SETTINGS, input)),
};
