import type { MailDelivery } from '../../schema/api/communication';
import type { ConversationMailKind } from '../db/tables/communication';
import { scheduleJob } from './jobs';
import type { Executor } from './scope';

/**
 * What an outbox mail is about: a mail of a conversation (`conversation_<its kind>`), the mail of
 * an offer, an assignment or a rejection, an application's confirmation, or a mail about a staff
 * account. The outbox view (Postausgang) names it.
 */
export type OutboxKind =
  | `conversation_${ConversationMailKind}`
  | 'offer'
  | 'assignment'
  | 'rejection'
  | 'application_confirmation'
  | 'viewing_cancelled'
  | 'viewing_mail'
  | 'viewing_reminder'
  | 'interested_invite'
  | 'viewing_booking_confirmation'
  | 'interest_confirmation'
  | 'interested_viewing_invite'
  | 'deposit_reminder'
  | 'contract'
  | 'contract_reminder'
  | 'contract_signing'
  | 'contract_signing_code'
  | 'reservation_confirmation'
  | 'accounting_confirmation'
  | AccountMailKind;

/** The mails about a staff account: they carry links or codes that open it. */
export const ACCOUNT_MAIL_KINDS = [
  'invitation',
  'password_reset',
  'two_factor_code',
  'password_changed',
  'two_factor_disabled',
  'email_changed',
] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

/**
 * Outbound mail. Every mail is written to the `outbox` table, in the caller's transaction, so
 * that it leaves exactly when the change it reports is committed; its `mail_send` job (keyed by
 * the row) is scheduled in the same transaction. The sender (server/modules/mail/sender.ts) runs
 * these jobs over SMTP when SMTP_URL is set; without a mail server the mails wait in the outbox,
 * nothing is lost.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** an HTML alternative; build it with escapeHtml for every value that is not markup */
  html?: string;
  /** what the mail is about (password_reset, two_factor_code, ...) */
  kind?: OutboxKind;
  /** the project it was sent from */
  projectId?: number | null;
  /** the Message-ID header (`<...@MAIL_DOMAIN>`); null: the sender gives one before the first attempt */
  messageId?: string | null;
  replyTo?: string | null;
  /** the sender's display name; the address is MAIL_FROM */
  fromName?: string | null;
  /** uploaded_files of the same project */
  attachments?: ReadonlyArray<{ fileId: number; name: string }>;
}

/** What happens to a queued mail: it leaves over SMTP, or waits in the outbox (no SMTP_URL). */
export function mailDelivery(config: { smtpUrl: string | null }): MailDelivery {
  return config.smtpUrl ? 'smtp' : 'outbox';
}

/** The job kind that sends one outbox row (server/modules/mail/sendJob.ts). */
export const MAIL_SEND_JOB = 'mail_send';

/** The key of the job that sends the outbox row `id`. */
export const outboxJobKey = (id: number) => `outbox:${id}`;

/** The outbox row a `mail_send` job's key names, or null. */
export function outboxIdOfKey(key: string): number | null {
  const match = /^outbox:(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}

/** Queues a mail and its sending job, in `db`'s transaction; answers its outbox id. */
export async function queueMail(db: Executor, mail: MailMessage): Promise<number> {
  const to = mail.to.trim();
  if (!to || /[\r\n]/.test(to) || /[\r\n]/.test(mail.subject) || /[\r\n]/.test(mail.fromName ?? '')) {
    throw new Error('a mail needs one recipient and a subject without line breaks');
  }
  const row = await db
    .insertInto('outbox')
    .values({
      project_id: mail.projectId ?? null,
      kind: mail.kind ?? '',
      to_address: to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      created_at: new Date().toISOString(),
      message_id: mail.messageId ?? null,
      reply_to: mail.replyTo ?? null,
      from_name: mail.fromName ?? null,
      attachments: JSON.stringify(mail.attachments ?? []),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await scheduleJob(db, {
    kind: MAIL_SEND_JOB,
    key: outboxJobKey(row.id),
    runAt: new Date(),
    payload: { outboxId: row.id, projectId: mail.projectId ?? null },
  });
  return row.id;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A plain mail from paragraphs: the text part joins them with blank lines; the HTML part escapes
 * each one and turns a paragraph that is only a URL into a link.
 */
export function paragraphsMail(paragraphs: readonly string[]): { text: string; html: string } {
  const html = paragraphs
    .map((p) => {
      const escaped = escapeHtml(p);
      if (/^https?:\/\/\S+$/.test(p)) return `<p><a href="${escaped}">${escaped}</a></p>`;
      return `<p>${escaped.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
  return { text: paragraphs.join('\n\n'), html };
}
