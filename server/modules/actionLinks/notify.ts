import { sql } from 'kysely';
import { isLanguage } from '../../../schema/api/common';
import { scoped, type Executor } from '../../core/scope';
import type { Application } from '../../db/tables/applications';
import { conversationFor } from '../communication/conversations';
import { escapeHtml } from '../communication/render';
import { notifyUnread } from '../communication/unread';

/**
 * Tells the staff what happened through a public link the way the app tells them of a household's
 * reply: an unread message in the application's conversation (the messenger and the unread
 * counter of the top bar show it at once), in the caller's transaction.
 */
export async function notifyStaff(
  db: Executor,
  projectId: number,
  app: Pick<Application, 'id' | 'email' | 'main_name' | 'language' | 'object_id'>,
  subject: string,
  text: string,
): Promise<void> {
  const now = new Date().toISOString();
  const conversation = await conversationFor(db, projectId, {
    applicationId: app.id,
    personId: null,
    objectId: app.object_id,
    email: app.email,
    name: app.main_name,
    language: isLanguage(app.language) ? app.language : 'de',
  });
  const s = scoped(db, projectId);
  await s
    .insertInto('conversation_mails', [
      {
        conversation_id: conversation.id,
        direction: 'in',
        kind: 'system',
        status: 'received',
        status_reason: '',
        outbox_id: null,
        batch_id: null,
        template_id: null,
        sent_by: null,
        from_address: app.email,
        to_address: '',
        subject,
        html_body: `<p>${escapeHtml(text)}</p>`,
        text_body: text,
        reply_hash: null,
        message_id: null,
        in_reply_to: null,
        is_read: 0,
        bounce_read: 1,
        sender_mismatch: 0,
        created_at: now,
        updated_at: now,
      },
    ])
    .execute();
  await s
    .updateTable('conversations')
    .set({ unread_count: sql<number>`unread_count + 1`, last_mail_at: now })
    .where('id', '=', conversation.id)
    .execute();
  await notifyUnread(db, projectId);
}
