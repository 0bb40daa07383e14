import { sql, type Expression, type SqlBool } from 'kysely';
import { scoped, type Scoped } from '../core/scope';
import type { ListParams } from './params';
import type {
  ColumnDef,
  ColumnExpr,
  ListContext,
  ListRequest,
  ListSchema,
  RelatedExpr,
  SqlExpr,
  StateChoiceDef,
} from './types';

/** The context a schema's code sees: the request without its connection, with the project's scope. */
export function schemaContext(req: ListRequest): ListContext {
  const { db, ...rest } = req;
  return { ...rest, scope: scoped(db, req.project.id) };
}

const isRelated = (expr: ColumnExpr): expr is RelatedExpr =>
  (expr as Partial<RelatedExpr>).kind === 'related';

/** What a related value's subquery takes its project condition from: the request's scoped handle. */
type Owns = Pick<Scoped, 'owns'>;

/** The subquery of a related value, limited to the request's project (the handle's condition). */
function relatedSql(schema: ListSchema, scope: Owns, related: RelatedExpr): SqlExpr {
  const base = (column: string) => sql.ref(`${schema.table}.${column}`);
  const [own, other] = related.match;
  const conditions = [
    scope.owns(related.table, 'r'),
    sql`${sql.ref(`r.${own}`)} = ${base(other)}`,
    ...(related.where ? [related.where] : []),
  ];
  const order = related.orderBy ? sql` order by ${related.orderBy} limit 1` : sql``;
  return sql`(select ${related.select} from ${sql.table(related.table)} r where ${sql.join(conditions, sql` and `)}${order})`;
}

export function resolveExpr(schema: ListSchema, scope: Owns, expr: ColumnExpr): SqlExpr {
  return isRelated(expr) ? relatedSql(schema, scope, expr) : expr;
}

export function columnExpr(schema: ListSchema, scope: Owns, column: ColumnDef): SqlExpr {
  return column.expr ? resolveExpr(schema, scope, column.expr) : sql.ref(`${schema.table}.${column.key}`);
}

/** Every plain expression of a schema, by name, for the check that none holds a subquery. */
export function plainExpressions(schema: ListSchema): Array<[string, SqlExpr]> {
  const out: Array<[string, SqlExpr]> = [];
  const add = (name: string, expr: ColumnExpr | undefined) => {
    if (expr && !isRelated(expr)) out.push([name, expr]);
  };
  for (const column of schema.columns) {
    add(`column ${column.key}`, column.expr);
    add(`sort of ${column.key}`, column.sortExpr);
  }
  for (const [key, expr] of Object.entries(schema.rowFields)) add(`row field ${key}`, expr);
  return out;
}

export function idRef(schema: ListSchema) {
  return sql.ref<number>(`${schema.table}.id`);
}

/** `%term%` with LIKE's wildcards taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The list's rows in the caller's project, before search, filters and state. */
export function baseQuery(schema: ListSchema, req: ListRequest) {
  const query = scoped(req.db, req.project.id).selectFrom(schema.table);
  return schema.baseWhere ? query.where(schema.baseWhere(schemaContext(req))) : query;
}

/** Above this many matches a search tests each row of the list instead of fetching the matches by id. */
const ID_LOOKUP_LIMIT = 5000;

/** FTS5 phrase of one word: taken literally, double quotes doubled. */
export function ftsPhrase(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}

const SEARCH_COLUMN = 'search_text';

function likeCondition(schema: ListSchema, word: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${schema.table}.${SEARCH_COLUMN}`)} like ${likePattern(word)} escape '\\'`;
}

/**
 * Rows whose search text contains every word. On SQLite, words of three characters or more are
 * looked up once in the trigram index: few matches are then read by id, many are tested row by row
 * against the match set (the list's own index serves the order and the counts). PostgreSQL's
 * trigram index serves the LIKE itself; shorter words are a LIKE on both.
 */
async function searchConditions(
  schema: ListSchema,
  req: ListRequest,
  search: string,
): Promise<Expression<SqlBool>[]> {
  const index = schema.search?.index;
  const words = search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  const indexed = req.dialect === 'sqlite' && index ? words.filter((w) => [...w].length >= 3) : [];
  const conditions = words.filter((w) => !indexed.includes(w)).map((w) => likeCondition(schema, w));
  if (indexed.length > 0) {
    const table = sql.table(index!);
    const phrase = indexed.map(ftsPhrase).join(' AND ');
    const { rows } = await sql<{
      id: number;
    }>`select rowid as id from ${table} where ${table} match ${phrase}`.execute(req.db);
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
  req: ListRequest,
  params: Pick<ListParams, 'search' | 'filters'>,
): Promise<Expression<SqlBool>[]> {
  const conditions = params.search && schema.search ? await searchConditions(schema, req, params.search) : [];
  if (params.filters.length > 0) {
    const ctx = schemaContext(req);
    for (const { def, value } of params.filters) conditions.push(def.where(value, ctx));
  }
  return conditions;
}

export function filteredQuery(
  schema: ListSchema,
  req: ListRequest,
  conditions: readonly Expression<SqlBool>[],
  state: StateChoiceDef | null,
) {
  let query = baseQuery(schema, req);
  for (const condition of conditions) query = query.where(condition);
  if (state?.where) query = query.where(state.where);
  return query;
}

/**
 * ORDER BY of a list sort: the column, then the id in the same direction so that paging is stable.
 * Empty values sort first ascending and last descending on both databases (SQLite's natural
 * order, so its indexes serve the sort).
 */
export function sortOrder(
  schema: ListSchema,
  sort: ListParams['sort'],
  req: Pick<ListRequest, 'dialect' | 'db' | 'project'>,
) {
  const column = schema.columns.find((c) => c.key === sort.key);
  if (!column) throw new Error(`list ${schema.path} has no column ${sort.key}`);
  const nulls =
    column.nullable && req.dialect === 'postgres'
      ? sort.direction === 'asc'
        ? ' nulls first'
        : ' nulls last'
      : '';
  const direction = sql.raw(sort.direction);
  const scope = scoped(req.db, req.project.id);
  const by = column.sortExpr
    ? resolveExpr(schema, scope, column.sortExpr)
    : columnExpr(schema, scope, column);
  return [sql`${by} ${direction}${sql.raw(nulls)}`, sql`${idRef(schema)} ${direction}`] as const;
}

function buildSelections(schema: ListSchema, scope: Owns) {
  return [
    idRef(schema).as('_id'),
    ...schema.columns.map((c) => columnExpr(schema, scope, c).as(c.key)),
    ...Object.entries(schema.rowFields).map(([key, expr]) => resolveExpr(schema, scope, expr).as(key)),
  ];
}

const selectionCache = new WeakMap<ListSchema, Map<number, ReturnType<typeof buildSelections>>>();

/**
 * The selected values of a page: the columns, the row fields and the id (built once per list and
 * project, since a related value's subquery holds the project's condition).
 */
export function selections(schema: ListSchema, req: Pick<ListRequest, 'db' | 'project'>) {
  let byProject = selectionCache.get(schema);
  if (!byProject) {
    byProject = new Map();
    selectionCache.set(schema, byProject);
  }
  let cached = byProject.get(req.project.id);
  if (!cached) {
    cached = buildSelections(schema, scoped(req.db, req.project.id));
    byProject.set(req.project.id, cached);
  }
  return cached;
}
