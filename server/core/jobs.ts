import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type ExpressionBuilder } from 'kysely';
import PgBoss from 'pg-boss';
import type { JobRow, JobTable } from '../db/tables/jobs';
import {
  BOSS_SCHEMA,
  bossCalls,
  bossDb,
  createQueue,
  isPostgres,
  QUEUE_OPTIONS,
  queueOf,
  sendDelivery,
  type DeliveryData,
} from './boss';
import type { Executor } from './scope';

/**
 * Jobs (ARCHITECTURE.md, "Jobs"): work that is due at a time, such as a reminder or the end of a
 * tenancy. A module schedules a job with a key in its own transaction (so it exists exactly when
 * the change that asks for it is committed) and names a handler for its kind. The runner here
 * works over the `jobs` table on either database; a job is claimed by one runner with a
 * conditional update, and its handler's writes commit in one transaction with the job's `done`,
 * so a job runs once, across restarts and nodes: a runner that dies mid-job leaves no writes, and
 * the job is taken over when its claim lapses.
 */

/**
 * What a module asks for: run `kind` with `payload` from `runAt` on; the key names the one job.
 * A job that works for a project names it as the payload's `projectId`: the project's admins see
 * it when it fails (settings > background jobs).
 */
export interface JobRequest {
  kind: string;
  /** one job per key: scheduling the key again moves (and re-opens) that job */
  key: string;
  runAt: Date;
  payload?: Readonly<Record<string, unknown>>;
}

const projectOf = (payload: JobRequest['payload']): number | null =>
  typeof payload?.projectId === 'number' && Number.isSafeInteger(payload.projectId)
    ? payload.projectId
    : null;

/** A job as its handler sees it. */
export interface Job {
  id: number;
  kind: string;
  key: string;
  payload: Readonly<Record<string, unknown>>;
  runAt: string;
  /** this run's number, 1 for the first */
  attempt: number;
}

/**
 * What a handler may answer instead of nothing: run the job again at `again`, its attempts
 * counted anew. A job that waits on something outside (a mail server's backoff) asks for it.
 */
export interface JobAgain {
  again: Date;
}

/**
 * Does a job's work inside the transaction `trx` that also marks the job done: a throw leaves
 * nothing written and the job is tried again later (at most MAX_ATTEMPTS times; a
 * PermanentJobError fails it at once). `db` is the connection outside that transaction (on
 * SQLite, one connection: a statement on it waits for the transaction to end, so work that must
 * commit before something leaves the process is an OutsideJobHandler's).
 */
export type JobHandler = (trx: Executor, job: Job, db: Executor) => Promise<void | JobAgain>;

/**
 * A handler that runs outside any transaction, for work that waits on the network (a mail
 * server): its writes commit as it makes them, so it must be idempotent by itself (the mail
 * sender's claim of its outbox row); the job's `done` follows in a short transaction of its own.
 * On SQLite, with one writer, no transaction is held while it waits.
 */
export interface OutsideJobHandler {
  outside: (db: Executor, job: Job) => Promise<void | JobAgain>;
  /** jobs of this kind one runner runs side by side (default 1) */
  concurrency?: number;
}

export type JobHandlers = Readonly<Record<string, JobHandler | OutsideJobHandler>>;

/**
 * A failure that no retry mends (a mail server's 5xx): the job is marked failed at once, with
 * the message as its error, and shown to the admins.
 */
export class PermanentJobError extends Error {}

const concurrencyOf = (handler: JobHandler | OutsideJobHandler | undefined) =>
  handler && typeof handler !== 'function' ? Math.max(1, handler.concurrency ?? 1) : 1;

/** Runs `work` over the items with at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The one job interface: schedule and cancel, in the caller's transaction. */
export interface JobQueue {
  schedule(db: Executor, request: JobRequest): Promise<void>;
  cancel(db: Executor, key: string): Promise<void>;
  /** hands a job queued again (an admin's retry) to the queue's workers, in the caller's transaction */
  requeued(db: Executor, job: Pick<JobRow, 'key' | 'kind' | 'run_at'>): Promise<void>;
}

export const MAX_ATTEMPTS = 5;
export const DEFAULT_LEASE_MS = 5 * 60_000;
const BATCH = 50;

const iso = (date: Date) => date.toISOString();

