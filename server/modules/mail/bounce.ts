import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { markConversationMail } from '../communication/conversations';
import { notifyUnread } from '../communication/unread';
import type { DsnReport } from './bounceReport';

export type BounceOutcome =
  | { kind: 'bounced'; outboxId: number; projectId: number | null }
  | { kind: 'not_failed' }
  | { kind: 'unknown_original' };

/**
 * Marks the original of a DSN bounced: the outbox row whose Message-ID the DSN returns (or, when
 * it returns none we know, the mail whose reply address the DSN was sent to), with the reason on
 * the outbox row and its conversation mail, which counts as an unseen bounce. Only a mail that
 * was sent (or tried) can bounce.
 */
export async function recordBounce(
  db: Kysely<Database>,
  report: DsnReport,
  /** outbox ids of the mails whose reply addresses the DSN was sent to */
  addressedOutboxIds: readonly number[],
): Promise<BounceOutcome> {
  if (!report.failed) return { kind: 'not_failed' };
  return db.transaction().execute(async (trx) => {
    // the Message-ID is the key across projects: the project follows from the row found
    // only a mail that was handed to a mail server can bounce: a report naming one that never
    // left is forged or confused, and must not mark it
    const left = trx
      .selectFrom('outbox')
      .select(['id', 'project_id', 'message_id'])
      .where((eb) => eb.or([eb('status', '!=', 'queued'), eb('attempts', '>', 0)]));
    const found =
      report.messageIds.length === 0 ? [] : await left.where('message_id', 'in', report.messageIds).execute();
    found.sort((a, b) => report.messageIds.indexOf(a.message_id!) - report.messageIds.indexOf(b.message_id!));
    let original = found[0];
    if (!original && addressedOutboxIds.length === 1) {
      original = await left.where('id', '=', addressedOutboxIds[0]!).executeTakeFirst();
    }
    if (!original) return { kind: 'unknown_original' } as const;
    const reason = report.reason || 'bounced';
    await trx
      .updateTable('outbox')
      .set({ status: 'bounced', last_error: reason, claimed_until: null, next_attempt_at: null })
      .where('id', '=', original.id)
      .execute();
    await markConversationMail(trx, original.id, 'bounced', reason);
    if (original.project_id !== null) await notifyUnread(trx, original.project_id);
    return { kind: 'bounced', outboxId: original.id, projectId: original.project_id } as const;
  });
}
