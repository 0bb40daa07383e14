import { scoped, systemRows, type Executor } from '../../core/scope';
import { attemptRow, markInterrupted, type SenderConfig } from './sendAttempt';
import { SEND_CONCURRENCY, transportOf, type MailTransport } from './sendTransport';

/** One pass of the sender over the due outbox rows (see sender.ts for the loop). */

export interface DeliverOptions {
  /** the transport to send with (reused across passes); default: one of SMTP_URL for this pass */
  transport?: MailTransport;
  /** the time of the pass (tests move it past a backoff); default: the clock */
  now?: Date;
  /** how long a claimed row stays this process's before it counts as interrupted (ms) */
  leaseMs?: number;
  /** at most this many rows per project (and of system mails) in one pass */
  batchSize?: number;
}

export interface DeliveryCounts {
  /** accepted by the mail server */
  sent: number;
  /** refused for good (5xx), or given up after about a day of temporary failures */
  failed: number;
  /** left for a later pass: a temporary failure with backoff, or held back by the rate limit */
  deferred: number;
  /** found interrupted between send and mark (lease passed): not sent again */
  unconfirmed: number;
}

export const DEFAULT_LEASE_MS = 10 * 60_000;
const DEFAULT_BATCH = 200;

const iso = (date: Date) => date.toISOString();

interface DueRows {
  ids: number[];
  /** due rows not tried in this pass (rate limit, batch size) */
  heldBack: number;
}

/**
 * The ids to try now: per project at most MAIL_RATE_PER_MINUTE minus the mails it sent in the
 * last minute (and those being sent); system mails (no project) are not limited.
 */
async function dueRows(db: Executor, config: SenderConfig, now: Date, batchSize: number): Promise<DueRows> {
  const nowIso = iso(now);
  const due = (rows = db.selectFrom('outbox')) =>
    rows
      .where('status', '=', 'queued')
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowIso)]));
  const groups = await due()
    .select((eb) => ['project_id', eb.fn.countAll<number | string>().as('n')])
    .groupBy('project_id')
    .execute();
  const minuteAgo = iso(new Date(now.getTime() - 60_000));
  const ids: number[] = [];
  let heldBack = 0;
  for (const group of groups) {
    const waiting = Number(group.n);
    let allowance = batchSize;
    if (group.project_id !== null) {
      const recent = await scoped(db, group.project_id)
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where((eb) => eb.or([eb('sent_at', '>=', minuteAgo), eb('status', '=', 'sending')]))
        .executeTakeFirstOrThrow();
      allowance = Math.max(0, Math.min(batchSize, config.mailRatePerMinute - Number(recent.n)));
    }
    heldBack += Math.max(0, waiting - allowance);
    if (allowance === 0) continue;
    const rows = await due(
      group.project_id === null
        ? systemRows(db, 'outbox')
        : scoped(db, group.project_id).selectFrom('outbox'),
    )
      .select('id')
      .orderBy('id')
      .limit(allowance)
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return { ids: ids.sort((a, b) => a - b), heldBack };
}

/** Runs `work` over the items with at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * One pass over the due outbox rows (status queued, next attempt now or earlier): each is
 * claimed, sent and recorded. Without SMTP_URL (and no transport handed in) nothing is sent.
 */
export async function deliverDue(
  db: Executor,
  config: SenderConfig,
  options: DeliverOptions = {},
): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, failed: 0, deferred: 0, unconfirmed: 0 };
  const transport = options.transport ?? transportOf(config);
  if (!transport) return counts;
  const clock = () => options.now ?? new Date();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  try {
    counts.unconfirmed = await markInterrupted(db, clock());
    const { ids, heldBack } = await dueRows(db, config, clock(), options.batchSize ?? DEFAULT_BATCH);
    counts.deferred += heldBack;
    await eachLimited(ids, SEND_CONCURRENCY, async (id) => {
      const outcome = await attemptRow(db, config, transport, id, clock, leaseMs);
      if (outcome !== 'skipped') counts[outcome] += 1;
    });
  } finally {
    if (!options.transport) transport.close();
  }
  return counts;
}
