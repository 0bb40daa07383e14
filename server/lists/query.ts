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

/** Search (every word must appear) and basic filters, as conditions. */
export function searchAndFilterConditions(
  schema: ListSchema,
  ctx: ListContext,
  params: Pick<ListParams, 'search' | 'filters'>,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  const words = params.search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  for (const word of words) conditions.push(searchCondition(schema, ctx, word));
  for (const { def, value } of params.filters) conditions.push(def.where(value, ctx));
  return conditions;
}

/** FTS5 phrase of one word: taken literally, double quotes doubled. */
export function ftsPhrase(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}

/**
 * Rows whose search text contains the word. SQLite looks words of three characters or more up in
 * its trigram index; PostgreSQL's trigram index serves the LIKE itself.
 */
function searchCondition(schema: ListSchema, ctx: ListContext, word: string): Expression<SqlBool> {
  if (ctx.dialect === 'sqlite' && schema.searchIndex && [...word].length >= 3) {
    const index = sql.table(schema.searchIndex);
    return sql<SqlBool>`${idRef(schema)} in (select rowid from ${index} where ${index} match ${ftsPhrase(word)})`;
  }
  return sql<SqlBool>`${sql.ref(`${schema.table}.${schema.searchColumn}`)} like ${likePattern(word)} escape '\\'`;
}

export function filteredQuery(
  schema: ListSchema,
  ctx: ListContext,
  params: Pick<ListParams, 'search' | 'filters'>,
  state: StateChoiceDef | null,
) {
  let query = baseQuery(schema, ctx);
  for (const condition of searchAndFilterConditions(schema, ctx, params)) query = query.where(condition);
  if (state?.where) query = query.where(state.where);
  return query;
}

/**
 * ORDER BY fragment for a column and direction. Empty values sort first ascending and last
 * descending on both databases (SQLite's natural order, so its indexes serve the sort).
 */
export function orderFragment(
  schema: ListSchema,
  column: ColumnDef,
  direction: 'asc' | 'desc',
  ctx: ListContext,
) {
  const nulls =
    column.nullable && ctx.dialect === 'postgres'
      ? direction === 'asc'
        ? ' nulls first'
        : ' nulls last'
      : '';
  return sql`${column.sortExpr ?? columnExpr(schema, column)} ${sql.raw(direction)}${sql.raw(nulls)}`;
}

/** The selected values of a page: the columns, the row fields and the id. */
export function selections(schema: ListSchema) {
  return [
    idRef(schema).as('_id'),
    ...schema.columns.map((c) => columnExpr(schema, c).as(c.key)),
    ...Object.entries(schema.rowFields).map(([key, expr]) => expr.as(key)),
  ];
}
