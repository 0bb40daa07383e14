/**
 * Runs captured statements directly through the driver, one after the other: the time the
 * database needs for the statements of one list call, without Kysely, Fastify or JSON.
 */
import type BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { openSqlite } from '../server/core/db';
import type { CapturedQuery } from './capture';
import { now } from './stats';

export interface RawSample {
  /** the whole sequence */
  totalMs: number;
  /** each statement, in the order of the captured list */
  statementMs: number[];
}

export interface RawRunner {
  run(queries: readonly CapturedQuery[]): Promise<RawSample>;
  /** the query plan of one statement, one line per plan node */
  plan(query: Pick<CapturedQuery, 'sql' | 'parameters'>): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A second connection to the benchmark's SQLite file, with the app's pragmas. Like the app, it
 * prepares each statement once and reuses it, as direct driver code would.
 */
export function sqliteRaw(file: string): RawRunner {
  const db: BetterSqlite3.Database = openSqlite(file);
  const prepared = new Map<string, BetterSqlite3.Statement<unknown[]>>();
  const prepare = (sql: string) => {
    let stmt = prepared.get(sql);
    if (!stmt) {
      stmt = db.prepare<unknown[]>(sql);
      prepared.set(sql, stmt);
    }
    return stmt;
  };
  return {
    async run(queries) {
      const statementMs: number[] = [];
      const start = now();
      for (const query of queries) {
        const t0 = now();
        const stmt = prepare(query.sql);
        if (stmt.reader) stmt.all(...query.parameters);
        else stmt.run(...query.parameters);
        statementMs.push(now() - t0);
      }
      return { totalMs: now() - start, statementMs };
    },
    async plan(query) {
      const rows = db
        .prepare<unknown[], { id: number; parent: number; detail: string }>(`explain query plan ${query.sql}`)
        .all(...query.parameters);
      const depth = new Map<number, number>([[0, -1]]);
      return rows.map((r) => {
        const d = (depth.get(r.parent) ?? -1) + 1;
        depth.set(r.id, d);
        return `${'  '.repeat(d)}${r.detail}`;
      });
    },
    async close() {
      db.close();
    },
  };
}

/** One dedicated connection (the API uses a pool of 10 and may run statements side by side). */
export async function postgresRaw(url: string): Promise<RawRunner> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async run(queries) {
      const statementMs: number[] = [];
      const start = now();
      for (const query of queries) {
        const t0 = now();
        await client.query(query.sql, [...query.parameters]);
        statementMs.push(now() - t0);
      }
      return { totalMs: now() - start, statementMs };
    },
    async plan(query) {
      const result = await client.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, [
        ...query.parameters,
      ]);
      return result.rows.map((r) => r['QUERY PLAN']);
    },
    async close() {
      await client.end();
    },
  };
}
