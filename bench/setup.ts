/**
 * One benchmark database: fresh (a temporary SQLite file or a new PostgreSQL database), migrated,
 * seeded with the demo data plus apartments or applications, analysed; the app on it and a
 * signed-in token.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig, type Config } from '../server/core/config';
import { createDatabase, type DatabaseHandle, type Dialect } from '../server/core/db';
import { hashPassword } from '../server/core/passwords';
import { migrateToLatest } from '../server/db/migrate';
import { DEMO_PASSWORD } from '../server/db/seed/args';
import { addApplications } from '../server/db/seed/applications';
import { addApartments, seedDemo } from '../server/db/seed/demo';
import type { BenchList } from './args';
import { QueryRecorder } from './capture';
import type { Cleanup } from './cleanup';
import { postgresRaw, sqliteRaw, type RawRunner } from './raw';
import { dropStalePostgres, postgresDatabaseName, removeStaleSqlite, sqliteTempDir } from './stale';
import { now } from './stats';

export const TENANT = 'rent';
export const USERNAME = 'demo.admin';
const ADMIN_URL = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchTarget {
  dialect: Dialect;
  app: FastifyInstance;
  database: DatabaseHandle;
  recorder: QueryRecorder;
  raw: RawRunner;
  token: string;
  engineVersion: string;
  seedSeconds: number;
}

/** Whether PostgreSQL answers at the admin URL; the reason when it does not. */
export async function postgresAnswers(): Promise<string | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

export function redactedAdminUrl(): string {
  const url = new URL(ADMIN_URL);
  if (url.password) url.password = '***';
  return url.toString();
}

async function withAdminClient(fn: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database; its removal is added to the clean-up. */
async function freshDatabase(
  dialect: Dialect,
  cleanup: Cleanup,
): Promise<Pick<Config, 'databaseUrl' | 'dataDir'>> {
  if (dialect === 'sqlite') {
    removeStaleSqlite();
    const dir = sqliteTempDir();
    cleanup.add(`remove ${dir}`, () => fs.rmSync(dir, { recursive: true, force: true }));
    return { databaseUrl: null, dataDir: dir };
  }
  const name = postgresDatabaseName();
  await withAdminClient(async (c) => {
    await dropStalePostgres(c);
    await c.query(`create database ${name}`);
  });
  cleanup.add(`drop database ${name}`, () =>
    withAdminClient((c) => c.query(`drop database if exists ${name} with (force)`)),
  );
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), dataDir: os.tmpdir() };
}

function progress(list: BenchList) {
  return (done: number, total: number): void => {
    const line = `  ${list}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`;
    if (process.stdout.isTTY) process.stdout.write(`\r${line}${done === total ? '\n' : ''}`);
    else console.log(line);
  };
}

async function seed(database: DatabaseHandle, list: BenchList, rows: number): Promise<void> {
  await migrateToLatest(database.db);
  await seedDemo(database.db, { passwordHash: await hashPassword(DEMO_PASSWORD) });
  const added =
    list === 'apartments'
      ? await addApartments(database.db, TENANT, rows, progress(list))
      : await addApplications(database.db, TENANT, rows, progress(list));
  if (added === 0) console.log(`  ${list}: none to add`);
  if (database.dialect === 'sqlite') {
    await sql`analyze`.execute(database.db);
    // the app starts on a checkpointed file, as after a restart
    await sql`pragma wal_checkpoint(truncate)`.execute(database.db);
  } else {
    // VACUUM as well: the visibility map lets PostgreSQL use index-only scans, and autovacuum
    // (which would do the same after a bulk insert) does not start in the middle of the run.
    await sql`vacuum analyze`.execute(database.db);
  }
}

async function login(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: { 'tenant-name': TENANT },
    payload: { username: USERNAME, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login of ${USERNAME} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

async function engineVersion(database: DatabaseHandle): Promise<string> {
  if (database.dialect === 'sqlite') {
    const { rows } = await sql<{ v: string }>`select sqlite_version() as v`.execute(database.db);
    return `SQLite ${rows[0]?.v ?? '?'}`;
  }
  const { rows } = await sql<{ v: string }>`show server_version`.execute(database.db);
  return `PostgreSQL ${Object.values(rows[0] ?? {})[0] ?? '?'}`;
}

export async function prepareTarget(
  dialect: Dialect,
  list: BenchList,
  rows: number,
  cleanup: Cleanup,
): Promise<BenchTarget> {
  const location = await freshDatabase(dialect, cleanup);
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
    ...location,
  };
  const recorder = new QueryRecorder();
  const database = createDatabase(config, { log: recorder.log });
  cleanup.add('close the database', () => database.destroy());

  const started = now();
  await seed(database, list, rows);
  const seedSeconds = (now() - started) / 1000;

  const raw =
    dialect === 'sqlite'
      ? sqliteRaw(path.join(location.dataDir, 'app.db'))
      : await postgresRaw(location.databaseUrl ?? '');
  cleanup.add('close the raw connection', () => raw.close());

  const app = await buildApp(config, { database });
  cleanup.add('close the app', () => app.close());
  const token = await login(app);
  return {
    dialect,
    app,
    database,
    recorder,
    raw,
    token,
    engineVersion: await engineVersion(database),
    seedSeconds,
  };
}
