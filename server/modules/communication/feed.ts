import { sql } from 'kysely';
import { LANGUAGES, type Language } from '../../../schema/api/common';
import type { FeedSendValues } from '../../../schema/communication';
import type {
  FeedAttachment,
  FeedMail,
  InboxFeedReply,
  MailContact,
  MailStatus,
} from '../../../schema/api/communication';
import type { Config } from '../../core/config';
import type { StaffContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { sanitizeRichText } from '../../core/sanitize';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { ConversationMail } from '../../db/tables/communication';
import { findApplication } from '../applications/common';
import { attachmentFiles } from './bulkMail';
import { conversationFor, queueConversationMail } from './conversations';
import { NO_SERVER_REASON } from './inbox';

/**
 * The messenger of one application (GET/POST communication/{applicationId}/inbox-feed): every
 * mail of its conversations, in and out, with attachments and delivery state; a reply written
 * there is queued like every other mail of a conversation.
 */

type MailConfig = Pick<Config, 'mailDomain' | 'mailFrom' | 'smtpUrl'>;

export const attachmentUrl = (id: number) => `/api/v1/communication/attachments/${id}/file`;

/** A 400 naming one bad field, like `parse` answers. */
export const fieldError = (field: string, key: string) =>
  badRequest('invalid_request', undefined, { errors: { [field]: key } });

const asLanguage = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'de';

/** The adults of an application one may write to; the main applicant first. */
export async function contactsOf(scope: Scoped, applicationId: number): Promise<MailContact[]> {
  const app = await findApplication(scope, applicationId);
  const language = asLanguage(app.language);
  const adults = await scope
    .selectFrom('application_persons')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('application_id', '=', applicationId)
    .where('person_type', '=', 'adult')
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (adults.length === 0) {
    return [{ id: app.id, adultId: null, name: app.main_name, email: app.email || null, language }];
  }
  return adults.map((p) => ({
    id: app.id,
    adultId: Number(p.id),
    name: `${p.first_name} ${p.last_name}`.trim(),
    email: p.email || null,
    language,
  }));
}

type MailRow = ConversationMail & { sent_by_name: string | null };

async function attachmentsOf(scope: Scoped, mailIds: number[]): Promise<Map<number, FeedAttachment[]>> {
  const byMail = new Map<number, FeedAttachment[]>();
  if (mailIds.length === 0) return byMail;
  const rows = await scope
    .selectFrom('mail_attachments')
    .innerJoin('uploaded_files', 'uploaded_files.id', 'mail_attachments.file_id')
    .select([
      'mail_attachments.id as id',
      'mail_attachments.mail_id as mail_id',
      'mail_attachments.name as name',
      'mail_attachments.document_id as document_id',
      'uploaded_files.size as size',
      'uploaded_files.mime as mime',
    ])
    .where('mail_attachments.mail_id', 'in', mailIds)
    .orderBy('mail_attachments.id')
    .execute();
  for (const row of rows) {
    const list = byMail.get(Number(row.mail_id)) ?? [];
    list.push({
      id: Number(row.id),
      name: row.name,
      size: Number(row.size),
      mime: row.mime,
      url: attachmentUrl(Number(row.id)),
      document_id: row.document_id === null ? null : Number(row.document_id),
    });
    byMail.set(Number(row.mail_id), list);
  }
  return byMail;
}

function mailQuery(scope: Scoped) {
  return scope
    .selectFrom('conversation_mails')
    .leftJoin('users', 'users.id', 'conversation_mails.sent_by')
    .selectAll('conversation_mails')
    .select(sql<string | null>`trim(users.first_name || ' ' || users.last_name)`.as('sent_by_name'));
}

/** Mails as the messenger shows them. */
export async function feedMails(
  scope: Scoped,
  rows: MailRow[],
  ctx: Pick<StaffContext, 't'>,
  config: MailConfig,
): Promise<FeedMail[]> {
  const attachments = await attachmentsOf(
    scope,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    conversation_id: Number(r.conversation_id),
    direction: r.direction,
    kind: r.kind,
    status: r.status as MailStatus,
    status_reason: r.status === 'queued' && config.smtpUrl === null ? NO_SERVER_REASON : r.status_reason,
    from: r.from_address,
    to: r.to_address,
    subject: r.subject,
    html: r.html_body,
    text: r.text_body,
    is_read: Number(r.is_read) === 1,
    bounce_read: Number(r.bounce_read) === 1,
    sender_mismatch: Number(r.sender_mismatch) === 1,
    sent_by_name: r.sent_by_name || null,
    created_at: r.created_at,
    attachments: attachments.get(Number(r.id)) ?? [],
  }));
}

/** One mail of the project as the messenger shows it; another project's is 404. */
export async function feedMail(
  db: Executor,
  ctx: Pick<StaffContext, 't' | 'project'>,
  config: MailConfig,
  mailId: number,
): Promise<FeedMail> {
  const scope = scoped(db, ctx.project.id);
  const row = (await mailQuery(scope).where('conversation_mails.id', '=', mailId).executeTakeFirst()) as
    MailRow | undefined;
  if (!row) throw notFound('inbox_mail_not_found');
  const [mail] = await feedMails(scope, [row], ctx, config);
  return mail!;
}

export async function getFeed(
  db: Executor,
  ctx: StaffContext,
  config: MailConfig,
  applicationId: number,
): Promise<InboxFeedReply> {
  const scope = scoped(db, ctx.project.id);
  const contacts = await contactsOf(scope, applicationId);
  const conversations = scope
    .selectFrom('conversations')
    .select('id')
    .where('application_id', '=', applicationId);
  const rows = (await mailQuery(scope)
    .where('conversation_mails.conversation_id', 'in', conversations)
    .orderBy('conversation_mails.created_at')
    .orderBy('conversation_mails.id')
    .execute()) as MailRow[];
  return { application_id: applicationId, contacts, mails: await feedMails(scope, rows, ctx, config) };
}

/** The plain-text part of a mail from its sanitised HTML. */
export function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** POST inbox-feed: a mail to one adult of the application, queued in its conversation. */
export async function sendInFeed(
  db: Executor,
  ctx: StaffContext,
  config: MailConfig,
  applicationId: number,
  input: FeedSendValues,
): Promise<FeedMail> {
  const html = sanitizeRichText(input.body);
  const text = textOf(html);
  if (text === '' && !/<img\b/i.test(html)) throw fieldError('body', 'inbox_body_required');
  const mailId = await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const contacts = await contactsOf(scope, applicationId);
    const contact =
      input.adultId === undefined || input.adultId === null
        ? contacts[0]
        : contacts.find((c) => c.adultId === input.adultId);
    if (!contact) throw fieldError('adultId', 'application_person_not_found');
    if (!contact.email) throw fieldError('adultId', 'inbox_recipient_no_email');
    // files of the project the sender may read, as every send checks them (400, 403)
    const attachments = await attachmentFiles(trx, ctx.project.id, ctx.subject, input.attachments ?? []);
    const conversation = await conversationFor(trx, ctx.project.id, {
      applicationId,
      personId: contact.adultId,
      email: contact.email,
      name: contact.name,
      language: contact.language,
    });
    const queued = await queueConversationMail(trx, config, ctx.project.id, {
      conversation,
      kind: 'direct',
      subject: input.subject,
      html,
      text,
      sentBy: ctx.user.id,
      fromName: ctx.project.title,
      attachments,
    });
    return queued.mailId;
  });
  return feedMail(db, ctx, config, mailId);
}
