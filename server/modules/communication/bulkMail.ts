import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '../../../schema/api/common';
import type {
  DialogTemplate,
  MailContact,
  MailDialogReply,
  MailSendReply,
  MailSendRowResult,
} from '../../../schema/api/communication';
import { unfilledPlaceholders, type PlaceholderValues } from '../../../schema/mailPlaceholders';
import type { PermissionSubject } from '../../../schema/permissions';
import type { Config } from '../../core/config';
import { ApiError, badRequest } from '../../core/errors';
import { mailDelivery, type OutboxKind } from '../../core/mail';
import type { MessageKey, Translator } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import type { Storage } from '../../core/storage';
import type { ConversationMailKind } from '../../db/tables/communication';
import type { Database, Project, User } from '../../db/types';
import { unreadableFiles } from '../files/access';
import { conversationFor, queueConversationMail } from './conversations';
import { storeLetters, type Letter } from './letters';
import { placeholderValues, type Recipient, type Resolved } from './recipients';
import { renderMail } from './render';
import { signatureIn } from './signature';
import { listTemplates, templateText } from './templates';

/**
 * The mail dialog's data and the one way its mails are sent: per request one transaction that
 * writes a batch, a conversation mail and outbox row per recipient with an address, and one
 * letters PDF for those without.
 */

export interface SendContext {
  db: Kysely<Database>;
  config: Config;
  storage: Storage;
  project: Project;
  user: User;
  t: Translator;
}

/** The one language of the recipients; rows of different languages are refused (spec 1 section 5). */
export function commonLanguage(languages: readonly Language[], fallback: Language): Language {
  const distinct = [...new Set(languages)];
  if (distinct.length > 1) throw badRequest('admin_selected_items_have_different_lang_message');
  return distinct[0] ?? fallback;
}

export async function dialogTemplates(
  db: Executor,
  projectId: number,
  lang: Language,
): Promise<DialogTemplate[]> {
  const templates = await listTemplates(db, projectId);
  return templates.map((template) => ({
    id: template.id,
    title: template.title,
    ...templateText(template.texts, lang),
    new: false,
  }));
}

/** The empty template "compose" starts from; the signature is added by preview and send. */
export const newTemplateOf = (t: Translator): DialogTemplate => ({
  id: 0,
  title: t('mail_new_template_title'),
  subject: '',
  body: '',
  new: true,
});

/** GET bulk-mail and send-direct-mail: the templates in the recipients' language and the contacts. */
export async function dialogReply(
  ctx: SendContext,
  contacts: readonly MailContact[],
  extraTemplates: readonly DialogTemplate[] = [],
): Promise<MailDialogReply> {
  const language = commonLanguage(
    contacts.map((c) => c.language),
    ctx.project.language as Language,
  );
  return {
    mailTemplates: [...extraTemplates, ...(await dialogTemplates(ctx.db, ctx.project.id, language))],
    contactGroups: contacts.length === 0 ? [] : [{ language, contacts: [...contacts] }],
    newTemplate: newTemplateOf(ctx.t),
    language,
  };
}

// ---- sending ------------------------------------------------------------------------------

/** One mail to send: to the recipient's address, or as a letter when there is none. */
export interface Outgoing {
  targetId: number;
  recipient: Recipient;
  /** overrides the recipient's address and name (a reference mail goes to the landlord) */
  to?: { email: string | null; name: string; personId: number | null };
  values?: PlaceholderValues;
}

export interface SendRequest {
  kind: ConversationMailKind;
  subject: string;
  body: string;
  templateId: number | null;
  attachments: ReadonlyArray<{ fileId: number; name: string }>;
  /** refused rows (another project's, unknown), reported per row */
  refused: ReadonlyArray<{ targetId: number; message: MessageKey }>;
  /** letters for recipients without an address; false: such rows fail */
  letters: boolean;
  /** the outbox kind of the mails (default: `conversation_<kind>`) */
  outboxKind?: OutboxKind;
  /** recipients of several languages get the one text (a viewing's participants); else refused */
  mixedLanguages?: boolean;
  /** a change made in the same transaction (the offer denial declines the offer) */
  alongside?: (trx: Kysely<Database>) => Promise<void>;
}

const RECENT_MS = 5000;
/** the sends of the last seconds, per database the server serves */
const recentByDatabase = new WeakMap<Kysely<Database>, Map<string, number>>();

