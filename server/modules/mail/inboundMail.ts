import { sql, type Kysely } from 'kysely';
import type { Attachment, ParsedMail } from 'mailparser';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../schema/api/common';
import { recordAudit } from '../../core/audit';
import { translator } from '../../core/i18n/index';
import { escapeHtml, paragraphsMail } from '../../core/mail';
import { sanitizeRichText } from '../../core/sanitize';
import { scoped, type Scoped } from '../../core/scope';
import type { Storage } from '../../core/storage';
import type { Database } from '../../db/types';
import { attachmentUrl } from '../communication/feed';
import { notifyUnread } from '../communication/unread';
import type { ReplyTarget } from './inboundAddress';
import { removeAttachments, storeAttachments } from './inboundAttachments';

const MAX_SUBJECT = 998;
const MAX_ADDRESS = 320;

/** What an incoming mail brings, read once from the parsed mail and filed into each conversation. */
export interface InboundContent {
  from: string;
  subject: string;
  /** sanitised HTML (the mail's HTML part, else its text as paragraphs) */
  html: string;
  text: string;
  messageId: string | null;
  inReplyTo: string | null;
  attachments: Attachment[];
}

/** The body of an HTML document (a mail's HTML part usually is one), or the HTML as it is. */
function bodyOf(html: string): string {
  return /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
}

function textAsHtml(text: string): string {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs.length > 0 ? paragraphsMail(paragraphs).html : '';
}

export function inboundContentOf(parsed: ParsedMail, envelopeFrom: string): InboundContent {
  const text = parsed.text ?? '';
  const sanitised = parsed.html ? sanitizeRichText(bodyOf(parsed.html), { cidImages: true }).trim() : '';
  return {
    from: (parsed.from?.value[0]?.address || envelopeFrom).slice(0, MAX_ADDRESS),
    subject: (parsed.subject ?? '').replace(/[\r\n]+/g, ' ').slice(0, MAX_SUBJECT),
    html: sanitised || textAsHtml(text),
    text,
    messageId: parsed.messageId?.slice(0, 998) ?? null,
    inReplyTo: parsed.inReplyTo?.slice(0, 998) ?? null,
    attachments: parsed.attachments,
  };
}

/**
 * The HTML with its `cid:` images pointing at the attachments they name (the attachment's URL,
 * which the client loads as it loads the attachment); an image whose part was not taken is dropped.
 */
export function resolveInlineImages(html: string, byCid: ReadonlyMap<string, number>): string {
  const idOf = (reference: string) => {
    let cid = reference.slice('cid:'.length);
    try {
      cid = decodeURIComponent(cid);
    } catch {
      // taken as written
    }
    return byCid.get(cid.replace(/^<|>$/g, '').toLowerCase());
  };
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    const match = / src="(cid:[^"]*)"/i.exec(tag);
    if (!match) return tag;
    const id = idOf(match[1]!);
    return id === undefined ? '' : tag.replace(match[0], ` src="${attachmentUrl(id)}"`);
  });
}

/** The addresses a reply in a conversation is expected from: its counterpart, the application's and its adults'. */
async function conversationAddresses(s: Scoped, conversationId: number): Promise<Set<string>> {
  const conversation = await s
    .selectFrom('conversations')
    .select(['email', 'application_id'])
    .where('id', '=', conversationId)
    .executeTakeFirst();
  const addresses = new Set<string>();
  const add = (value: string | null | undefined) => {
    const address = (value ?? '').trim().toLowerCase();
    if (address) addresses.add(address);
  };
  add(conversation?.email);
  const applicationId = conversation?.application_id ?? null;
  if (applicationId !== null) {
    const application = await s
      .selectFrom('applications')
      .select('email')
      .where('id', '=', applicationId)
      .executeTakeFirst();
    add(application?.email);
    const persons = await s
      .selectFrom('application_persons')
      .select('email')
      .where('application_id', '=', applicationId)
      .execute();
    for (const person of persons) add(person.email);
  }
  return addresses;
}

export type FileOutcome = { kind: 'filed'; mailId: number; notes: string[] } | { kind: 'duplicate' };