/** Writes the job's row: one per key; scheduling the key again moves and re-opens it. */
async function writeRow(db: Executor, request: JobRequest): Promise<void> {
  const now = iso(new Date());
  const payload = JSON.stringify(request.payload ?? {});
  const runAt = iso(request.runAt);
  const open = {
    project_id: projectOf(request.payload),
    kind: request.kind,
    payload,
    run_at: runAt,
    state: 'queued',
    attempts: 0,
    locked_by: null,
    locked_until: null,
    last_error: null,
    updated_at: now,
    finished_at: null,
  };
  await db
    .insertInto('jobs')
    .values({ ...open, key: request.key, created_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet(open))
    .execute();
}

async function cancelRow(db: Executor, key: string): Promise<void> {
  const now = iso(new Date());
  await db
    .updateTable('jobs')
    .set({ state: 'cancelled', updated_at: now, finished_at: now, locked_by: null, locked_until: null })
    .where('key', '=', key)
    .where('state', 'in', ['queued', 'failed'])
    .execute();
}

/**
 * Schedules a job unless its key has a row already (in any state: one done, failed or cancelled
 * stays as it is), in the caller's transaction; answers whether it did. A catch-up that gives
 * existing records their job calls it on every node at every start, so two nodes starting at
 * once schedule it once.
 */
export async function scheduleNewJob(db: Executor, request: JobRequest): Promise<boolean> {
  const now = iso(new Date());
  const inserted = await db
    .insertInto('jobs')
    .values({
      project_id: projectOf(request.payload),
      kind: request.kind,
      key: request.key,
      payload: JSON.stringify(request.payload ?? {}),
      run_at: iso(request.runAt),
      state: 'queued',
      attempts: 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  if (isPostgres(db)) await sendDelivery(db, { key: request.key, kind: request.kind }, request.runAt);
  return true;
}

/** The jobs-table queue (SQLite): the in-process runner finds the due rows itself. */
export const tableJobQueue: JobQueue = {
  schedule: writeRow,
  cancel: cancelRow,
  requeued: async () => {},
};

/**
 * The pg-boss queue (PostgreSQL): the row as on SQLite, and a pg-boss delivery from the run-at on,
 * both in the caller's transaction. A delivery that arrives for a job since moved later, cancelled
 * or done changes nothing (runDelivery), so a move or a cancel leaves the old delivery be.
 */
export const bossJobQueue: JobQueue = {
  async schedule(db, request) {
    await writeRow(db, request);
    await sendDelivery(db, { key: request.key, kind: request.kind }, request.runAt);
  },
  cancel: cancelRow,
  async requeued(db, job) {
    await sendDelivery(db, { key: job.key, kind: job.kind }, new Date(job.run_at));
  },
};

/** The queue of the database `db` works on: pg-boss on PostgreSQL, the jobs table on SQLite. */
export const jobQueueOf = (db: Executor): JobQueue => (isPostgres(db) ? bossJobQueue : tableJobQueue);

export const scheduleJob = (db: Executor, request: JobRequest) => jobQueueOf(db).schedule(db, request);
export const cancelJob = (db: Executor, key: string) => jobQueueOf(db).cancel(db, key);

export interface RunOptions {
  /** the time of the pass (tests move it); default: the clock */
  now?: Date;
  /** this runner's name in `locked_by`; default: host, process and a random part */
  runnerId?: string;
  /** how long a claim holds before another runner may take the job over */
  leaseMs?: number;
  /** at most this many due jobs in one pass (default 50) */
  batchSize?: number;
}

export interface JobCounts {
  done: number;
  /** threw: tried again later, or failed for good after MAX_ATTEMPTS */
  failed: number;
  /** claimed by another runner first (or, for a delivery, a job not due: moved, cancelled, done) */
  skipped: number;
}

export const newRunnerId = () => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

function payloadOf(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The row may be claimed now: queued and due, or running with a lapsed claim. */
const claimable = (nowIso: string) => (eb: ExpressionBuilder<{ jobs: JobTable }, 'jobs'>) =>
  eb.or([
    eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', nowIso)]),
    eb.and([eb('state', '=', 'running'), eb('locked_until', '<', nowIso)]),
  ]);

/** Claims one job for this runner: one conditional update, so of two runners one wins. */
async function claim(db: Executor, row: JobRow, runnerId: string, now: Date, leaseMs: number) {
  const result = await db
    .updateTable('jobs')
    .set({
      state: 'running',
      locked_by: runnerId,
      locked_until: iso(new Date(now.getTime() + leaseMs)),
      attempts: sql<number>`attempts + 1`,
      updated_at: iso(now),
    })
    .where('id', '=', row.id)
    .where(claimable(iso(now)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The table runner's backoff after a failed run: 1, 4, 9, 16 minutes. */
const tableRetryAt = (attempt: number, now: Date) => new Date(now.getTime() + attempt * attempt * 60_000);

/** A failed run: again at `retryAt`, or failed for good after MAX_ATTEMPTS. */
async function recordFailure(
  db: Executor,
  row: JobRow,
  runnerId: string,
  now: Date,
  message: string,
  retryAt: Date | null,
) {
  const last = row.attempts + 1 >= MAX_ATTEMPTS || retryAt === null;
  await db
    .updateTable('jobs')
    .set({
      state: last ? 'failed' : 'queued',
      run_at: last || !retryAt ? row.run_at : iso(retryAt),
      locked_by: null,
      locked_until: null,
      last_error: message.slice(0, 2000),
      updated_at: iso(now),
      finished_at: last ? iso(now) : null,
    })
    .where('id', '=', row.id)
    .where('locked_by', '=', runnerId)
    .execute();
}

class LostClaim extends Error {}

/** How a claimed run ends for the queue that delivered it (pg-boss: the delivery, in the same transaction). */
interface RunEnd {
  done(trx: Executor, again: Date | null): Promise<void>;
  /**
   * records the failure with the queue; answers when the job is retried (null: not again, as
   * after a permanent failure)
   */
  failed(trx: Executor, message: string, attempt: number, permanent: boolean): Promise<Date | null>;
}

const tableEnd = (now: Date): RunEnd => ({
  done: async () => {},
  failed: async (_trx, _message, attempt, permanent) =>
    permanent || attempt >= MAX_ATTEMPTS ? null : tableRetryAt(attempt, now),
});

/**
 * Runs a claimed job: its handler's writes, its `done` (or its next run, when the handler asks
 * for one) and the queue's end of it commit together; a throw is recorded as a failure.
 */
async function runClaimed(
  db: Executor,
  handler: JobHandler | OutsideJobHandler,
  row: JobRow,
  runnerId: string,
  now: Date,
  end: RunEnd,
): Promise<'done' | 'failed' | 'skipped'> {
  const job: Job = {
    id: row.id,
    kind: row.kind,
    key: row.key,
    payload: payloadOf(row.payload),
    runAt: row.run_at,
    attempt: row.attempts + 1,
  };
  try {
    // an outside handler's work is done (and committed) before the transaction of its `done`
    const outside = typeof handler === 'function' ? null : await handler.outside(db, job);
    await db.transaction().execute(async (trx) => {
      const answer = typeof handler === 'function' ? await handler(trx, job, db) : outside;
      const again = answer ? answer.again : null;
      const finished = iso(new Date());
      const result = await trx
        .updateTable('jobs')
        .set(
          again
            ? {
                state: 'queued',
                run_at: iso(again),
                attempts: 0,
                locked_by: null,
                locked_until: null,
                updated_at: finished,
              }
            : {
                state: 'done',
                locked_by: null,
                locked_until: null,
                finished_at: finished,
                updated_at: finished,
              },
        )
        .where('id', '=', row.id)
        .where('state', '=', 'running')
        .where('locked_by', '=', runnerId)
        .executeTakeFirst();
      // another runner took it over (our claim lapsed): our writes go, its run counts
      if (Number(result.numUpdatedRows) !== 1) throw new LostClaim('the claim lapsed');
      await end.done(trx, again);
    });
    return 'done';
  } catch (error) {
    if (error instanceof LostClaim) return 'skipped';
    const message = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof PermanentJobError;
    await db.transaction().execute(async (trx) => {
      const retryAt = await end.failed(trx, message, job.attempt, permanent);
      await recordFailure(trx, row, runnerId, now, message, permanent ? null : retryAt);
    });
    return 'failed';
  }
}

/**
 * One pass over the due rows of the jobs table whose kind has a handler here (queued and due, or
 * running with a lapsed claim): each is claimed, run in a transaction with its `done`, or recorded
 * as failed. The runner on SQLite; on PostgreSQL the tests' way to run due jobs at a given time.
 */
export async function runDueJobs(
  db: Executor,
  handlers: JobHandlers,
  options: RunOptions = {},
): Promise<JobCounts> {
  const counts: JobCounts = { done: 0, failed: 0, skipped: 0 };
  const kinds = Object.keys(handlers);
  if (kinds.length === 0) return counts;
  const now = options.now ?? new Date();
  const runnerId = options.runnerId ?? newRunnerId();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const due = await db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', 'in', kinds)
    .where(claimable(iso(now)))
    .orderBy('run_at')
    .orderBy('id')
    .limit(options.batchSize ?? BATCH)
    .execute();
  // kind by kind, in the order they fell due; an outside handler's jobs side by side
  for (const kind of new Set(due.map((row) => row.kind))) {
    const handler = handlers[kind]!;
    const rows = due.filter((row) => row.kind === kind);
    await eachLimited(rows, concurrencyOf(handler), async (row) => {
      if (!(await claim(db, row, runnerId, now, leaseMs))) {
        counts.skipped += 1;
        return;
      }
      counts[await runClaimed(db, handler, row, runnerId, now, tableEnd(now))] += 1;
    });
  }
  return counts;
}

/** A pg-boss delivery as the runner fetches it. */
interface Delivery {
  id: string;
  data: DeliveryData;
}

/**
 * Runs one pg-boss delivery of a job: the row is claimed as by the table runner; the delivery is
 * completed in the transaction of the job's `done`, or failed (pg-boss retries it with backoff)
 * in the transaction that records the failure. A delivery of a job that is not due (moved later:
 * sent again for its run-at), cancelled, done or run by another runner is completed unused.
 */
export async function runDelivery(
  db: Executor,
  handlers: JobHandlers,
  delivery: Delivery,
  options: { runnerId: string; leaseMs?: number },
): Promise<'done' | 'failed' | 'skipped'> {
  const boss = bossCalls();
  const queue = queueOf(delivery.data.kind);
  const handler = handlers[delivery.data.kind];
  const now = new Date();
  const complete = (trx: Executor) => boss.complete(queue, delivery.id, {}, { db: bossDb(trx) });
  const row = await db.selectFrom('jobs').selectAll().where('key', '=', delivery.data.key).executeTakeFirst();
  if (!row || !handler || row.kind !== delivery.data.kind) {
    await complete(db);
    return 'skipped';
  }
  if (!(await claim(db, row, options.runnerId, now, options.leaseMs ?? DEFAULT_LEASE_MS))) {
    await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('jobs')
        .select(['state', 'run_at'])
        .where('id', '=', row.id)
        .executeTakeFirst();
      // moved later (or this node's clock is behind the database's): a delivery for its run-at,
      // counted in the database's time and at least a few seconds on, so a skewed clock never spins
      if (current?.state === 'queued') {
        const seconds = Math.ceil((new Date(current.run_at).getTime() - Date.now()) / 1000);
        await sendDelivery(trx, delivery.data, Math.max(5, seconds));
      }
      await complete(trx);
    });
    return 'skipped';
  }
  return runClaimed(db, handler, row, options.runnerId, now, {
    async done(trx, again) {
      await complete(trx);
      if (again) await sendDelivery(trx, delivery.data, again);
    },
    async failed(trx, message, attempt, permanent) {
      await boss.fail(queue, delivery.id, { message }, { db: bossDb(trx) });
      const retried = await boss.getJobById(queue, delivery.id, { db: bossDb(trx), includeArchive: false });
      if (retried?.state !== 'retry') return null;
      if (permanent || attempt >= MAX_ATTEMPTS) {
        // pg-boss would retry it: the jobs row says failed, so the delivery ends here
        await boss.cancel(queue, delivery.id, { db: bossDb(trx) });
        return null;
      }
      return new Date(retried.startAfter);
    },
  });
}

/** The running runner: passes over the due jobs until stopped. */
export interface JobRunner {
  stop(): Promise<void>;
}

/** Pause between the end of one pass and the start of the next. */
const INTERVAL_MS = 15_000;

/**
 * A loop of passes, one at a time: `pass` answers whether it had more to do than it took (then the
 * next pass starts at once), else the next waits `intervalMs`.
 */
function passLoop(pass: () => Promise<boolean>, log: FastifyBaseLogger, intervalMs: number) {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let failing = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = run().finally(() => {
        running = null;
      });
    }, delay);
    timer.unref();
  };

  const run = async () => {
    let more = false;
    try {
      more = await pass();
      if (failing) log.info('job runner works again');
      failing = false;
    } catch (err) {
      if (!failing) log.error({ err }, 'job runner pass failed');
      failing = true;
    }
    schedule(more ? 0 : intervalMs);
  };

  schedule(0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

export interface RunnerOptions {
  /** pause between passes that found nothing more to do */
  intervalMs?: number;
  /** PostgreSQL: the retry delay of the runner's queues (seconds; pg-boss doubles it per retry) */
  retryDelaySeconds?: number;
}

/**
 * Starts running due jobs (the first pass at once: what fell due while stopped runs now). On
 * SQLite passes over the jobs table; on PostgreSQL a pg-boss worker per kind over the same
 * connections: pg-boss's maintenance (a silent runner's deliveries retried, old ones archived)
 * runs in one node at a time.
 */
export async function startJobRunner(
  db: Executor,
  handlers: JobHandlers,
  log: FastifyBaseLogger,
  options: RunnerOptions | number = {},
): Promise<JobRunner> {
  const { intervalMs = INTERVAL_MS, retryDelaySeconds } =
    typeof options === 'number' ? { intervalMs: options } : options;
  const runnerId = newRunnerId();
  const kinds = Object.keys(handlers);
  if (!isPostgres(db)) {
    log.info({ kinds, queue: 'jobs table' }, 'job runner started');
    return passLoop(
      async () => {
        const counts = await runDueJobs(db, handlers, { runnerId });
        if (counts.done + counts.failed > 0) log.info(counts, 'jobs run');
        // a full batch: the next pass at once
        return counts.done + counts.failed + counts.skipped >= BATCH;
      },
      log,
      intervalMs,
    );
  }
  const boss = new PgBoss({
    db: bossDb(db),
    schema: BOSS_SCHEMA,
    migrate: true,
    supervise: true,
    schedule: false,
  });
  boss.on('error', (err) => log.error({ err }, 'pg-boss failed'));
  await boss.start();
  for (const kind of kinds) {
    await createQueue(db, kind);
    if (retryDelaySeconds !== undefined)
      await boss.updateQueue(queueOf(kind), {
        ...QUEUE_OPTIONS,
        name: queueOf(kind),
        retryDelay: retryDelaySeconds,
      });
  }
  await adoptRows(db, kinds);
  log.info({ kinds, queue: 'pg-boss' }, 'job runner started');
  const loop = passLoop(
    async () => {
      const counts: JobCounts = { done: 0, failed: 0, skipped: 0 };
      let more = false;
      for (const kind of kinds) {
        // an outside handler's kind fetches as many as it runs at once: a fetched delivery is
        // active (another node does not take it) until its run ends or expires
        const concurrency = concurrencyOf(handlers[kind]);
        const batchSize = concurrency > 1 ? concurrency : BATCH;
        const deliveries = await boss.fetch<DeliveryData>(queueOf(kind), { batchSize });
        more ||= deliveries.length === batchSize;
        await eachLimited(deliveries, concurrency, async (delivery) => {
          counts[await runDelivery(db, handlers, delivery, { runnerId })] += 1;
        });
      }
      if (counts.done + counts.failed > 0) log.info(counts, 'jobs run');
      return more;
    },
    log,
    intervalMs,
  );
  return {
    async stop() {
      await loop.stop();
      await boss.stop({ graceful: true, close: false, wait: true });
    },
  };
}

/**
 * Open rows of the runner's kinds without a pending delivery (written before the database had
 * pg-boss) get one, in one statement per kind.
 */
async function adoptRows(db: Executor, kinds: readonly string[]): Promise<void> {
  for (const kind of kinds) {
    const { rows } = await sql<{ key: string; run_at: string }>`
      select key, run_at from jobs
      where kind = ${kind} and state in ('queued', 'running') and not exists (
        select 1 from ${sql.raw(BOSS_SCHEMA)}.job b
        where b.name = ${queueOf(kind)} and b.state < 'completed' and b.data->>'key' = jobs.key
      )`.execute(db);
    for (const row of rows) await sendDelivery(db, { key: row.key, kind }, new Date(row.run_at));
  }
}