/** Refuses the same send by the same person within a few seconds (a double click, a retried request). */
function guardRepeat(ctx: SendContext, key: string): () => void {
  const now = Date.now();
  let recentSends = recentByDatabase.get(ctx.db);
  if (!recentSends) {
    recentSends = new Map<string, number>();
    recentByDatabase.set(ctx.db, recentSends);
  }
  const sends = recentSends;
  for (const [k, at] of recentSends) if (now - at > RECENT_MS) recentSends.delete(k);
  const id = createHash('sha256').update(`${ctx.project.id}\n${ctx.user.id}\n${key}`).digest('hex');
  if (recentSends.has(id)) throw new ApiError(409, 'mail_send_repeated');
  sends.set(id, now);
  return () => sends.delete(id);
}

/**
 * The attachments of a send: uploaded files of the project (400 for any other id) that the sender
 * may read (403 otherwise, for the whole send: an applicant's document needs applications_read, as
 * serve-media-files). A file the sender uploaded for the mail always passes (see files/access).
 */
export async function attachmentFiles(
  db: Executor,
  projectId: number,
  subject: PermissionSubject,
  ids: readonly number[],
): Promise<Array<{ fileId: number; name: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await scoped(db, projectId)
    .selectFrom('uploaded_files')
    .select(['id', 'original_name'])
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) {
    throw badRequest(
      'mail_attachment_not_found',
      {},
      { errors: { attachments: 'mail_attachment_not_found' } },
    );
  }
  if ((await unreadableFiles(db, projectId, subject, unique)).length > 0) {
    throw new ApiError(
      403,
      'mail_attachment_not_allowed',
      {},
      {
        errors: { attachments: 'mail_attachment_not_allowed' },
      },
    );
  }
  const byId = new Map(rows.map((r) => [Number(r.id), r.original_name]));
  return unique.map((id) => ({ fileId: id, name: byId.get(id)! }));
}

/** Splits resolved targets into recipients and refused rows. */
export function partition(resolved: readonly Resolved[]): {
  recipients: Recipient[];
  refused: Array<{ targetId: number; message: MessageKey }>;
} {
  const recipients: Recipient[] = [];
  const refused: Array<{ targetId: number; message: MessageKey }> = [];
  for (const r of resolved) {
    if (r.ok) recipients.push(r.recipient);
    else refused.push({ targetId: r.targetId, message: r.message });
  }
  return { recipients, refused };
}

/** The placeholder values of one mail: its own (a reference's), else the recipient's. */
const valuesOf = (ctx: SendContext, item: Outgoing): PlaceholderValues =>
  item.values ??
  placeholderValues(item.recipient, {
    project: ctx.project,
    user: ctx.user,
    publicUrl: ctx.config.publicUrl,
  });

/**
 * Refuses a send (400) while a placeholder has no value for a recipient: the mail would read
 * "Besichtigung am: ." The message names the placeholders and the first recipient concerned.
 */
function refuseUnfilled(ctx: SendContext, outgoing: readonly Outgoing[], request: SendRequest): void {
  for (const item of outgoing) {
    const values = valuesOf(ctx, item);
    const inSubject = unfilledPlaceholders(request.subject, values);
    const inBody = unfilledPlaceholders(request.body, values);
    const names = [...new Set([...inSubject, ...inBody])];
    if (names.length === 0) continue;
    const errors: Record<string, string> = {};
    if (inSubject.length > 0) errors.subject = 'mail_placeholder_no_value';
    if (inBody.length > 0) errors.body = 'mail_placeholder_no_value';
    throw badRequest(
      'mail_placeholders_unfilled',
      {
        placeholders: names.map((name) => `{{${name}}}`).join(', '),
        name: item.to?.name ?? item.recipient.name,
      },
      { errors },
    );
  }
}