/**
 * Files an incoming mail into the conversation of the mail it answers: the conversation mail
 * (unread), its attachments (checked and stored as staff uploads are, refused ones noted in the
 * mail), one more unread mail on the conversation, and the unread count's notification, all in
 * one transaction. A mail that was filed there before (the same Message-ID, sent again after a
 * lost answer) is not filed twice.
 */
export async function fileReply(
  db: Kysely<Database>,
  storage: Storage,
  quotaBytes: number,
  target: ReplyTarget,
  content: InboundContent,
): Promise<FileOutcome> {
  const { projectId, conversationId } = target;
  const s = scoped(db, projectId);
  if (content.messageId !== null) {
    const seen = await s
      .selectFrom('conversation_mails')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('direction', '=', 'in')
      .where('message_id', '=', content.messageId)
      .executeTakeFirst();
    if (seen) return { kind: 'duplicate' };
  }
  const project = await db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  const t = translator(isLanguage(project.language) ? project.language : DEFAULT_LANGUAGE);
  const expected = await conversationAddresses(s, conversationId);
  const senderMismatch = !expected.has(content.from.trim().toLowerCase());
  const { stored, notes } = await storeAttachments(db, storage, project, quotaBytes, content.attachments, t);
  const html = content.html + notes.map((note) => `<p><em>${escapeHtml(note)}</em></p>`).join('');
  const text = [content.text.trimEnd(), ...notes].filter(Boolean).join('\n\n');
  const now = new Date().toISOString();
  try {
    const mailId = await db.transaction().execute(async (trx) => {
      const ts = scoped(trx, projectId);
      const mail = await ts
        .insertInto('conversation_mails', [
          {
            conversation_id: conversationId,
            direction: 'in',
            kind: 'reply',
            status: 'received',
            status_reason: notes.join(' '),
            outbox_id: null,
            batch_id: null,
            template_id: null,
            sent_by: null,
            from_address: content.from,
            to_address: target.address.toLowerCase(),
            subject: content.subject,
            html_body: resolveInlineImages(html, new Map()),
            text_body: text,
            reply_hash: null,
            message_id: content.messageId,
            in_reply_to: content.inReplyTo,
            is_read: 0,
            bounce_read: 1,
            sender_mismatch: senderMismatch ? 1 : 0,
            created_at: now,
            updated_at: now,
          },
        ])
        .returning('id')
        .executeTakeFirstOrThrow();
      if (stored.length > 0) {
        const files = await ts
          .insertInto(
            'uploaded_files',
            stored.map((f) => ({
              uploaded_by: null,
              storage_key: f.key,
              original_name: f.name,
              mime: f.mime,
              size: f.size,
              created_at: now,
            })),
          )
          .returning(['id', 'storage_key', 'original_name', 'mime', 'size'])
          .execute();
        const attachments = await ts
          .insertInto(
            'mail_attachments',
            files.map((f) => ({ mail_id: mail.id, file_id: f.id, name: f.original_name, created_at: now })),
          )
          .returning(['id', 'file_id'])
          .execute();
        // inline images (cid:) are shown in the body from their attachment
        const fileKeys = new Map(files.map((f) => [Number(f.id), f.storage_key]));
        const cidOfKey = new Map(stored.map((f) => [f.key, f.cid]));
        const byCid = new Map<string, number>();
        for (const a of attachments) {
          const cid = cidOfKey.get(fileKeys.get(Number(a.file_id)) ?? '');
          if (cid) byCid.set(cid.toLowerCase(), Number(a.id));
        }
        if (/ src="cid:/i.test(html)) {
          await ts
            .updateTable('conversation_mails')
            .set({ html_body: resolveInlineImages(html, byCid) })
            .where('id', '=', mail.id)
            .execute();
        }
        await recordAudit(
          trx,
          files.map((f) => ({
            projectId,
            userId: null,
            action: 'create',
            entity: 'uploaded_files',
            entityId: f.id,
            before: null,
            after: { storage_key: f.storage_key, original_name: f.original_name, mime: f.mime, size: f.size },
          })),
        );
      }
      await ts
        .updateTable('conversations')
        .set({ unread_count: sql<number>`unread_count + 1`, last_mail_at: now })
        .where('id', '=', conversationId)
        .execute();
      await notifyUnread(trx, projectId);
      return mail.id;
    });
    return { kind: 'filed', mailId, notes };
  } catch (error) {
    await removeAttachments(storage, stored);
    throw error;
  }
}
