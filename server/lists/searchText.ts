import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { objectStatesChanged } from '../core/objectHooks';
import type { Scoped } from '../core/scope';
import type { Database, ProjectScopedTable } from '../db/types';

/**
 * The search text of a row (the lower-cased words a list search matches), kept by the engine on
 * every write: each searchable table declares once which columns its text is made of and how, and
 * every insert and update of such a table goes through `insertSearchable` / `updateSearchable`,
 * which write the text with the row. No write path computes it on its own, so none can forget it.
 */

/** Project-scoped tables with a search text (and the id, version and updated_at every write keeps). */
export type SearchableTable = {
  [T in ProjectScopedTable]: Database[T] extends {
    id: unknown;
    search_text: string;
    version: unknown;
    updated_at: string;
  }
    ? T
    : never;
}[ProjectScopedTable];

type Row = Record<string, unknown>;

export interface SearchTextDef<T extends SearchableTable = SearchableTable> {
  table: T;
  /** the columns the text is made of: a write that changes one of them writes the text anew */
  sources: ReadonlyArray<string>;
  /** the text of a row from its source columns */
  build(row: Readonly<Row>): string;
}

/** Declares the search text of a table: its source columns and how the text is made of them. */
export function defineSearchText<T extends SearchableTable, K extends keyof Selectable<Database[T]> & string>(
  table: T,
  sources: readonly K[],
  build: (row: Pick<Selectable<Database[T]>, K>) => string,
): SearchTextDef<T> {
  return { table, sources, build: build as (row: Readonly<Row>) => string };
}

/** Words joined lower-case, empty parts left out: the usual shape of a search text. */
export function joinSearchWords(parts: ReadonlyArray<string | number | null | undefined>): string {
  return parts
    .filter((p) => p !== null && p !== undefined && p !== '')
    .map((p) => String(p).toLowerCase())
    .join(' ');
}

/** Rows per INSERT: 500 rows of ~55 columns stay below SQLite's and PostgreSQL's parameter limits. */
const CHUNK_ROWS = 500;

export type SearchableInsert<T extends SearchableTable> = Omit<
  Insertable<Database[T]>,
  'project_id' | 'search_text'
>;
export type SearchableUpdate<T extends SearchableTable> = Omit<
  Updateable<Database[T]>,
  'id' | 'project_id' | 'search_text' | 'version' | 'updated_at'
>;

/** Inserts rows of a searchable table in the scope's project, each with its search text; answers their ids in the rows' order. */
export async function insertSearchable<T extends SearchableTable>(
  scope: Scoped,
  def: SearchTextDef<T>,
  rows: ReadonlyArray<SearchableInsert<T>>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows
      .slice(start, start + CHUNK_ROWS)
      .map((row) => ({ ...row, search_text: def.build(row as Row) }));
    const inserted = (await scope
      .insertInto(def.table as ProjectScopedTable, chunk as never)
      .returning(sql<number>`id`.as('id'))
      .execute()) as Array<{ id: number }>;
    // one INSERT numbers its rows in the order given; RETURNING need not answer in that order
    ids.push(...inserted.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}

/**
 * Updates rows of a searchable table in the scope's project: the given columns, `version + 1` and
 * `updated_at`; with `version`, only a row still at that version (optimistic locking). When a
 * source column changes, the search text is written in the same transaction: at once when every
 * source is given, else from the rows as they are after the update. Answers the rows changed.
 */
export async function updateSearchable<T extends SearchableTable>(
  scope: Scoped,
  def: SearchTextDef<T>,
  ids: readonly number[],
  set: SearchableUpdate<T>,
  options: { version?: number; now?: string } = {},
): Promise<number> {
  if (ids.length === 0) return 0;
  const values: Row = { ...(set as Row) };
  const touched = def.sources.filter((column) => column in values);
  const complete = touched.length === def.sources.length;
  if (complete) values.search_text = def.build(values);
  values.version = sql<number>`version + 1`;
  values.updated_at = options.now ?? new Date().toISOString();
  let query = scope
    .updateTable(def.table as ProjectScopedTable)
    .set(values as never)
    .where(sql.ref('id'), 'in', [...ids]);
  if (options.version !== undefined) query = query.where(sql.ref('version'), '=', options.version);
  const result = await query.executeTakeFirst();
  const changed = Number(result.numUpdatedRows);
  if (changed > 0 && touched.length > 0 && !complete) await rewriteSearchText(scope, def, ids);
  // a change of an object's state or activity reaches the areas that follow it (marketing)
  if (changed > 0 && def.table === 'objects' && ('progress_state' in values || 'active' in values)) {
    await objectStatesChanged(scope.executor, scope.projectId, ids);
  }
  return changed;
}

/** Writes the search text of the given rows anew from their stored source columns. */
export async function rewriteSearchText<T extends SearchableTable>(
  scope: Scoped,
  def: SearchTextDef<T>,
  ids: readonly number[],
): Promise<void> {
  for (let start = 0; start < ids.length; start += CHUNK_ROWS) {
    const rows = (await scope
      .selectFrom(def.table as ProjectScopedTable)
      .select([
        sql.ref('id').as('id'),
        sql.ref('search_text').as('search_text'),
        ...def.sources.map((c) => sql.ref(c).as(c)),
      ])
      .where(sql.ref('id'), 'in', ids.slice(start, start + CHUNK_ROWS))
      .execute()) as Row[];
    for (const row of rows) {
      const text = def.build(row);
      if (text === row.search_text) continue;
      await scope
        .updateTable(def.table as ProjectScopedTable)
        .set({ search_text: text } as never)
        .where(sql.ref('id'), '=', Number(row.id))
        .execute();
    }
  }
}
