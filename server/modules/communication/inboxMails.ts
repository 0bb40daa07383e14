import { sql } from 'kysely';
import type { z } from 'zod';
import type { mailReadSchema, mailUpdateSchema } from '../../../schema/communication';
import type { FeedMail, MailReadReply } from '../../../schema/api/communication';
import { auditedFields, recordAudit } from '../../core/audit';
import type { Config } from '../../core/config';
import type { StaffContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { ConversationMail } from '../../db/tables/communication';
import { storedKeysOf } from '../files/imageVariants';
import { conversationFor, unreadCount } from './conversations';
import { feedMail, fieldError } from './feed';
import { notifyUnread } from './unread';

/**
 * Read marks, re-filing and removal of a conversation's mails. Each keeps the conversation's
 * counters (unread_count, bounce_count, unread_bounce_count) right in its transaction and wakes
 * the unread polls.
 */

type MailConfig = Pick<Config, 'mailDomain' | 'mailFrom' | 'smtpUrl'>;

async function findMail(scope: Scoped, mailId: number): Promise<ConversationMail> {
  const mail = await scope
    .selectFrom('conversation_mails')
    .selectAll()
    .where('id', '=', mailId)
    .executeTakeFirst();
  if (!mail) throw notFound('inbox_mail_not_found');
  return mail;
}

/** What a mail adds to its conversation's counters. */
function countsOf(mail: Pick<ConversationMail, 'direction' | 'status' | 'is_read' | 'bounce_read'>) {
  const bounced = mail.status === 'bounced';
  return {
    unread: mail.direction === 'in' && Number(mail.is_read) === 0 ? 1 : 0,
    bounces: bounced ? 1 : 0,
    unreadBounces: bounced && Number(mail.bounce_read) === 0 ? 1 : 0,
  };
}

type Counts = ReturnType<typeof countsOf>;

/** Adds `sign` times the counts to a conversation (never below zero). */
async function addCounts(scope: Scoped, conversationId: number, counts: Counts, sign: 1 | -1) {
  if (counts.unread === 0 && counts.bounces === 0 && counts.unreadBounces === 0) return;
  const next = (column: string, n: number) =>
    sql<number>`case when ${sql.ref(column)} + ${sign * n} < 0 then 0 else ${sql.ref(column)} + ${sign * n} end`;
  await scope
    .updateTable('conversations')
    .set({
      unread_count: next('unread_count', counts.unread),
      bounce_count: next('bounce_count', counts.bounces),
      unread_bounce_count: next('unread_bounce_count', counts.unreadBounces),
    })
    .where('id', '=', conversationId)
    .execute();
}

const diff = (after: Counts, before: Counts): Counts => ({
  unread: after.unread - before.unread,
  bounces: after.bounces - before.bounces,
  unreadBounces: after.unreadBounces - before.unreadBounces,
});

/** Sets a mail's read mark (an incoming mail's, and the seen mark of a bounce) and its counters. */
async function setRead(trx: Executor, ctx: StaffContext, mail: ConversationMail, isRead: boolean) {
  const scope = scoped(trx, ctx.project.id);
  const next = {
    is_read: mail.direction === 'in' ? (isRead ? 1 : 0) : mail.is_read,
    bounce_read: mail.status === 'bounced' ? (isRead ? 1 : 0) : mail.bounce_read,
  };
  if (next.is_read === mail.is_read && next.bounce_read === mail.bounce_read) return;
  await scope
    .updateTable('conversation_mails')
    .set({ ...next, updated_at: new Date().toISOString() })
    .where('id', '=', mail.id)
    .execute();
  const delta = diff(countsOf({ ...mail, ...next }), countsOf(mail));
  await addCounts(scope, mail.conversation_id, delta, 1);
  await notifyUnread(trx, ctx.project.id);
}

/** POST communication/{mailId}/mail-is-read */
export async function markRead(
  db: Executor,
  ctx: StaffContext,
  mailId: number,
  input: z.infer<typeof mailReadSchema>,
): Promise<MailReadReply> {
  return db.transaction().execute(async (trx) => {
    const mail = await findMail(scoped(trx, ctx.project.id), mailId);
    await setRead(trx, ctx, mail, input.is_read);
    return { id: mailId, is_read: input.is_read, unread_messages: await unreadCount(trx, ctx.project.id) };
  });
}

/** Moves an incoming mail into the conversation of the same counterpart about another application. */
async function refile(trx: Executor, ctx: StaffContext, mail: ConversationMail, applicationId: number) {
  const scope = scoped(trx, ctx.project.id);
  if (mail.direction !== 'in') throw fieldError('application_id', 'inbox_refile_incoming_only');
  const app = await scope
    .selectFrom('applications')
    .select(['id', 'language'])
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!app) throw fieldError('application_id', 'application_not_found');
  const from = await scope
    .selectFrom('conversations')
    .selectAll()
    .where('id', '=', mail.conversation_id)
    .executeTakeFirstOrThrow();
  if (from.application_id === applicationId) return;
  const to = await conversationFor(trx, ctx.project.id, {
    applicationId,
    personId: null,
    email: from.email,
    name: from.name,
    language: from.language,
  });
  await scope
    .updateTable('conversation_mails')
    .set({ conversation_id: to.id, updated_at: new Date().toISOString() })
    .where('id', '=', mail.id)
    .execute();
  const counts = countsOf(mail);
  await addCounts(scope, from.id, counts, -1);
  await addCounts(scope, to.id, counts, 1);
  await refreshLastMail(scope, from.id);
  await refreshLastMail(scope, to.id);
  await recordAudit(trx, {
    projectId: ctx.project.id,
    userId: ctx.user.id,
    action: 'update',
    entity: 'conversation_mails',
    entityId: mail.id,
    before: { conversation_id: from.id },
    after: { conversation_id: to.id },
  });
}

