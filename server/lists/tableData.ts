import { sql, type Expression, type SqlBool } from 'kysely';
import type { TableData, TableDataOnly, TableRow } from '../../schema/api/tableData';
import { checkAccess, needs } from '../../schema/permissions';
import { badRequest } from '../core/errors';
import type { ListParams } from './params';
import { columnLayout, createNew, detailColumn, filterDefinitions, headerColumn } from './header';
import {
  baseQuery,
  filteredQuery,
  idRef,
  listConditions,
  schemaContext,
  selections,
  sortOrder,
} from './query';
import { loadColumnOrder } from './settings';
import type { ColumnDef, ListRequest, ListSchema, StateChoiceDef } from './types';

type Row = Record<string, unknown>;

function cellValue(column: ColumnDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (column.format) {
    case 'money':
      return Number(value) / 100;
    case 'boolean':
      return Number(value) === 1;
    case 'number':
    case 'rooms':
    case 'area':
      return Number(value);
    default:
      return value;
  }
}

export function toTableRow(schema: ListSchema, ctx: ListRequest, row: Row): TableRow {
  const disabled: Record<string, string> = {};
  for (const option of schema.bulk) {
    const reason = option.available?.(row);
    if (reason) disabled[option.value] = ctx.t(reason);
  }
  // Built in one pass: spreading an object of computed keys costs more than the whole query.
  const out: TableRow = {
    _id: Number(row._id),
    _type: schema.rowType,
    _language: ctx.project.language,
    _progress_state: schema.progressState(row),
    _readonly: { value: false, unavailable_tooltip: '' },
    _disabled_bulk_options: disabled,
    _disabled_bulk_extra_options: {},
    _detail_column: { disabled_buttons: [] },
  };
  for (const column of schema.columns) out[column.key] = cellValue(column, row[column.key]);
  if (schema.rowExtras) Object.assign(out, schema.rowExtras(row, ctx));
  return out;
}

export function resolveState(
  schema: ListSchema,
  ctx: ListRequest,
  status: string | null,
): StateChoiceDef | null {
  if (status === null) return null;
  const choice = schema.stateFilter.choices(schemaContext(ctx)).find((c) => c.value === status);
  if (!choice) throw badRequest('invalid_state_filter', { value: status.slice(0, 50) });
  return choice;
}

export interface StateCounts {
  all: number;
  byState: ReadonlyMap<string, number>;
}

/** Rows per state under the current search and filters (the state filter itself aside). */
export async function countStates(
  schema: ListSchema,
  ctx: ListRequest,
  conditions: readonly Expression<SqlBool>[],
): Promise<StateCounts> {
  const def = schema.stateFilter;
  let groups: ReadonlyArray<Record<string, unknown>>;
  if (def.countedGroups && conditions.length === 0) {
    groups = await def.countedGroups(schemaContext(ctx));
  } else {
    const query = filteredQuery(schema, ctx, conditions, null);
    const columns = def.groupColumns.map((c) => sql.ref(`${schema.table}.${c}`));
    const counted = query.select([
      ...columns.map((ref, i) => ref.as(def.groupColumns[i]!)),
      sql<number>`count(*)`.as('n'),
    ]);
    // a list without states counts its rows as one group
    groups = (await (columns.length > 0 ? counted.groupBy(columns) : counted).execute()) as Row[];
  }
  const byState = new Map<string, number>();
  let all = 0;
  for (const group of groups) {
    const n = Number(group.n);
    all += n;
    const value = def.classify(group);
    byState.set(value, (byState.get(value) ?? 0) + n);
  }
  return { all, byState };
}

function stateFilterChoices(
  schema: ListSchema,
  ctx: ListRequest,
  counts: StateCounts,
  status: string | null,
) {
  const choices = schema.stateFilter.choices(schemaContext(ctx));
  const active = status ?? choices[0]?.value;
  return {
    key: 'status',
    choices: choices.map((c) => ({
      value: c.value,
      displayName: ctx.t(c.label),
      totalNum: c.where === null ? counts.all : (counts.byState.get(c.value) ?? 0),
      active: active === c.value,
    })),
  };
}

