import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/types';
import type { Config } from './config';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Whether a database error is a unique index refusing a row, on SQLite or PostgreSQL; with
 * `index`, only that index counts.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const { code, message, constraint } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
    constraint?: unknown;
  };
  if (code === '23505') return index === undefined || constraint === index;
  if (code !== 'SQLITE_CONSTRAINT_UNIQUE') return false;
  return index === undefined || (typeof message === 'string' && message.includes(`'${index}'`));
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** refreshes the query planner's statistics where they are stale (PostgreSQL's autovacuum does it itself) */
  maintain(): Promise<void>;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** called for every query; the benchmark uses it to replay the same SQL through the driver */
  log?: (event: LogEvent) => void;
  /**
   * SQLite in memory only: start from this serialized database (`sqlite.serialize()`) instead of an
   * empty one; the tests copy one migrated, seeded database into each test app this way
   */
  image?: Buffer;
}

// PostgreSQL returns int8 (count(*)) and numeric as strings by default; our counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** A database file, ':memory:', or an in-memory copy of a serialized database. */
export function openSqlite(file: string | Buffer): BetterSqlite3.Database {
  if (typeof file === 'string' && file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  // An acknowledged write survives a crash: WAL with a full fsync at every commit.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // Keep the planner's statistics current (cheap: analyses only tables that need it).
  sqlite.pragma('optimize = 0x10002');
  return sqlite;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite connection as Kysely sees it, with its prepared statements kept (least recently used
 * out first): Kysely prepares every query anew, which is a good part of a small query's time.
 * Kysely runs one query at a time on this connection and reads every result fully.
 */
export function withStatementCache(
  sqlite: BetterSqlite3.Database,
  size = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

export function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: DatabaseOptions = {},
): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection the database server ends (restart, failover, an administrator) must not
    // take the process down: the pool drops it and the next query opens a new one.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: options.log });
    return { db, dialect: 'postgres', maintain: async () => {}, destroy: () => db.destroy() };
  }
  // DATA_DIR=:memory: keeps the database in memory (tests)
  const memory = config.dataDir === ':memory:';
  if (options.image && !memory) throw new Error('a serialized database image opens in memory only');
  const sqlite = openSqlite(memory ? (options.image ?? ':memory:') : path.join(config.dataDir, 'app.db'));
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    log: options.log,
  });
  return {
    db,
    dialect: 'sqlite',
    maintain: async () => void sqlite.pragma('optimize = 0x10002'),
    destroy: () => db.destroy(),
  };
}
