import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { storageFor, type Storage } from '../../server/core/storage';
import { scoped } from '../../server/core/scope';
import type { Config } from '../../server/core/config';
import { notifyUnread } from '../../server/modules/communication/unread';
import type { Database } from '../../server/db/types';

/**
 * Files an incoming reply the way the inbound module does: the mail, its attachments (an
 * uploaded file in the project's storage), the conversation's unread count and last mail, and the
 * unread notification, in one transaction.
 */
export async function fileIncoming(
  db: Kysely<Database>,
  config: Pick<Config, 'dataDir' | 'storage'>,
  projectId: number,
  conversationId: number,
  options: { subject?: string; attachment?: { name: string; bytes: Buffer; mime: string } } = {},
): Promise<{ mailId: number; attachmentId: number | null }> {
  const storage: Storage = storageFor(config);
  let key: string | null = null;
  if (options.attachment) {
    key = `${projectId}/2026-01/${randomBytes(16).toString('hex')}.pdf`;
    await storage.put(key, options.attachment.bytes, { contentType: options.attachment.mime });
  }
  return db.transaction().execute(async (trx) => {
    const s = scoped(trx, projectId);
    const now = new Date().toISOString();
    const conversation = await s
      .selectFrom('conversations')
      .selectAll()
      .where('id', '=', conversationId)
      .executeTakeFirstOrThrow();
    const mail = await s
      .insertInto('conversation_mails', [
        {
          conversation_id: conversationId,
          direction: 'in',
          kind: 'reply',
          status: 'received',
          from_address: conversation.email,
          to_address: 'r-test@immodesk.test',
          subject: options.subject ?? 'Re: Ihre Bewerbung',
          html_body: '<p>Guten Tag, anbei die Unterlagen.</p>',
          text_body: 'Guten Tag, anbei die Unterlagen.',
          is_read: 0,
          bounce_read: 1,
          created_at: now,
          updated_at: now,
        },
      ])
      .returning('id')
      .executeTakeFirstOrThrow();
    let attachmentId: number | null = null;
    if (options.attachment && key) {
      const file = await s
        .insertInto('uploaded_files', [
          {
            uploaded_by: null,
            storage_key: key,
            original_name: options.attachment.name,
            mime: options.attachment.mime,
            size: options.attachment.bytes.length,
            created_at: now,
          },
        ])
        .returning('id')
        .executeTakeFirstOrThrow();
      const attachment = await s
        .insertInto('mail_attachments', [
          {
            mail_id: Number(mail.id),
            file_id: Number(file.id),
            name: options.attachment.name,
            created_at: now,
          },
        ])
        .returning('id')
        .executeTakeFirstOrThrow();
      attachmentId = Number(attachment.id);
    }
    await s
      .updateTable('conversations')
      .set({ unread_count: sql<number>`unread_count + 1`, last_mail_at: now })
      .where('id', '=', conversationId)
      .execute();
    await notifyUnread(trx, projectId);
    return { mailId: Number(mail.id), attachmentId };
  });
}

/** A conversation of the project's seeded demo mails (the first by id), with its application. */
export async function firstConversation(db: Kysely<Database>, projectId: number, skip = 0) {
  return scoped(db, projectId)
    .selectFrom('conversations')
    .selectAll()
    .where('application_id', 'is not', null)
    .orderBy('id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** The unread count as the conversations hold it (unread replies; a bounce is no unread mail). */
export async function storedUnread(db: Kysely<Database>, projectId: number): Promise<number> {
  const row = await scoped(db, projectId)
    .selectFrom('conversations')
    .select(sql<number>`coalesce(sum(unread_count), 0)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** PDF bytes the upload checks accept. */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