async function countRows(
  schema: ListSchema,
  ctx: ListRequest,
  conditions: readonly Expression<SqlBool>[],
  state: StateChoiceDef | null,
) {
  const row = await filteredQuery(schema, ctx, conditions, state)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function pageRows(
  schema: ListSchema,
  ctx: ListRequest,
  params: ListParams,
  conditions: readonly Expression<SqlBool>[],
  state: StateChoiceDef | null,
) {
  const [order, tieBreak] = sortOrder(schema, params.sort, ctx);
  // The page's ids first (the sort index alone), then the columns of just those rows, so a deep
  // page does not compute every column of the rows it skips.
  const pageIds = filteredQuery(schema, ctx, conditions, state)
    .select(idRef(schema).as('id'))
    .orderBy(order)
    .orderBy(tieBreak)
    .limit(params.rowsPerPage)
    .offset((params.page - 1) * params.rowsPerPage);
  const rows = await baseQuery(schema, ctx)
    .where(sql<SqlBool>`${idRef(schema)} in (${pageIds})`)
    .select(selections(schema, ctx))
    .orderBy(order)
    .orderBy(tieBreak)
    .execute();
  return rows as Row[];
}

/** Answers GET /api/v1/{list path}: the table data of spec 1 section 3. */
export async function tableData(
  schema: ListSchema,
  ctx: ListRequest,
  params: ListParams,
): Promise<TableData | TableDataOnly | Pick<TableData, 'body'>> {
  if (params.refreshItemId !== null) {
    const rows = await baseQuery(schema, ctx)
      .where(idRef(schema), '=', params.refreshItemId)
      .select(selections(schema, ctx))
      .execute();
    return { body: (rows as Row[]).map((r) => toTableRow(schema, ctx, r)) };
  }
  const state = resolveState(schema, ctx, params.status);
  const conditions = await listConditions(schema, ctx, params);
  // The state counts hold the total too (the rows of the chosen state), so no separate count is
  // run; maintained counters make them nearly free when nothing narrows the list.
  const countersServe = schema.stateFilter.countedGroups !== undefined && conditions.length === 0;
  const wantCounts = !params.tableDataOnly || params.refreshStateFilters || countersServe;
  const [rows, counts] = await Promise.all([
    pageRows(schema, ctx, params, conditions, state),
    wantCounts ? countStates(schema, ctx, conditions) : Promise.resolve(null),
  ]);
  const totalItems = counts
    ? state?.where
      ? (counts.byState.get(state.value) ?? 0)
      : counts.all
    : await countRows(schema, ctx, conditions, state);
  const stateFilters =
    counts && (!params.tableDataOnly || params.refreshStateFilters)
      ? stateFilterChoices(schema, ctx, counts, params.status)
      : undefined;
  const sortKey = `${params.sort.direction === 'desc' ? '-' : ''}${params.sort.key}`;
  const pagination = { currentPage: params.page, rowsPerPage: params.rowsPerPage, totalItems, enabled: true };
  const body = rows.map((r) => toTableRow(schema, ctx, r));
  // the notices follow the filters, so the lighter reply carries them too
  const notices = schema.notices ? await schema.notices(ctx, params.filters) : {};
  if (params.tableDataOnly)
    return stateFilters
      ? { body, pagination, sortKey, stateFilters, ...notices }
      : { body, pagination, sortKey, ...notices };

  const order = await loadColumnOrder(ctx, schema.settingsKey);
  const permitted = schema.bulk.filter((b) => checkAccess(ctx.subject, b.permission) === 'allow');
  const header = columnLayout(schema, order).map(({ column, hidden }) =>
    hidden ? { ...headerColumn(column, ctx), hidden: true } : headerColumn(column, ctx),
  );
  header.push(detailColumn(schema, ctx));
  return {
    header,
    body,
    pagination,
    bulkOptions: permitted
      .filter((b) => b.value !== 'exportExcel')
      .map((b) => ({
        value: b.value,
        displayName: ctx.t(b.label),
        standalone: b.standalone ?? false,
        download: false,
      })),
    bulkExtraOptions: [],
    settings: {
      key: schema.settingsKey,
      columnOrder: header.filter((h) => h.key !== 'detailColumn').map((h) => h.key),
      canReorder: checkAccess(ctx.subject, needs('shared_view_settings')) === 'allow',
    },
    createNew: createNew(schema, ctx),
    excelDownload: { enabled: permitted.some((b) => b.value === 'exportExcel') },
    legend: (schema.legend ?? []).map((l) => ({ color: l.color, text: ctx.t(l.text) })),
    stateFilters: stateFilters ?? { key: 'status', choices: [] },
    ...(await filterDefinitions(schema, ctx, params)),
    search: { enabled: schema.search !== undefined, value: params.search },
    sortKey,
    ...notices,
  };
}
