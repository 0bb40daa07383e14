import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { JobRow } from '../db/tables/jobs';
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
 * Does a job's work inside the transaction `trx` that also marks the job done: a throw leaves
 * nothing written and the job is tried again later (at most MAX_ATTEMPTS times).
 */
export type JobHandler = (trx: Executor, job: Job) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** The one job interface: schedule and cancel, in the caller's transaction. */
export interface JobQueue {
  schedule(db: Executor, request: JobRequest): Promise<void>;
  cancel(db: Executor, key: string): Promise<void>;
}

export const MAX_ATTEMPTS = 5;
export const DEFAULT_LEASE_MS = 5 * 60_000;
const BATCH = 50;

const iso = (date: Date) => date.toISOString();

/** The jobs-table queue (SQLite and PostgreSQL alike). */
export const tableJobQueue: JobQueue = {
  async schedule(db, request) {
    const now = iso(new Date());
    const payload = JSON.stringify(request.payload ?? {});
    const runAt = iso(request.runAt);
    await db
      .insertInto('jobs')
      .values({
        project_id: projectOf(request.payload),
        kind: request.kind,
        key: request.key,
        payload,
        run_at: runAt,
        state: 'queued',
        attempts: 0,
        locked_by: null,
        locked_until: null,
        last_error: null,
        created_at: now,
        updated_at: now,
        finished_at: null,
      })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
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
        }),
      )
      .execute();
  },
  async cancel(db, key) {
    const now = iso(new Date());
    await db
      .updateTable('jobs')
      .set({ state: 'cancelled', updated_at: now, finished_at: now, locked_by: null, locked_until: null })
      .where('key', '=', key)
      .where('state', 'in', ['queued', 'failed'])
      .execute();
  },
};

/** The queue the app uses (PostgreSQL's pg-boss queue will implement the same interface). */
export const jobQueue: JobQueue = tableJobQueue;

export const scheduleJob = (db: Executor, request: JobRequest) => jobQueue.schedule(db, request);
export const cancelJob = (db: Executor, key: string) => jobQueue.cancel(db, key);

export interface RunOptions {
  /** the time of the pass (tests move it); default: the clock */
  now?: Date;
  /** this runner's name in `locked_by`; default: host, process and a random part */
  runnerId?: string;
  /** how long a claim holds before another runner may take the job over */
  leaseMs?: number;
}

export interface JobCounts {
  done: number;
  /** threw: tried again later, or failed for good after MAX_ATTEMPTS */
  failed: number;
  /** claimed by another runner first */
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

/** Claims one job for this runner: one conditional update, so of two runners one wins. */
async function claim(db: Executor, row: JobRow, runnerId: string, now: Date, leaseMs: number) {
  const nowIso = iso(now);
  const result = await db
    .updateTable('jobs')
    .set({
      state: 'running',
      locked_by: runnerId,
      locked_until: iso(new Date(now.getTime() + leaseMs)),
      attempts: sql<number>`attempts + 1`,
      updated_at: nowIso,
    })
    .where('id', '=', row.id)
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', nowIso)]),
        eb.and([eb('state', '=', 'running'), eb('locked_until', '<', nowIso)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A failed run: again after a backoff (1, 4, 9, 16 minutes), or failed for good. */
async function recordFailure(db: Executor, row: JobRow, runnerId: string, now: Date, error: unknown) {
  const attempt = row.attempts + 1;
  const last = attempt >= MAX_ATTEMPTS;
  const message = error instanceof Error ? error.message : String(error);
  await db
    .updateTable('jobs')
    .set({
      state: last ? 'failed' : 'queued',
      run_at: last ? row.run_at : iso(new Date(now.getTime() + attempt * attempt * 60_000)),
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

/**
 * One pass over the due jobs whose kind has a handler here (queued and due, or running with a
 * lapsed claim): each is claimed, run in a transaction with its `done`, or recorded as failed.
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
  const nowIso = iso(now);
  const runnerId = options.runnerId ?? newRunnerId();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const due = await db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', 'in', kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', nowIso)]),
        eb.and([eb('state', '=', 'running'), eb('locked_until', '<', nowIso)]),
      ]),
    )
    .orderBy('run_at')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  for (const row of due) {
    if (!(await claim(db, row, runnerId, now, leaseMs))) {
      counts.skipped += 1;
      continue;
    }
    const job: Job = {
      id: row.id,
      kind: row.kind,
      key: row.key,
      payload: payloadOf(row.payload),
      runAt: row.run_at,
      attempt: row.attempts + 1,
    };
    try {
      await db.transaction().execute(async (trx) => {
        await handlers[row.kind]!(trx, job);
        const finished = iso(new Date());
        const result = await trx
          .updateTable('jobs')
          .set({
            state: 'done',
            locked_by: null,
            locked_until: null,
            finished_at: finished,
            updated_at: finished,
          })
          .where('id', '=', row.id)
          .where('state', '=', 'running')
          .where('locked_by', '=', runnerId)
          .executeTakeFirst();
        // another runner took it over (our claim lapsed): our writes go, its run counts
        if (Number(result.numUpdatedRows) !== 1) throw new LostClaim('the claim lapsed');
      });
      counts.done += 1;
    } catch (error) {
      if (error instanceof LostClaim) {
        counts.skipped += 1;
        continue;
      }
      counts.failed += 1;
      await recordFailure(db, row, runnerId, now, error);
    }
  }
  return counts;
}

/** The running runner: passes over the due jobs until stopped. */
export interface JobRunner {
  stop(): Promise<void>;
}

/** Pause between the end of one pass and the start of the next. */
const INTERVAL_MS = 15_000;

/** Starts passing over the due jobs (the first pass at once: what fell due while stopped runs now). */
export function startJobRunner(
  db: Executor,
  handlers: JobHandlers,
  log: FastifyBaseLogger,
  intervalMs = INTERVAL_MS,
): JobRunner {
  const runnerId = newRunnerId();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let failing = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = pass().finally(() => {
        running = null;
      });
    }, delay);
    timer.unref();
  };

  const pass = async () => {
    try {
      const counts = await runDueJobs(db, handlers, { runnerId });
      if (failing) log.info('job runner works again');
      failing = false;
      if (counts.done + counts.failed > 0) log.info(counts, 'jobs run');
    } catch (err) {
      if (!failing) log.error({ err }, 'job runner pass failed');
      failing = true;
    }
    schedule(intervalMs);
  };

  log.info({ kinds: Object.keys(handlers) }, 'job runner started');
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
