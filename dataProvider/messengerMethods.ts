import type {
  FeedMail,
  InboxFeedReply,
  InboxFeedSend,
  MailReadReply,
  UnreadCountReply,
} from '../schema/api/communication';
import type { OptionItem } from '../schema/api/tableData';
import { reply } from './accountMethods';
import { downloadFile } from './download';
import { api, NO_TIMEOUT, BACKGROUND_CALL } from './http';
import { isCanceled, toRequestError } from './requestError';

const BASE = '/api/v1/communication';
const id = (value: number | string) => encodeURIComponent(String(value));

/** The document categories an attachment of a mail can be filed under. */
export interface AttachmentCategoriesReply {
  categories: OptionItem[];
}

/** What filing an attachment answers: the application document it became. */
export interface AttachmentFiledReply {
  id: number;
  document_id: number | null;
}

/** PATCH communication/{mailId}/update: mark read/unread, or re-file to another application. */
export interface MailUpdate {
  is_read?: boolean;
  application_id?: number;
}

/** The categories: `{ categories: [...] }` or the list itself. */
function categoriesOf(data: AttachmentCategoriesReply | OptionItem[]): AttachmentCategoriesReply {
  return Array.isArray(data) ? { categories: data } : { categories: data.categories ?? [] };
}

/**
 * The inbox feed, messenger replies, read marks, attachments to documents, the unread count and
 * its long poll (spec 2 section 7.5). Each answers `{data}`; the inbox lists themselves go through
 * getList (`communication` with meta `{ mailbox }`).
 */
export const messengerMethods = {
  getInboxFeed: (applicationId: number) =>
    reply(api.get<InboxFeedReply>(`${BASE}/${id(applicationId)}/inbox-feed`)),
  sendFeedReply: (applicationId: number, input: InboxFeedSend) =>
    reply(api.post<FeedMail>(`${BASE}/${id(applicationId)}/inbox-feed`, input)),
  markMailRead: (mailId: number, isRead = true) =>
    reply(api.post<MailReadReply>(`${BASE}/${id(mailId)}/mail-is-read`, { is_read: isRead })),
  updateMail: (mailId: number, update: MailUpdate) =>
    reply(api.patch<FeedMail>(`${BASE}/${id(mailId)}/update`, update)),
  deleteMail: (mailId: number) => reply(api.delete<{ id: number }>(`${BASE}/${id(mailId)}/delete`)),
  getAttachmentCategories: async (attachmentId: number) => {
    const { data } = await reply(
      api.get<AttachmentCategoriesReply | OptionItem[]>(
        `${BASE}/attachments/${id(attachmentId)}/categorize-documents`,
      ),
    );
    return { data: categoriesOf(data) };
  },
  categorizeAttachment: (attachmentId: number, category: string) =>
    reply(
      api.post<AttachmentFiledReply>(`${BASE}/attachments/${id(attachmentId)}/categorize-documents`, {
        category,
      }),
    ),
  /** Saves the attachment under its own name; resolves to that name. */
  downloadMailAttachment: async (attachmentId: number, fileName?: string) => ({
    data: await downloadFile(`${BASE}/attachments/${id(attachmentId)}/file`, { fileName }),
  }),
  getUnreadCount: () => reply(api.get<UnreadCountReply>('/api/v1/unread-count-messages')),
  /**
   * The long poll: answers at once when the project's count differs from `count`, else when it
   * changes, else after about 25 s. No timeout; `signal` ends it (logout, unmount). A background
   * call: the browser gives it low priority, so that it neither competes with a screen's calls nor
   * counts as the page still loading.
   */
  waitForUnreadCount: async (count: number, signal?: AbortSignal) => {
    try {
      const { data } = await api.post<UnreadCountReply>(
        '/api/v1/get-unread-messages',
        { count },
        { ...NO_TIMEOUT, ...BACKGROUND_CALL, signal },
      );
      return { data };
    } catch (error) {
      // a poll ended on purpose is no failure (react-admin logs every other)
      if (isCanceled(error)) throw new DOMException('unread poll ended', 'AbortError');
      throw toRequestError(error);
    }
  },
};
