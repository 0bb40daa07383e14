import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Language } from '../../../schema/api/common';
import type { Config } from '../../core/config';
import { queueMail, type OutboxKind } from '../../core/mail';
import { base32Encode } from '../../core/totp';
import { scoped, type Executor } from '../../core/scope';
import type {
  Conversation,
  ConversationMailKind,
  ConversationMailStatus,
} from '../../db/tables/communication';

/**
 * Conversations and their mails: the one place that records a mail of a conversation. Every
 * outgoing mail gets an outbox row (delivered by the sender), a Message-ID and a Reply-To of its
 * own whose local part is 128 random bits; only its SHA-256 is kept on the mail, and an incoming
 * mail to that address is filed into the same conversation (inbound.ts).
 */

/** The local part of reply addresses: `r-` and 26 base32 characters (128 bits). */
export const REPLY_PREFIX = 'r-';
/** SHA-256 (hex) of a reply address's local part, lower-cased as mail servers may change case. */
export function replyHashOf(localPart: string): string {
  return createHash('sha256').update(localPart.trim().toLowerCase(), 'utf8').digest('hex');
}

/** A new reply address and the hash to store. */
export function newReplyAddress(mailDomain: string): { address: string; hash: string } {
  const local = `${REPLY_PREFIX}${base32Encode(randomBytes(16)).toLowerCase()}`;
  return { address: `${local}@${mailDomain}`, hash: replyHashOf(local) };
}

/** A Message-ID for a mail of this app: `<uuid@domain>`. */
export function newMessageId(mailDomain: string): string {
  return `<${randomUUID()}@${mailDomain}>`;
}

export interface ConversationKey {
  applicationId: number | null;
  /** the adult (application_persons.id); null: the main applicant or a counterpart without one */
  personId: number | null;
  objectId?: number | null;
  email: string;
  name: string;
  language: Language;
}

/** The conversation with this counterpart about this application, made when there is none yet. */
export async function conversationFor(
  db: Executor,
  projectId: number,
  key: ConversationKey,
): Promise<Conversation> {
  const s = scoped(db, projectId);
  const email = key.email.trim().toLowerCase();
  let query = s.selectFrom('conversations').selectAll().where('email', '=', email);
  query =
    key.applicationId === null
      ? query.where('application_id', 'is', null)
      : query.where('application_id', '=', key.applicationId);
  const found = await query.orderBy('id').executeTakeFirst();
  if (found) return found;
  const now = new Date().toISOString();
  return s
    .insertInto('conversations', [
      {
        application_id: key.applicationId,
        person_id: key.personId,
        object_id: key.objectId ?? null,
        email,
        name: key.name,
        language: key.language,
        created_at: now,
      },
    ])
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface OutgoingMail {
  conversation: Conversation;
  kind: ConversationMailKind;
  subject: string;
  /** sanitised HTML, placeholders filled */
  html: string;
  text: string;
  sentBy: number | null;
  templateId?: number | null;
  batchId?: number | null;
  /** uploaded_files of the project */
  attachments?: Array<{ fileId: number; name: string }>;
  /** the sender's display name (the project's name) */
  fromName?: string | null;
  /** what the outbox names the mail, when more than its conversation kind (an offer's mail) */
  outboxKind?: OutboxKind;
}

/**
 * Queues a mail of a conversation: its outbox row and its conversation mail, in the caller's
 * transaction. Answers the ids of both.
 */
export async function queueConversationMail(
  db: Executor,
  config: Pick<Config, 'mailDomain' | 'mailFrom'>,
  projectId: number,
  mail: OutgoingMail,
): Promise<{ mailId: number; outboxId: number }> {
  const reply = newReplyAddress(config.mailDomain);
  const messageId = newMessageId(config.mailDomain);
  const attachments = mail.attachments ?? [];
  const outboxId = await queueMail(db, {
    to: mail.conversation.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    kind: mail.outboxKind ?? `conversation_${mail.kind}`,
    projectId,
    messageId,
    replyTo: reply.address,
    fromName: mail.fromName ?? null,
    attachments,
  });
  const now = new Date().toISOString();
  const s = scoped(db, projectId);
  const row = await s
    .insertInto('conversation_mails', [
      {
        conversation_id: mail.conversation.id,
        direction: 'out',
        kind: mail.kind,
        status: 'queued',
        outbox_id: outboxId,
        batch_id: mail.batchId ?? null,
        template_id: mail.templateId ?? null,
        sent_by: mail.sentBy,
        from_address: config.mailFrom,
        to_address: mail.conversation.email,
        subject: mail.subject,
        html_body: mail.html,
        text_body: mail.text,
        reply_hash: reply.hash,
        message_id: messageId,
        is_read: 1,
        bounce_read: 1,
        created_at: now,
        updated_at: now,
      },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const attachment of attachments) {
    await s
      .insertInto('mail_attachments', [
        { mail_id: row.id, file_id: attachment.fileId, name: attachment.name, created_at: now },
      ])
      .execute();
  }
  await s
    .updateTable('conversations')
    .set({ last_mail_at: now })
    .where('id', '=', mail.conversation.id)
    .execute();
  return { mailId: row.id, outboxId };
}

/**
 * The delivery state of an outbox row carried over to its conversation mail (the sender calls
 * this after every attempt). A bounce also counts on the conversation (unread until seen). A
 * bounce is the last word on a mail: a later mark (an attempt recorded late) leaves it bounced.
 */
export async function markConversationMail(
  db: Executor,
  outboxId: number,
  status: ConversationMailStatus,
  reason = '',
): Promise<void> {
  const mail = await db
    .selectFrom('conversation_mails')
    .select(['id', 'conversation_id', 'status'])
    .where('outbox_id', '=', outboxId)
    .executeTakeFirst();
  if (!mail || mail.status === 'bounced') return;
  const now = new Date().toISOString();
  const bounced = status === 'bounced';
  const updated = await db
    .updateTable('conversation_mails')
    .set({
      status,
      status_reason: reason,
      updated_at: now,
      ...(bounced ? { bounce_read: 0 } : {}),
    })
    .where('id', '=', mail.id)
    .where('status', '!=', 'bounced')
    .executeTakeFirst();
  if (bounced && Number(updated.numUpdatedRows) > 0) {
    await db
      .updateTable('conversations')
      .set({
        bounce_count: sql<number>`bounce_count + 1`,
        unread_bounce_count: sql<number>`unread_bounce_count + 1`,
      })
      .where('id', '=', mail.conversation_id)
      .execute();
  }
}

/**
 * The unread count the top bar shows: the project's unread incoming mails, the rows of the inbox
 * with the unread filter and the home's "unread replies". A bounce is no unread mail (the home
 * shows unseen bounces as a figure of their own).
 */
export async function unreadCount(db: Executor, projectId: number): Promise<number> {
  const row = await scoped(db, projectId)
    .selectFrom('conversations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unread_count'), sql<number>`0`).as('unread'))
    .executeTakeFirst();
  return Number(row?.unread ?? 0);
}
