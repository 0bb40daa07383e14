import { sql } from 'kysely';
import {
  PermanentJobError,
  scheduleJob,
  type Job,
  type JobAgain,
  type OutsideJobHandler,
} from '../../core/jobs';
import { MAIL_SEND_JOB, outboxIdOfKey, outboxJobKey } from '../../core/mail';
import type { Executor } from '../../core/scope';
import { markConversationMail } from '../communication/conversations';
import { markInterrupted, sendOutboxRow, type RowOutcome, type SenderConfig } from './sendAttempt';
import { SEND_CONCURRENCY, type MailTransport } from './sendTransport';

/**
 * The `mail_send` job: one per outbox row (key `outbox:<id>`, scheduled by queueMail in the
 * transaction that queues the mail). It runs outside a transaction, as many side by side as the
 * transport has connections; the row's claim is its idempotency guard (sendAttempt.ts), so a job
 * delivered twice sends its mail once. A temporary failure asks for the job again after the row's
 * backoff; a permanent one (5xx, a missing attachment, given up after about a day) fails the job,
 * which the project's admins see in settings > background jobs.
 */

export interface SendJobOptions {
  config: SenderConfig;
  transport: MailTransport;
  /** the time (tests move it); default: the clock */
  clock?: () => Date;
  /** how long a claimed row stays this run's before it counts as interrupted (ms) */
  leaseMs?: number;
  /** told how each run ended (the sender's counts) */
  onOutcome?: (outcome: RowOutcome['outcome']) => void;
}

export const DEFAULT_LEASE_MS = 10 * 60_000;

/** The handler of `mail_send` jobs over a transport. */
export function mailSendHandler(options: SendJobOptions): OutsideJobHandler {
  const clock = options.clock ?? (() => new Date());
  return {
    concurrency: SEND_CONCURRENCY,
    async outside(db: Executor, job: Job): Promise<void | JobAgain> {
      const id = outboxIdOfKey(job.key);
      if (id === null) return;
      // the payload names the row's project (its rate limit); a row of no project has none
      const projectId = typeof job.payload.projectId === 'number' ? job.payload.projectId : null;
      const result = await sendOutboxRow(
        db,
        options.config,
        options.transport,
        { id, projectId },
        clock,
        options.leaseMs ?? DEFAULT_LEASE_MS,
      );
      options.onOutcome?.(result.outcome);
      if (result.outcome === 'failed') throw new PermanentJobError(result.reason || 'mail_delivery_failed');
      if (result.outcome === 'deferred' || result.outcome === 'waiting') return { again: result.again };
    },
  };
}

/** A running job whose row is still queued this long after its claim has lost its runner. */
export const ADOPT_AFTER_MS = 2 * 60_000;

/**
 * The sender's sweep: rows in `sending` past their lease are marked unconfirmed, and queued rows
 * without a live job get one (rows queued before mails had jobs; a job done, cancelled, or running
 * on a runner that stopped before it claimed the row). `runningSince`: a running job claimed
 * before it is taken as lost (at a start: every one, the claims of an earlier run of this node;
 * another node's live run only finds the row claimed or sent). Answers the rows marked and adopted.
 */
export async function sweepOutbox(
  db: Executor,
  now: Date,
  runningSince: Date = new Date(now.getTime() - ADOPT_AFTER_MS),
): Promise<{ unconfirmed: number; adopted: number }> {
  const unconfirmed = await markInterrupted(db, now);
  const lost = await db
    .selectFrom('outbox')
    .leftJoin('jobs', (join) =>
      join.on('jobs.kind', '=', MAIL_SEND_JOB).on('jobs.key', '=', sql<string>`'outbox:' || outbox.id`),
    )
    .select(['outbox.id', 'outbox.project_id', 'outbox.next_attempt_at'])
    .where('outbox.status', '=', 'queued')
    .where((eb) =>
      eb.or([
        eb('jobs.id', 'is', null),
        eb('jobs.state', 'in', ['done', 'cancelled']),
        eb.and([eb('jobs.state', '=', 'running'), eb('jobs.updated_at', '<', runningSince.toISOString())]),
      ]),
    )
    .orderBy('outbox.id')
    .limit(1000)
    .execute();
  for (const row of lost) {
    await db.transaction().execute((trx) =>
      scheduleJob(trx, {
        kind: MAIL_SEND_JOB,
        key: outboxJobKey(row.id),
        runAt: row.next_attempt_at ? new Date(row.next_attempt_at) : now,
        payload: { outboxId: row.id, projectId: row.project_id },
      }),
    );
  }
  return { unconfirmed, adopted: lost.length };
}

/**
 * An admin's retry of a failed `mail_send` job (settings > background jobs), in its transaction:
 * the failed row is queued again with its attempts counted anew. A failed mail never reached a
 * mail server that took it, so sending it again sends it once.
 */
export async function reopenFailedMail(trx: Executor, key: string): Promise<void> {
  const id = outboxIdOfKey(key);
  if (id === null) return;
  const updated = await trx
    .updateTable('outbox')
    .set({ status: 'queued', attempts: 0, next_attempt_at: null, claimed_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) await markConversationMail(trx, id, 'queued', '');
}