async function refreshLastMail(scope: Scoped, conversationId: number) {
  const row = await scope
    .selectFrom('conversation_mails')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  await scope
    .updateTable('conversations')
    .set({ last_mail_at: (row?.last as string | null | undefined) ?? null })
    .where('id', '=', conversationId)
    .execute();
}

/** PATCH communication/{mailId}/update: { is_read?, application_id? } */
export async function updateMail(
  db: Executor,
  ctx: StaffContext,
  config: MailConfig,
  mailId: number,
  input: z.infer<typeof mailUpdateSchema>,
): Promise<FeedMail> {
  await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const mail = await findMail(scope, mailId);
    if (input.application_id !== undefined) await refile(trx, ctx, mail, input.application_id);
    if (input.is_read !== undefined) await setRead(trx, ctx, await findMail(scope, mailId), input.is_read);
  });
  return feedMail(db, ctx, config, mailId);
}

/**
 * DELETE communication/{mailId}/delete. An outgoing mail still waiting is not sent any more (its
 * outbox row goes; one being sent stays). The files of an incoming mail go with it unless they
 * were filed as documents; answers the storage keys to remove after the commit.
 */
export async function deleteMail(
  db: Executor,
  ctx: StaffContext,
  mailId: number,
): Promise<{ reply: { id: number; deleted: true; unread_messages: number }; removedFiles: string[] }> {
  return db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const mail = await findMail(scope, mailId);
    const files = await scope
      .selectFrom('mail_attachments')
      .select('file_id')
      .where('mail_id', '=', mailId)
      .execute();
    await scope.deleteFrom('conversation_mails').where('id', '=', mailId).execute();
    if (mail.outbox_id !== null) {
      await scope
        .deleteFrom('outbox')
        .where('id', '=', mail.outbox_id)
        .where('status', '=', 'queued')
        .execute();
    }
    const counts = countsOf(mail);
    await addCounts(scope, mail.conversation_id, counts, -1);
    await refreshLastMail(scope, mail.conversation_id);
    const removedFiles =
      mail.direction === 'in'
        ? await removeUnusedFiles(
            scope,
            files.map((f) => Number(f.file_id)),
          )
        : [];
    await recordAudit(trx, {
      projectId: ctx.project.id,
      userId: ctx.user.id,
      action: 'delete',
      entity: 'conversation_mails',
      entityId: mailId,
      before: auditedFields({
        conversation_id: mail.conversation_id,
        direction: mail.direction,
        status: mail.status,
        subject: mail.subject,
        from_address: mail.from_address,
        to_address: mail.to_address,
      }),
      after: null,
    });
    if (counts.unread + counts.unreadBounces > 0) await notifyUnread(trx, ctx.project.id);
    return {
      reply: { id: mailId, deleted: true as const, unread_messages: await unreadCount(trx, ctx.project.id) },
      removedFiles,
    };
  });
}

/** Removes the file rows no mail and no document uses any more; answers their storage keys. */
async function removeUnusedFiles(scope: Scoped, fileIds: number[]): Promise<string[]> {
  const keys: string[] = [];
  for (const fileId of new Set(fileIds)) {
    const used =
      (await scope
        .selectFrom('mail_attachments')
        .select('id')
        .where('file_id', '=', fileId)
        .executeTakeFirst()) ??
      (await scope
        .selectFrom('application_documents')
        .select('id')
        .where('file_id', '=', fileId)
        .executeTakeFirst());
    if (used) continue;
    const file = await scope
      .selectFrom('uploaded_files')
      .select('storage_key')
      .where('id', '=', fileId)
      .executeTakeFirst();
    if (!file) continue;
    await scope.deleteFrom('uploaded_files').where('id', '=', fileId).execute();
    keys.push(...storedKeysOf(file.storage_key));
  }
  return keys;
}