export async function sendMails(
  ctx: SendContext,
  outgoing: readonly Outgoing[],
  request: SendRequest,
): Promise<MailSendReply> {
  if (!request.mixedLanguages)
    commonLanguage(
      outgoing.map((o) => o.recipient.language),
      'de',
    );
  refuseUnfilled(ctx, outgoing, request);
  const release = guardRepeat(
    ctx,
    JSON.stringify([
      request.kind,
      outgoing.map((o) => [o.targetId, o.to?.email]),
      request.subject,
      request.body,
    ]),
  );
  if (outgoing.length === 0) {
    release();
    return {
      batchId: null,
      delivery: mailDelivery(ctx.config),
      queued: 0,
      letters: 0,
      fileUrl: null,
      results: request.refused.map((r) => ({ id: r.targetId, status: 'failed', message: ctx.t(r.message) })),
      notify: [
        { type: 'warning', title: ctx.t('mail_nothing_sent_title'), text: ctx.t('mail_nothing_sent_text') },
      ],
    };
  }
  let lettersKey: string | null = null;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const reply = await sendIn(trx, ctx, outgoing, request, (key) => (lettersKey = key));
      if (request.alongside) await request.alongside(trx);
      return reply;
    });
  } catch (error) {
    release();
    if (lettersKey !== null) await ctx.storage.delete(lettersKey).catch(() => undefined);
    throw error;
  }
}

async function sendIn(
  trx: Kysely<Database>,
  ctx: SendContext,
  outgoing: readonly Outgoing[],
  request: SendRequest,
  storedLetters: (key: string) => void,
): Promise<MailSendReply> {
  const { project, user, t } = ctx;
  const s = scoped(trx, project.id);
  const now = new Date().toISOString();
  const batch = await s
    .insertInto('mail_batches', [{ created_by: user.id, total: outgoing.length, created_at: now }])
    .returning('id')
    .executeTakeFirstOrThrow();
  const results: MailSendRowResult[] = request.refused.map((r) => ({
    id: r.targetId,
    status: 'failed',
    message: t(r.message),
  }));
  const letters: Letter[] = [];
  let queued = 0;
  const signatures = new Map<Language, string>();
  for (const item of outgoing) {
    const { recipient } = item;
    const lang = recipient.language;
    if (!signatures.has(lang)) signatures.set(lang, await signatureIn(trx, project.id, lang));
    const values = valuesOf(ctx, item);
    const mail = renderMail(request.subject, request.body, signatures.get(lang)!, values);
    const to = item.to ?? { email: recipient.email, name: recipient.name, personId: recipient.adultId };
    if (to.email === null) {
      if (request.letters) {
        letters.push({ name: to.name, subject: mail.subject, text: mail.text, language: lang });
        results.push({ id: item.targetId, status: 'letter' });
      } else {
        results.push({ id: item.targetId, status: 'failed', message: t('mail_reference_missing') });
      }
      continue;
    }
    const conversation = await conversationFor(trx, project.id, {
      applicationId: recipient.application?.id ?? null,
      personId: to.personId,
      objectId: recipient.object?.id ?? null,
      email: to.email,
      name: to.name,
      language: lang,
    });
    await queueConversationMail(trx, ctx.config, project.id, {
      conversation,
      kind: request.kind,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      sentBy: user.id,
      templateId: request.templateId,
      batchId: batch.id,
      attachments: [...request.attachments],
      outboxKind: request.outboxKind,
      fromName: project.title,
    });
    queued += 1;
    results.push({ id: item.targetId, status: 'queued' });
  }
  let fileUrl: string | null = null;
  if (letters.length > 0) {
    const stored = await storeLetters(trx, ctx.storage, project, user.id, letters);
    storedLetters(stored.key);
    fileUrl = stored.url;
    await s
      .updateTable('mail_batches')
      .set({ letters_file_id: stored.fileId })
      .where('id', '=', batch.id)
      .execute();
  }
  const notify: MailSendReply['notify'] = [];
  const delivery = mailDelivery(ctx.config);
  // without a mail server nothing leaves: the notice says where the mails wait
  if (queued > 0 && delivery === 'outbox')
    notify.push({
      type: 'warning',
      title: t('mail_outbox_title'),
      text: t('mail_outbox_text', { count: queued }),
    });
  else if (queued > 0)
    notify.push({
      type: 'success',
      title: t('mail_sent_title'),
      text: t('mail_queued_text', { count: queued }),
    });
  if (letters.length > 0)
    notify.push({
      type: 'warning',
      title: t('mail_letters_title'),
      text: t('mail_letters_text', { count: letters.length }),
    });
  if (queued === 0 && letters.length === 0)
    notify.push({ type: 'warning', title: t('mail_nothing_sent_title'), text: t('mail_nothing_sent_text') });
  return { batchId: batch.id, delivery, queued, letters: letters.length, fileUrl, results, notify };
}
