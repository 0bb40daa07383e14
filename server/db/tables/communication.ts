import type { Generated, Insertable, Selectable } from 'kysely';
import type { Language } from '../../../schema/api/common';

/** Tables of communication (migration 020); the Database interface extends this one. */
export interface CommunicationTables {
  mail_templates: MailTemplateTable;
  mail_signatures: MailSignatureTable;
  mail_batches: MailBatchTable;
  conversations: ConversationTable;
  conversation_mails: ConversationMailTable;
  mail_attachments: MailAttachmentTable;
}

/** Subject and body of a template in one language. */
export interface MailText {
  subject: string;
  /** sanitised HTML with placeholders like {{applicant_name}} */
  body: string;
}

/** A project's mail template; `texts` is JSON `Record<Language, MailText>`. */
export interface MailTemplateTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  texts: string;
  version: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** The mail signature of a project; `texts` is JSON `Record<Language, string>` (sanitised HTML). */
export interface MailSignatureTable {
  project_id: number;
  texts: string;
  version: Generated<number>;
  updated_by: number | null;
  updated_at: string;
}

/** One bulk mail: its recipients' mails carry its id, so its progress can be read. */
export interface MailBatchTable {
  id: Generated<number>;
  project_id: number;
  created_by: number | null;
  total: number;
  letters_file_id: number | null;
  created_at: string;
}

/** The mails exchanged with one counterpart (an applicant's adult, usually) about one matter. */
export interface ConversationTable {
  id: Generated<number>;
  project_id: number;
  application_id: number | null;
  person_id: number | null;
  object_id: number | null;
  email: string;
  name: Generated<string>;
  language: Generated<Language>;
  unread_count: Generated<number>;
  bounce_count: Generated<number>;
  unread_bounce_count: Generated<number>;
  last_mail_at: string | null;
  created_at: string;
}

export type ConversationMailDirection = 'out' | 'in';
export type ConversationMailKind =
  'template' | 'direct' | 'bulk' | 'reference' | 'offer_denial' | 'reply' | 'system';
export type ConversationMailStatus = 'received' | 'queued' | 'sent' | 'failed' | 'bounced' | 'unconfirmed';

/** A mail of a conversation; an outgoing one is delivered through its outbox row. */
export interface ConversationMailTable {
  id: Generated<number>;
  project_id: number;
  conversation_id: number;
  direction: ConversationMailDirection;
  kind: ConversationMailKind;
  status: ConversationMailStatus;
  status_reason: Generated<string>;
  outbox_id: number | null;
  batch_id: number | null;
  template_id: number | null;
  sent_by: number | null;
  from_address: string;
  to_address: string;
  subject: string;
  html_body: Generated<string>;
  text_body: Generated<string>;
  /** outgoing: SHA-256 (hex) of the local part of its Reply-To */
  reply_hash: string | null;
  message_id: string | null;
  in_reply_to: string | null;
  /** 0: an incoming mail nobody has read yet */
  is_read: Generated<number>;
  /** 0: a bounce of this outgoing mail nobody has seen yet */
  bounce_read: Generated<number>;
  /** incoming: 1 when its From: is none of the conversation's addresses */
  sender_mismatch: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A file attached to a mail, in or out; `document_id` once it was filed to the application. */
export interface MailAttachmentTable {
  id: Generated<number>;
  project_id: number;
  mail_id: number;
  file_id: number;
  name: string;
  document_id: number | null;
  created_at: string;
}

export type MailTemplate = Selectable<MailTemplateTable>;
export type Conversation = Selectable<ConversationTable>;
export type NewConversation = Insertable<ConversationTable>;
export type ConversationMail = Selectable<ConversationMailTable>;
export type NewConversationMail = Insertable<ConversationMailTable>;
export type MailAttachment = Selectable<MailAttachmentTable>;
