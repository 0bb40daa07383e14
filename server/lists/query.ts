import { sql, type Expression, type SqlBool } from 'kysely';
import { scoped } from '../core/scope';
import type { ListParams } from './params';
import type { ColumnDef, ListContext, ListSchema, SqlExpr, StateChoiceDef } from './types';

export function columnExpr(schema: ListSchema, column: ColumnDef): SqlExpr {
  return column.expr ?? sql.ref(`${schema.table}.${column.key}`);
}

export function idRef(schema: ListSchema) {
  return sql.ref<number>(`${schema.table}.id`);
}

/** `%term%` with LIKE's wildcards taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The list's rows in the caller's project, before search, filters and state. */
export function baseQuery(schema: ListSchema, ctx: ListContext) {
  const query = scoped(ctx.db, ctx.project.id).selectFrom(schema.table);
  return schema.baseWhere ? query.where(schema.baseWhere(ctx)) : query;
}

/** Above this many matches a search tests each row of the list instead of fetching the matches by id. */
const ID_LOOKUP_LIMIT = 5000;

/** FTS5 phrase of one word: taken literally, double quotes doubled. */
export function ftsPhrase(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}

function likeCondition(schema: ListSchema, word: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${schema.table}.${schema.searchColumn}`)} like ${likePattern(word)} escape '\\'`;
}

/**
 * Rows whose search text contains every word. On SQLite, words of three characters or more are
 * looked up once in the trigram index: few matches are then read by id, many are tested row by row
 * against the match set (the list's own index serves the order and the counts). PostgreSQL's
 * trigram index serves the LIKE itself; shorter words are a LIKE on both.
 */
async function searchConditions(
  schema: ListSchema,
  ctx: ListContext,
  search: string,
): Promise<Expression<SqlBool>[]> {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  const indexed =
    ctx.dialect === 'sqlite' && schema.searchIndex ? words.filter((w) => [...w].length >= 3) : [];
  const conditions = words.filter((w) => !indexed.includes(w)).map((w) => likeCondition(schema, w));
  if (indexed.length > 0) {
    const index = sql.table(schema.searchIndex!);
    const phrase = indexed.map(ftsPhrase).join(' AND ');
    const { rows } = await sql<{
      id: number;
    }>`select rowid as id from ${index} where ${index} match ${phrase}`.execute(ctx.db);
    const ids = JSON.stringify(rows.map((r) => r.id));
    conditions.push(
      rows.length <= ID_LOOKUP_LIMIT
        ? sql<SqlBool>`${idRef(schema)} in (select value from json_each(${ids}))`
        : sql<SqlBool>`${idRef(schema)} + 0 in (select value from json_each(${ids}))`,
    );
  }
  return conditions;
}

/** Search and basic filters as conditions, worked out once per request. */
export async function listConditions(
  schema: ListSchema,
  ctx: ListContext,
  params: Pick<ListParams, 'search' | 'filters'>,
): Promise<Expression<SqlBool>[]> {
  const conditions = params.search ? await searchConditions(schema, ctx, params.search) : [];
  for (const { def, value } of params.filters) conditions.push(def.where(value, ctx));
  return conditions;
}

export function filteredQuery(
  schema: ListSchema,
  ctx: ListContext,
  conditions: readonly Expression<SqlBool>[],
  state: StateChoiceDef | null,
) {
  let query = baseQuery(schema, ctx);
  for (const condition of conditions) query = query.where(condition);
  if (state?.where) query = query.where(state.where);
  return query;
}

/**
 * ORDER BY of a list sort: the column, then the id in the same direction so that paging is stable.
 * Empty values sort first ascending and last descending on both databases (SQLite's natural
 * order, so its indexes serve the sort).
 */
export function sortOrder(schema: ListSchema, sort: ListParams['sort'], ctx: ListContext) {
  const column = schema.columns.find((c) => c.key === sort.key);
  if (!column) throw new Error(`list ${schema.path} has no column ${sort.key}`);
  const nulls =
    column.nullable && ctx.dialect === 'postgres'
      ? sort.direction === 'asc'
        ? ' nulls first'
        : ' nulls last'
      : '';
  const direction = sql.raw(sort.direction);
  return [
    sql`${column.sortExpr ?? columnExpr(schema, column)} ${direction}${sql.raw(nulls)}`,
    sql`${idRef(schema)} ${direction}`,
  ] as const;
}

function buildSelections(schema: ListSchema) {
  return [
    idRef(schema).as('_id'),
    ...schema.columns.map((c) => columnExpr(schema, c).as(c.key)),
    ...Object.entries(schema.rowFields).map(([key, expr]) => expr.as(key)),
  ];
}

const selectionCache = new WeakMap<ListSchema, ReturnType<typeof buildSelections>>();

/** The selected values of a page: the columns, the row fields and the id (built once per list). */
export function selections(schema: ListSchema) {
  let cached = selectionCache.get(schema);
  if (!cached) {
    cached = buildSelections(schema);
    selectionCache.set(schema, cached);
  }
  return cached;
}
