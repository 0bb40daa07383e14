import { randomBytes } from 'node:crypto';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { openSqlite, withStatementCache, createDatabase, type Dialect } from '../../server/core/db';
import { hashPassword } from '../../server/core/passwords';
import { memoryStorage, type Storage, type StoredMeta } from '../../server/core/storage';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_PASSWORD } from '../../server/db/seed/args';
import { seedDemo } from '../../server/db/seed/demo';
import type { Database } from '../../server/db/types';

/**
 * Migrating a database and filling it with the demo data takes about half a second on SQLite and
 * two on PostgreSQL. A test worker does it once per database and copies the result into each test
 * app's own database: on SQLite an in-memory copy of the serialized database, on PostgreSQL
 * `create database … template …`. The stored files the demo data names (its applications'
 * documents) are kept from that one seeding and put into each app's storage.
 */

/** A stored file of the demo data. */
interface SeedFile {
  key: string;
  bytes: Buffer;
  meta: StoredMeta;
}

/** One seeded database of a worker: the SQLite image or the PostgreSQL template, and its files. */
export type SeededTemplate =
  | { dialect: 'sqlite'; image: Buffer; files: SeedFile[] }
  | { dialect: 'postgres'; template: string; files: SeedFile[] };

/** The prefix of a worker's PostgreSQL templates: the test run's process, then the worker's. */
const TEMPLATE_PREFIX = 'immodesk_test_tpl_';

/** A store that keeps what is put in it in memory and notes each file. */
function recordingStorage(files: SeedFile[]): Storage {
  const store = memoryStorage();
  return {
    ...store,
    async put(key, bytes, meta) {
      files.push({ key, bytes: Buffer.from(bytes), meta: { ...meta } });
      await store.put(key, bytes, meta);
    },
  };
}

async function seed(db: Kysely<Database>, files: SeedFile[]): Promise<void> {
  await migrateToLatest(db);
  await seedDemo(db, { passwordHash: await hashPassword(DEMO_PASSWORD), storage: recordingStorage(files) });
}

async function sqliteTemplate(): Promise<SeededTemplate> {
  const sqlite = openSqlite(':memory:');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const files: SeedFile[] = [];
  try {
    await seed(db, files);
    return { dialect: 'sqlite', image: sqlite.serialize(), files };
  } finally {
    await db.destroy();
  }
}

/** Whether a process runs (a template of a run that has ended may be dropped). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The PostgreSQL templates of test runs, each with the process id of its run. */
async function listTemplates(admin: pg.Client): Promise<{ name: string; runPid: number }[]> {
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database');
  return rows
    .filter(({ datname }) => datname.startsWith(TEMPLATE_PREFIX))
    .map(({ datname }) => ({
      name: datname,
      runPid: Number(datname.slice(TEMPLATE_PREFIX.length).split('_')[0]),
    }));
}

/** Drops the templates of test runs that ended without dropping theirs (a run that was killed). */
async function dropOrphanTemplates(admin: pg.Client): Promise<void> {
  for (const { name, runPid } of await listTemplates(admin))
    if (Number.isInteger(runPid) && !processRuns(runPid))
      await admin.query(`drop database if exists ${name} with (force)`);
}

async function postgresTemplate(adminUrl: string): Promise<SeededTemplate> {
  const template = `${TEMPLATE_PREFIX}${process.ppid}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    await dropOrphanTemplates(admin);
    await admin.query(`create database ${template}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  // the pool is closed before the template is copied: PostgreSQL copies a database nobody is connected to
  const database = createDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
  const files: SeedFile[] = [];
  try {
    await seed(database.db, files);
  } finally {
    await database.destroy();
  }
  return { dialect: 'postgres', template, files };
}

/** A connection to PostgreSQL's admin database for the length of `fn`. */
export async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const templates = new Map<Dialect, Promise<SeededTemplate>>();

/** The worker's seeded database of a dialect, made at the first call. */
export function seededTemplate(dialect: Dialect, adminUrl: string): Promise<SeededTemplate> {
  let known = templates.get(dialect);
  if (!known) {
    known = dialect === 'sqlite' ? sqliteTemplate() : postgresTemplate(adminUrl);
    // a failed seeding is tried again by the next test app rather than failing every later one
    known.catch(() => templates.delete(dialect));
    templates.set(dialect, known);
  }
  return known;
}

/** Puts the demo data's files into a test app's storage. */
export async function putSeedFiles(template: SeededTemplate, storage: Storage): Promise<void> {
  for (const file of template.files) await storage.put(file.key, file.bytes, file.meta);
}

/** Drops the PostgreSQL templates of a test run (its global teardown). */
export async function dropTemplatesOfRun(adminUrl: string, runPid: number): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    for (const { name } of (await listTemplates(admin)).filter((t) => t.runPid === runPid))
      await admin.query(`drop database if exists ${name} with (force)`);
  });
}
