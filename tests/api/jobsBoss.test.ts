import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../server/core/db';
import {
  MAX_ATTEMPTS,
  scheduleJob,
  startJobRunner,
  type Job,
  type JobHandlers,
  type JobRunner,
} from '../../server/core/jobs';
import { migrateToLatest } from '../../server/db/migrate';
import { DEFAULT_TEST_DATABASE_URL } from './dialects';
import { DIALECTS } from './harness';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const quiet = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return quiet;
  },
} as unknown as FastifyBaseLogger;

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The pg-boss queue on PostgreSQL, with its real workers (the table runner's tests move the clock;
 * pg-boss keeps time in the database, so these wait for it): a job runs once although two runners
 * work the queue, a delivery exists exactly when the transaction that schedules it commits, jobs
 * survive a runner's restart, and a failing job is retried with backoff and then shown as failed.
 */
describe.skipIf(!DIALECTS.includes('postgres'))('jobs on pg-boss (postgres)', () => {
  const name = `immodesk_boss_${process.pid}_${randomBytes(4).toString('hex')}`;
  let url: string;
  let handle: DatabaseHandle;
  const runners: JobRunner[] = [];

  const start = async (handlers: JobHandlers, db = handle.db) => {
    const runner = await startJobRunner(db, handlers, quiet, { intervalMs: 100, retryDelaySeconds: 1 });
    runners.push(runner);
    return runner;
  };
  const stopAll = async () => {
    for (const runner of runners.splice(0)) await runner.stop();
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const parsed = new URL(ADMIN_URL);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    handle = createDatabase({ databaseUrl: url, dataDir: ':memory:' });
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await stopAll();
    await handle.destroy();
    await admin(`drop database if exists ${name} with (force)`);
  });

  const jobRow = (key: string) =>
    handle.db.selectFrom('jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
  const deliveries = async (key: string) => {
    const { rows } = await sql<{ state: string; retry_count: number }>`
      select state::text as state, retry_count from pgboss.job where data->>'key' = ${key}
      union all select state::text, retry_count from pgboss.archive where data->>'key' = ${key}`.execute(
      handle.db,
    );
    return rows;
  };

  it('sends a delivery only when the transaction that schedules the job commits', async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await scheduleJob(trx, { kind: 'boss_count', key: 'boss:rolled-back', runAt: new Date() });
        expect(await deliveries('boss:rolled-back')).toHaveLength(0);
        throw new Error('the domain write fails');
      }),
    ).rejects.toThrow('the domain write fails');
    expect(await deliveries('boss:rolled-back')).toHaveLength(0);
    await handle.db
      .transaction()
      .execute((trx) => scheduleJob(trx, { kind: 'boss_count', key: 'boss:committed', runAt: new Date() }));
    expect(await deliveries('boss:committed')).toEqual([{ state: 'created', retry_count: 0 }]);
  });

  it('runs each job once although two runners on two connections work the queue', async () => {
    const runs: string[] = [];
    const handlers: JobHandlers = {
      boss_count: async (trx, job: Job) => {
        runs.push(job.key);
        await trx
          .updateTable('jobs')
          .set({ last_error: `ran ${job.key}` })
          .where('id', '=', job.id)
          .execute();
      },
    };
    const keys = Array.from({ length: 20 }, (_, i) => `boss:race:${i}`);
    await handle.db.transaction().execute(async (trx) => {
      for (const key of keys) await scheduleJob(trx, { kind: 'boss_count', key, runAt: new Date() });
    });
    const other = createDatabase({ databaseUrl: url, dataDir: ':memory:' });
    try {
      await Promise.all([start(handlers), start(handlers, other.db)]);
      const rows = await eventually(
        () => handle.db.selectFrom('jobs').selectAll().where('key', 'in', keys).execute(),
        (all) => all.every((row) => row.state === 'done'),
      );
      expect(rows.map((row) => row.state)).toEqual(keys.map(() => 'done'));
      expect(rows.every((row) => row.attempts === 1 && row.last_error === `ran ${row.key}`)).toBe(true);
      // the committed key of the test before ran too, once
      expect([...runs].sort()).toEqual([...keys, 'boss:committed'].sort());
      await stopAll();
    } finally {
      await other.destroy();
    }
  });

  it('keeps what is scheduled while no runner works and runs it after the restart, moved jobs at their new time', async () => {
    const runs: string[] = [];
    const handlers: JobHandlers = { boss_restart: async (_trx, job) => void runs.push(job.key) };
    await start(handlers);
    await stopAll();
    await scheduleJob(handle.db, { kind: 'boss_restart', key: 'boss:restart:1', runAt: new Date() });
    // scheduled for a far day, then moved to now: the delivery of the far day stays unused
    await scheduleJob(handle.db, {
      kind: 'boss_restart',
      key: 'boss:restart:2',
      runAt: new Date(Date.now() + 86_400_000),
    });
    await scheduleJob(handle.db, { kind: 'boss_restart', key: 'boss:restart:2', runAt: new Date() });
    expect(runs).toEqual([]);
    await start(handlers);
    await eventually(
      async () => [await jobRow('boss:restart:1'), await jobRow('boss:restart:2')],
      (rows) => rows.every((row) => row.state === 'done'),
    );
    await stopAll();
    expect([...runs].sort()).toEqual(['boss:restart:1', 'boss:restart:2']);
    expect((await deliveries('boss:restart:2')).map((d) => d.state).sort()).toEqual(['completed', 'created']);
  });

  it('runs a job again at the time its handler asks for, through a new delivery', async () => {
    const runs: number[] = [];
    const handlers: JobHandlers = {
      boss_again: async (_trx, job) => {
        runs.push(job.attempt);
        return runs.length === 1 ? { again: new Date(Date.now() + 1000) } : undefined;
      },
    };
    await scheduleJob(handle.db, { kind: 'boss_again', key: 'boss:again', runAt: new Date() });
    await start(handlers);
    const row = await eventually(
      () => jobRow('boss:again'),
      (job) => job.state === 'done',
    );
    await stopAll();
    expect(row).toMatchObject({ state: 'done', attempts: 1 });
    expect(runs).toEqual([1, 1]);
    expect((await deliveries('boss:again')).map((d) => d.state)).toEqual(['completed', 'completed']);
  });

  it('retries a failing job with backoff, and shows it failed after the last attempt', async () => {
    const tries = new Map<string, number>();
    const handlers: JobHandlers = {
      boss_flaky: async (trx, job) => {
        tries.set(job.key, (tries.get(job.key) ?? 0) + 1);
        await trx
          .updateTable('jobs')
          .set({ last_error: 'written in vain' })
          .where('id', '=', job.id)
          .execute();
        if (job.key === 'boss:broken' || job.attempt < 3)
          throw new Error(`mail server away (${job.attempt})`);
      },
    };
    // the runner first: its queue's retry delay (1 s here) goes with each delivery sent
    await start(handlers);
    await scheduleJob(handle.db, {
      kind: 'boss_flaky',
      key: 'boss:flaky',
      runAt: new Date(),
      payload: { projectId: 1 },
    });
    await scheduleJob(handle.db, { kind: 'boss_flaky', key: 'boss:broken', runAt: new Date() });
    const flaky = await eventually(
      () => jobRow('boss:flaky'),
      (row) => row.state === 'done',
    );
    // the third run's write stays with its done; the failed runs' writes went with them
    expect(flaky).toMatchObject({ state: 'done', attempts: 3, last_error: 'written in vain' });
    expect(tries.get('boss:flaky')).toBe(3);
    expect(await deliveries('boss:flaky')).toEqual([{ state: 'completed', retry_count: 2 }]);
    const broken = await eventually(
      () => jobRow('boss:broken'),
      (row) => row.state === 'failed',
      120_000,
    );
    await stopAll();
    expect(broken).toMatchObject({
      state: 'failed',
      attempts: MAX_ATTEMPTS,
      last_error: `mail server away (${MAX_ATTEMPTS})`,
    });
    expect(tries.get('boss:broken')).toBe(MAX_ATTEMPTS);
    expect(await deliveries('boss:broken')).toEqual([{ state: 'failed', retry_count: MAX_ATTEMPTS - 1 }]);
  }, 180_000);
});
