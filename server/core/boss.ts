import { CompiledQuery, PostgresAdapter } from 'kysely';
import PgBoss from 'pg-boss';
import type { Executor } from './scope';

/**
 * pg-boss, the job queue on PostgreSQL (ARCHITECTURE.md, "Jobs"; docs/decisions.md). Its tables
 * live in the schema `pgboss` of the app's database and every statement goes through the app's own
 * connections: a delivery is sent on the connection of the transaction that schedules the job, so
 * it exists exactly when that transaction commits. Each job kind has its queue (`job_<kind>`); a
 * delivery names the job's key, the `jobs` row stays the job's record (state, attempts, error).
 */

export const BOSS_SCHEMA = 'pgboss';

/** Tries per delivery: the first and four retries (MAX_ATTEMPTS of server/core/jobs.ts). */
export const BOSS_RETRY_LIMIT = 4;
/** pg-boss's exponential backoff from this delay: 1-2, 2-4, 4-8, 8-16 minutes */
export const BOSS_RETRY_DELAY_SECONDS = 60;
/** an active delivery whose runner went silent this long is retried (the jobs row's lease) */
export const BOSS_EXPIRE_SECONDS = 5 * 60;

export const queueOf = (kind: string) => `job_${kind}`;

/** What a delivery carries: the job it is about. */
export interface DeliveryData {
  key: string;
  kind: string;
}

export const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/** pg-boss's database interface over a Kysely connection (the pool, or one transaction). */
export function bossDb(db: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}

const unconnected: PgBoss.Db = {
  executeSql: () => Promise.reject(new Error('pg-boss: a statement without a connection')),
} as unknown as PgBoss.Db;

/** A pg-boss instance that is never started: its statements run on the connection handed to each call. */
let sender: PgBoss | null = null;
export function bossCalls(): PgBoss {
  sender ??= new PgBoss({
    db: unconnected,
    schema: BOSS_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  return sender;
}

export const QUEUE_OPTIONS = {
  name: '',
  policy: 'standard',
  retryLimit: BOSS_RETRY_LIMIT,
  retryDelay: BOSS_RETRY_DELAY_SECONDS,
  retryBackoff: true,
  expireInSeconds: BOSS_EXPIRE_SECONDS,
  retentionMinutes: 14 * 24 * 60,
} as const;

/** Creates a kind's queue (nothing when it exists), on `db`'s connection. */
export async function createQueue(db: Executor, kind: string): Promise<void> {
  const name = queueOf(kind);
  await db.executeQuery(
    CompiledQuery.raw(`SELECT ${BOSS_SCHEMA}.create_queue($1, $2)`, [
      name,
      JSON.stringify({ ...QUEUE_OPTIONS, name }),
    ]),
  );
}

/**
 * Sends a delivery of the job `key` from `runAt` on (a number: seconds from the database's now),
 * in `db`'s transaction. A kind's first job
 * creates its queue in the same transaction.
 */
export async function sendDelivery(db: Executor, data: DeliveryData, runAt: Date | number): Promise<void> {
  const send = () => bossCalls().send(queueOf(data.kind), { ...data }, { startAfter: runAt, db: bossDb(db) });
  if ((await send()) !== null) return;
  await createQueue(db, data.kind);
  if ((await send()) === null) throw new Error(`pg-boss refused a delivery of ${data.key}`);
}

/** Creates pg-boss's schema in the database, or brings it to the installed version (advisory-locked). */
export async function installBoss(db: Executor): Promise<void> {
  const boss = new PgBoss({
    db: bossDb(db),
    schema: BOSS_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}
