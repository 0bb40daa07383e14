import type { AxiosProgressEvent } from 'axios';
import type {
  MailAttachmentUpload,
  MailBatchProgress,
  MailDialogReply,
  MailPreviewReply,
  MailPreviewRequest,
  MailSendPayload,
  MailSendReply,
  MailView,
  ReferenceType,
} from '../schema/api/communication';
import { reply } from './accountMethods';
import { downloadFile } from './download';
import { api, NO_TIMEOUT } from './http';
import { checkUploadFiles, UPLOAD_FIELD, type UploadRefusal, type UploadRules } from './upload';

const COMMUNICATION = '/api/v1/communication';

/** What the mail dialog is opened for: the selected rows of a list, or one application. */
export interface MailDialogQuery {
  targets: number[];
  mailView: MailView;
  apartmentId?: number | null;
}

/** An attachment refused before it was sent (name over 200 characters, type, size). */
export class AttachmentRefused extends Error {
  constructor(readonly refusal: UploadRefusal) {
    super(refusal.messageKey);
    this.name = 'AttachmentRefused';
  }
}

function percentOf(event: AxiosProgressEvent): number | null {
  const fraction = event.total ? event.loaded / event.total : event.progress;
  if (fraction === undefined || !Number.isFinite(fraction)) return null;
  return Math.max(0, Math.min(100, Math.round(fraction * 100)));
}

const directPath = (applicationId: number) =>
  `${COMMUNICATION}/${encodeURIComponent(applicationId)}/send-direct-mail`;
const referencePath = (type: ReferenceType) => `${COMMUNICATION}/${encodeURIComponent(type)}/reference-mails`;
const denialPath = (applicationId: number, apartmentId: number) =>
  `${COMMUNICATION}/manual-offer-denial/${encodeURIComponent(applicationId)}/${encodeURIComponent(apartmentId)}`;

/**
 * The mail dialog and bulk mail (spec 2 section 7.5): the dialog's templates and recipients,
 * each recipient's preview, sending, the batch's delivery progress, attachments, and the single
 * mail to one application. Each answers `{data}`; a failure is a RequestError.
 */
export const mailMethods = {
  getMailDialog: ({ targets, mailView, apartmentId }: MailDialogQuery) =>
    reply(
      api.get<MailDialogReply>(`${COMMUNICATION}/bulk-mail`, {
        params: {
          targets: targets.join(','),
          mailView,
          ...(apartmentId ? { apartmentId } : {}),
        },
      }),
    ),
  previewMail: (request: MailPreviewRequest) =>
    reply(api.post<MailPreviewReply>(`${COMMUNICATION}/mail-preview`, request)),
  /** sends the mail; may write letters into a PDF, so no timeout */
  sendBulkMail: (payload: MailSendPayload) =>
    reply(api.post<MailSendReply>(`${COMMUNICATION}/bulk-mail`, payload, NO_TIMEOUT)),
  getMailBatch: (batchId: number) =>
    reply(api.get<MailBatchProgress>(`${COMMUNICATION}/bulk-mail/${encodeURIComponent(batchId)}`)),
  /**
   * Uploads one attachment (no timeout; progress in percent). A file the project's rules refuse
   * (`rules`), or with a name over 200 characters, is not sent: AttachmentRefused.
   */
  uploadMailAttachment: async (
    file: File,
    onProgress?: (percent: number) => void,
    rules?: UploadRules,
    signal?: AbortSignal,
  ) => {
    const { refused } = checkUploadFiles([file], rules);
    if (refused[0]) throw new AttachmentRefused(refused[0]);
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    return reply(
      api.post<MailAttachmentUpload>(`${COMMUNICATION}/attachments`, form, {
        ...NO_TIMEOUT,
        signal,
        onUploadProgress: (event) => {
          const percent = percentOf(event);
          if (percent !== null) onProgress?.(percent);
        },
      }),
    );
  },
  /** saves the letters' PDF of a send (recipients without e-mail) under the server's name */
  downloadMailLetters: async (fileUrl: string) => ({ data: { fileName: await downloadFile(fileUrl) } }),
  getDirectMail: (applicationId: number) => reply(api.get<MailDialogReply>(directPath(applicationId))),
  sendDirectMail: (applicationId: number, payload: MailSendPayload) =>
    reply(api.post<MailSendReply>(directPath(applicationId), payload, NO_TIMEOUT)),
  /** the reference mail's dialog: its draft and the references the picked applications name */
  getReferenceMails: (type: ReferenceType, targets: number[]) =>
    reply(api.get<MailDialogReply>(referencePath(type), { params: { targets: targets.join(',') } })),
  sendReferenceMails: (type: ReferenceType, payload: MailSendPayload) =>
    reply(api.post<MailSendReply>(referencePath(type), payload, NO_TIMEOUT)),
  /** the manual offer denial's dialog: its draft in the applicant's language */
  getOfferDenial: (applicationId: number, apartmentId: number) =>
    reply(api.get<MailDialogReply>(denialPath(applicationId, apartmentId))),
  /** sends the denial and, in the same transaction, declines the offer or removes the priority */
  sendOfferDenial: (applicationId: number, apartmentId: number, payload: MailSendPayload) =>
    reply(api.post<MailSendReply>(denialPath(applicationId, apartmentId), payload, NO_TIMEOUT)),
};
