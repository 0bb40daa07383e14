import type { Language } from './common';
import type { MailPlaceholder, MailTexts } from '../mailPlaceholders';

/**
 * The communication API (spec 2 section 7.5, spec 1 sections 3 and 5). Every path is under
 * /api/v1; settings paths need the admin guard, the others shared_communication.
 */

// ---- settings: templates and signature ----------------------------------------------------

/** GET settings/email-templates (list), POST settings/email-templates/create, POST .../{id}/edit */
export interface MailTemplateRecord {
  id: number;
  title: string;
  /** subject and body (sanitised HTML) per language */
  texts: MailTexts;
  version: number;
  updated_at: string;
}

export interface MailTemplateListReply {
  templates: MailTemplateRecord[];
  placeholders: readonly MailPlaceholder[];
}

/** create and edit; edit carries the version it was loaded with (a stale one is 409) */
export interface MailTemplateInput {
  title: string;
  texts: MailTexts;
  version?: number;
}

/** GET and POST settings/email-signature (POST carries the version) */
export interface MailSignatureRecord {
  texts: Record<Language, string>;
  version: number;
}

/** POST ckeditor-image-upload (multipart, one image): the URL to put in the HTML */
export interface InlineImageReply {
  url: string;
}

// ---- the mail dialog ------------------------------------------------------------------------

/** Where a mail dialog was opened: the list whose rows are the targets. */
export type MailView = 'applications' | 'objects' | 'tenants' | 'interested';

/** A template as the mail dialog offers it: in the language of the selected recipients. */
export interface DialogTemplate {
  id: number;
  title: string;
  subject: string;
  body: string;
  /** true for the empty template "compose" starts from (body: the signature) */
  new: boolean;
}

export interface MailContact {
  /** the target row's id (application id for mailView applications) */
  id: number;
  /** the adult the mail goes to (application_persons.id); null: the main applicant */
  adultId: number | null;
  name: string;
  /** null: no e-mail address, this recipient gets a letter in the PDF */
  email: string | null;
  language: Language;
}

/** GET communication/bulk-mail?targets=1,2&mailView=applications&apartmentId= (spec 1 "Mail") */
export interface MailDialogReply {
  mailTemplates: DialogTemplate[];
  contactGroups: Array<{ language: Language; contacts: MailContact[] }>;
  newTemplate: DialogTemplate;
  language: Language;
}

/** POST communication/bulk-mail and send-direct-mail: the send payload of spec 1 section 3 */
export interface MailSendPayload {
  targets: number[];
  mailView: MailView;
  subject: string;
  body: string;
  templateId?: number | null;
  /** true: letters for recipients without e-mail are returned as one PDF (fileUrl) */
  pdf?: boolean;
  /** ids from POST communication/attachments */
  attachments?: number[];
  apartmentId?: number | null;
  applicationId?: number | null;
  /** send-direct-mail: the adult to write to */
  adultId?: number | null;
  /** a record's version the sender saw (the sale accounting request: a stale one is refused) */
  version?: number;
}

export interface MailSendRowResult {
  id: number;
  status: 'queued' | 'letter' | 'failed';
  message?: string;
}

/**
 * What happens to a queued mail: `smtp` it leaves over the mail server; `outbox` no mail server is
 * configured, it waits in the outbox (Postausgang) and the notice says so.
 */
export type MailDelivery = 'smtp' | 'outbox';

export interface MailSendReply {
  batchId: number | null;
  /** whether the queued mails leave or wait in the outbox */
  delivery: MailDelivery;
  queued: number;
  letters: number;
  /** the letters' PDF (recipients without e-mail), downloaded by the client */
  fileUrl: string | null;
  results: MailSendRowResult[];
  notify: Array<{ type: 'success' | 'warning'; title: string; text: string }>;
}

/** GET communication/bulk-mail/{batchId}: how far the batch's delivery is */
export interface MailBatchProgress {
  id: number;
  total: number;
  queued: number;
  sent: number;
  failed: number;
  bounced: number;
  /** false: no mail server is configured, the mails wait in the outbox */
  delivering: boolean;
}

/** POST communication/mail-preview: the mail one recipient will get */
/** Whom a reference mail asks about the applicant: the current landlord or an adult's employer. */
export type ReferenceType = 'landlord' | 'employer';

export interface MailPreviewRequest {
  mailView: MailView;
  targetId: number;
  adultId?: number | null;
  /** the object the mail speaks of (bulk mail for an object, an offer denial) */
  apartmentId?: number | null;
  /** the preview of a reference mail: the reference is greeted (adultId: the employer's adult) */
  reference?: ReferenceType | null;
  subject: string;
  body: string;
}
export interface MailPreviewReply {
  subject: string;
  /** the body as sent; placeholders that could not be filled are marked `<mark data-placeholder>` */
  body: string;
  adultId: number | null;
  /**
   * The placeholders that could not be filled, as written: without a value for this recipient
   * (`{{viewing_date}}`), unknown or damaged (`{{first_name}`). The mail is not sent with them.
   */
  unfilled: string[];
}

/** POST communication/attachments (multipart, one file) */
export interface MailAttachmentUpload {
  id: number;
  name: string;
  size: number;
}

// ---- inbox and messenger --------------------------------------------------------------------

export type Mailbox = 'inbox' | 'sent' | 'outbox';
export type MailStatus = 'received' | 'queued' | 'sent' | 'failed' | 'bounced' | 'unconfirmed';

export interface FeedAttachment {
  id: number;
  name: string;
  size: number;
  mime: string;
  /** served only to sessions that may read communication */
  url: string;
  /** the application document it was filed as */
  document_id: number | null;
}

/** One mail of a conversation as the messenger shows it. */
export interface FeedMail {
  id: number;
  conversation_id: number;
  direction: 'in' | 'out';
  kind: string;
  status: MailStatus;
  /** failed/bounced: the server's reason; queued without a mail server: mail_not_sent_no_server */
  status_reason: string;
  from: string;
  to: string;
  subject: string;
  /** sanitised HTML */
  html: string;
  text: string;
  is_read: boolean;
  bounce_read: boolean;
  /** incoming: its From: is none of the conversation's addresses (shown as a hint) */
  sender_mismatch: boolean;
  sent_by_name: string | null;
  created_at: string;
  attachments: FeedAttachment[];
}

/** GET communication/{applicationId}/inbox-feed */
export interface InboxFeedReply {
  application_id: number;
  contacts: MailContact[];
  mails: FeedMail[];
}

/** POST communication/{applicationId}/inbox-feed: a reply written in the messenger */
export interface InboxFeedSend {
  adultId?: number | null;
  subject: string;
  body: string;
  attachments?: number[];
}

export interface MailReadReply {
  id: number;
  is_read: boolean;
  unread_messages: number;
}

/** GET unread-count-messages; POST get-unread-messages { count } answers when it differs or after 25 s */
export interface UnreadCountReply {
  count: number;
}

/** The row flags of a list row with a conversation (spec 1 section 3, Table row). */
export interface MessengerFlags {
  has_unread_mail: boolean;
  has_bounce: boolean;
  has_unread_bounce: boolean;
}
