import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../server/core/db';
import {
  cancelJob,
  MAX_ATTEMPTS,
  runDueJobs,
  scheduleJob,
  type Job,
  type JobHandlers,
} from '../../server/core/jobs';
import type { Executor } from '../../server/core/scope';
import { migrateToLatest } from '../../server/db/migrate';
import { DEFAULT_TEST_DATABASE_URL } from './dialects';
import { DIALECTS } from './harness';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;

/** A database that outlives its connection: a SQLite file, or a PostgreSQL database of its own. */
async function durableDatabase(dialect: 'sqlite' | 'postgres') {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-jobs-'));
    return {
      open: () => createDatabase({ databaseUrl: null, dataDir: dir }),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `immodesk_jobs_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    open: () => createDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' }),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** A handler that counts its runs per key, as a row written in the job's own transaction. */
function countingHandlers(runs: Job[]): JobHandlers {
  return {
    test_count: async (trx: Executor, job: Job) => {
      runs.push(job);
      // a write in the job's transaction: it stays only when the job is marked done
      await trx
        .updateTable('jobs')
        .set({ last_error: `ran ${job.key}` })
        .where('id', '=', job.id)
        .execute();
    },
  };
}

describe.each(DIALECTS)('jobs (%s)', (dialect) => {
  let store: Awaited<ReturnType<typeof durableDatabase>>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    store = await durableDatabase(dialect);
    handle = store.open();
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.destroy();
    await store.drop();
  });

  const jobRow = (key: string) =>
    handle.db.selectFrom('jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

  it('runs a due job once and not before it is due', async () => {
    const runs: Job[] = [];
    const handlers = countingHandlers(runs);
    await scheduleJob(handle.db, {
      kind: 'test_count',
      key: 'once:1',
      runAt: minutesFromNow(10),
      payload: { n: 1 },
    });
    await runDueJobs(handle.db, handlers);
    expect(runs).toHaveLength(0);

    const counts = await runDueJobs(handle.db, handlers, { now: minutesFromNow(11) });
    expect(counts.done).toBe(1);
    expect(runs.map((j) => [j.key, j.payload.n, j.attempt])).toEqual([['once:1', 1, 1]]);
    await runDueJobs(handle.db, handlers, { now: minutesFromNow(20) });
    expect(runs).toHaveLength(1);
    expect(await jobRow('once:1')).toMatchObject({ state: 'done', attempts: 1, last_error: 'ran once:1' });
  });

  it('gives a job to one of two runners racing for it', async () => {
    const first: Job[] = [];
    const second: Job[] = [];
    for (let i = 0; i < 6; i += 1) {
      await scheduleJob(handle.db, { kind: 'test_count', key: `race:${i}`, runAt: minutesFromNow(-1) });
    }
    const [a, b] = await Promise.all([
      runDueJobs(handle.db, countingHandlers(first), { runnerId: 'node-a' }),
      runDueJobs(handle.db, countingHandlers(second), { runnerId: 'node-b' }),
    ]);
    const keys = [...first, ...second].map((j) => j.key).sort();
    expect(keys).toEqual([0, 1, 2, 3, 4, 5].map((i) => `race:${i}`));
    expect(a.done + b.done).toBe(6);
    const rows = await handle.db.selectFrom('jobs').selectAll().where('key', 'like', 'race:%').execute();
    expect(rows.every((r) => r.state === 'done' && r.attempts === 1)).toBe(true);
  });

  it('runs a job that fell due while stopped once started again, and a lapsed claim is taken over', async () => {
    await scheduleJob(handle.db, { kind: 'test_count', key: 'restart:1', runAt: minutesFromNow(1) });
    // a runner claims a second job and dies before it finishes (its claim stays in the table)
    await scheduleJob(handle.db, { kind: 'test_count', key: 'restart:2', runAt: minutesFromNow(-5) });
    await handle.db
      .updateTable('jobs')
      .set({ state: 'running', locked_by: 'dead-node', locked_until: minutesFromNow(4).toISOString() })
      .where('key', '=', 'restart:2')
      .execute();
    await handle.destroy();

    // the server starts again later: a new connection, a new runner
    handle = store.open();
    const runs: Job[] = [];
    const handlers = countingHandlers(runs);
    const early = await runDueJobs(handle.db, handlers, { now: minutesFromNow(2) });
    expect(early.done).toBe(1);
    expect(runs.map((j) => j.key)).toEqual(['restart:1']);
    // the dead node's claim lapses: the job runs, once
    await runDueJobs(handle.db, handlers, { now: minutesFromNow(6) });
    await runDueJobs(handle.db, handlers, { now: minutesFromNow(7) });
    expect(runs.map((j) => j.key)).toEqual(['restart:1', 'restart:2']);
    expect(await jobRow('restart:2')).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('leaves no writes of a failed run, tries again later and gives up after the last attempt', async () => {
    let tries = 0;
    const failing: JobHandlers = {
      test_fail: async (trx, job) => {
        tries += 1;
        await trx.updateTable('jobs').set({ payload: '{"written":true}' }).where('id', '=', job.id).execute();
        throw new Error(`attempt ${job.attempt} failed`);
      },
    };
    await scheduleJob(handle.db, { kind: 'test_fail', key: 'fail:1', runAt: minutesFromNow(-1) });
    await runDueJobs(handle.db, failing);
    let row = await jobRow('fail:1');
    expect(row).toMatchObject({
      state: 'queued',
      attempts: 1,
      payload: '{}',
      last_error: 'attempt 1 failed',
    });
    // not again before its backoff
    await runDueJobs(handle.db, failing);
    expect(tries).toBe(1);
    for (let i = 2; i <= MAX_ATTEMPTS + 1; i += 1) {
      await runDueJobs(handle.db, failing, { now: minutesFromNow(i * 30) });
    }
    row = await jobRow('fail:1');
    expect(tries).toBe(MAX_ATTEMPTS);
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('moves a job scheduled again under its key, and a cancelled job does not run', async () => {
    const runs: Job[] = [];
    const handlers = countingHandlers(runs);
    await scheduleJob(handle.db, { kind: 'test_count', key: 'move:1', runAt: minutesFromNow(5) });
    await scheduleJob(handle.db, { kind: 'test_count', key: 'move:1', runAt: minutesFromNow(60) });
    await runDueJobs(handle.db, handlers, { now: minutesFromNow(10) });
    expect(runs).toHaveLength(0);
    await cancelJob(handle.db, 'move:1');
    await runDueJobs(handle.db, handlers, { now: minutesFromNow(70) });
    expect(runs).toHaveLength(0);
    expect((await jobRow('move:1')).state).toBe('cancelled');
    const count = await handle.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', 'move:1')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
  it('runs a job again at the time its handler asks for, its attempts counted anew', async () => {
    const runs: Job[] = [];
    const handlers: JobHandlers = {
      test_again: async (_trx, job) => {
        runs.push(job);
        return runs.length === 1 ? { again: minutesFromNow(30) } : undefined;
      },
    };
    await scheduleJob(handle.db, { kind: 'test_again', key: 'again:1', runAt: minutesFromNow(-1) });
    expect((await runDueJobs(handle.db, handlers)).done).toBe(1);
    expect(await jobRow('again:1')).toMatchObject({ state: 'queued', attempts: 0, locked_by: null });
    expect((await runDueJobs(handle.db, handlers, { now: minutesFromNow(20) })).done).toBe(0);
    expect((await runDueJobs(handle.db, handlers, { now: minutesFromNow(31) })).done).toBe(1);
    expect(await jobRow('again:1')).toMatchObject({ state: 'done', attempts: 1 });
    expect(runs.map((job) => job.attempt)).toEqual([1, 1]);
  });
});
