import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/core/db';
import { migrateToLatest } from '../../server/db/migrate';

/**
 * The database's types are kept by hand beside the migrations (server/db/types.ts and the table
 * files under server/db/tables/). This test fails when a table file's interface is not part of
 * `Database`, or when the migrations make a table or view the types do not know (or the other way).
 */

const DB_DIR = path.resolve(import.meta.dirname, '../../server/db');
const TYPES = readFileSync(path.join(DB_DIR, 'types.ts'), 'utf8');
const TABLE_FILES = readdirSync(path.join(DB_DIR, 'tables')).filter((file) => file.endsWith('.ts'));

/** The `name: Type;` members of an interface's body in a source text. */
function members(source: string, name: string): string[] {
  const body = new RegExp(`export interface ${name}\\b[^{]*\\{([^}]*)\\}`).exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s+(\w+): \w+;/gm)].map((m) => m[1]!);
}

/** Each table file's `…Tables` interface and the tables it declares. */
const tableGroups = TABLE_FILES.map((file) => {
  const source = readFileSync(path.join(DB_DIR, 'tables', file), 'utf8');
  const name = /export interface (\w+Tables)\b/.exec(source)?.[1];
  return { file, name, tables: name ? members(source, name) : [] };
});

describe('the database types', () => {
  it('extends Database with the tables interface of every file under server/db/tables', () => {
    for (const group of tableGroups) {
      expect(group.name, `${group.file} declares no …Tables interface`).toBeDefined();
      expect(group.tables.length, group.file).toBeGreaterThan(0);
      expect(TYPES, `server/db/types.ts does not import ${group.name}`).toMatch(
        new RegExp(`import type \\{ ${group.name} \\} from './tables/${group.file.replace(/\.ts$/, '')}'`),
      );
      const extended = /export interface Database\s+extends([^{]*)\{/.exec(TYPES)?.[1] ?? '';
      expect(extended, `Database does not extend ${group.name}`).toMatch(new RegExp(`\\b${group.name}\\b`));
    }
  });

  it('knows exactly the tables and views the migrations make', async () => {
    const typed = new Set([...members(TYPES, 'Database'), ...tableGroups.flatMap((group) => group.tables)]);
    const handle = createDatabase({ databaseUrl: '', dataDir: ':memory:' });
    try {
      await migrateToLatest(handle.db);
      const { rows } = await sql<{ name: string; sql: string | null }>`
        select name, sql from sqlite_master
        where type in ('table', 'view') and name not like 'sqlite_%' and name not like 'kysely_%'
      `.execute(handle.db);
      // SQLite's full-text indexes (and their shadow tables) are read with raw SQL, not typed
      const fullText = rows.filter((row) => /^create virtual table/i.test(row.sql ?? '')).map((r) => r.name);
      const made = new Set(
        rows
          .map((row) => row.name)
          .filter((name) => !fullText.some((index) => name === index || name.startsWith(`${index}_`))),
      );
      expect([...made].filter((name) => !typed.has(name)).sort(), 'made but not typed').toEqual([]);
      expect([...typed].filter((name) => !made.has(name)).sort(), 'typed but not made').toEqual([]);
    } finally {
      await handle.destroy();
    }
  });
});
