import { sql, type Expression, type SqlBool } from 'kysely';
import type {
  AdditionalFilter,
  FilterDefinition,
  TableColumn,
  TableData,
  TableDataOnly,
  TableRow,
} from '../../schema/api/tableData';
import { checkAccess, needs } from '../../schema/permissions';
import { badRequest } from '../core/errors';
import type { ListParams } from './params';
import { baseQuery, filteredQuery, idRef, listConditions, selections, sortOrder } from './query';
import { loadColumnOrder } from './settings';
import type { ColumnDef, ListContext, ListSchema, StateChoiceDef } from './types';

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

export function toTableRow(schema: ListSchema, ctx: ListContext, row: Row): TableRow {
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
  return out;
}

function resolveState(schema: ListSchema, ctx: ListContext, status: string | null): StateChoiceDef | null {
  if (status === null) return null;
  const choice = schema.stateFilter.choices(ctx).find((c) => c.value === status);
  if (!choice) throw badRequest('invalid_state_filter', { value: status.slice(0, 50) });
  return choice;
}

interface StateCounts {
  all: number;
  byState: ReadonlyMap<string, number>;
}

/** Rows per state under the current search and filters (the state filter itself aside). */
async function countStates(
  schema: ListSchema,
  ctx: ListContext,
  conditions: readonly Expression<SqlBool>[],
): Promise<StateCounts> {
  const def = schema.stateFilter;
  let groups: ReadonlyArray<Record<string, unknown>>;
  if (def.countedGroups && conditions.length === 0) {
    groups = await def.countedGroups(ctx);
  } else {
    const query = filteredQuery(schema, ctx, conditions, null);
    const columns = def.groupColumns.map((c) => sql.ref(`${schema.table}.${c}`));
    groups = (await query
      .select([...columns.map((ref, i) => ref.as(def.groupColumns[i]!)), sql<number>`count(*)`.as('n')])
      .groupBy(columns)
      .execute()) as Row[];
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
  ctx: ListContext,
  counts: StateCounts,
  status: string | null,
) {
  const choices = schema.stateFilter.choices(ctx);
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
  ctx: ListContext,
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
  ctx: ListContext,
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
    .select(selections(schema))
    .orderBy(order)
    .orderBy(tieBreak)
    .execute();
  return rows as Row[];
}

function headerColumn(column: ColumnDef, ctx: ListContext): TableColumn {
  const header: TableColumn = {
    key: column.key,
    title: ctx.t(column.title),
    icon: null,
    orderable: column.orderable ?? false,
    selectable: false,
    favoritable: false,
    fixed: column.fixed ?? false,
    textAlign:
      column.textAlign ?? (['money', 'number', 'rooms', 'area'].includes(column.format) ? 'right' : 'left'),
    format: column.format,
  };
  if (column.choices) {
    header.choices = Object.entries(column.choices).map(([value, label]) => ({
      value,
      displayName: ctx.t(label),
    }));
  }
  return header;
}

/** The columns in the user's saved order; columns the order does not name keep their place at the end. */
export function orderedColumns(schema: ListSchema, order: readonly string[] | null): ColumnDef[] {
  if (!order) return [...schema.columns];
  const byKey = new Map(schema.columns.map((c) => [c.key, c]));
  const named = order.map((k) => byKey.get(k)).filter((c): c is ColumnDef => c !== undefined);
  return [...named, ...schema.columns.filter((c) => !order.includes(c.key))];
}

async function filterDefinitions(schema: ListSchema, ctx: ListContext, params: ListParams) {
  const filters: FilterDefinition[] = [];
  const additionalFilters: AdditionalFilter[] = [];
  for (const def of schema.filters) {
    const selected = params.filters.find((f) => f.def.key === def.key)?.value.value ?? null;
    const choices = def.choices ? await def.choices(ctx) : [];
    if (def.additional) {
      const picked = Array.isArray(selected) ? selected.map(String) : [];
      additionalFilters.push({
        key: def.key,
        verbose_name: ctx.t(def.label),
        choices: choices.map((c) => ({
          value: c.value,
          displayName: c.displayName,
          selected: picked.includes(c.value),
        })),
      });
      continue;
    }
    filters.push({
      key: def.key,
      verbose_name: ctx.t(def.label),
      type: def.type,
      choices,
      selected,
      unit: def.unit ? ctx.t(def.unit) : null,
      step: def.step ?? null,
      min: def.min ?? null,
      max: def.max ?? null,
      mainFilters: def.main ?? false,
    });
  }
  return { filters, additionalFilters };
}

/** Answers GET /api/v1/{list path}: the table data of spec 1 section 3. */
export async function tableData(
  schema: ListSchema,
  ctx: ListContext,
  params: ListParams,
): Promise<TableData | TableDataOnly | Pick<TableData, 'body'>> {
  if (params.refreshItemId !== null) {
    const rows = await baseQuery(schema, ctx)
      .where(idRef(schema), '=', params.refreshItemId)
      .select(selections(schema))
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
  if (params.tableDataOnly)
    return stateFilters ? { body, pagination, sortKey, stateFilters } : { body, pagination, sortKey };

  const order = await loadColumnOrder(ctx, schema.settingsKey);
  const permitted = schema.bulk.filter((b) => checkAccess(ctx.subject, b.permission) === 'allow');
  const detailButtons = schema.detailButtons ?? ['detail'];
  const header = orderedColumns(schema, order).map((c) => headerColumn(c, ctx));
  header.push({
    key: 'detailColumn',
    title: ctx.t('col_detail'),
    icon: null,
    orderable: false,
    selectable: false,
    favoritable: false,
    fixed: true,
    textAlign: 'center',
    format: 'text',
    buttons: detailButtons.map((key) => ({ key, title: ctx.t('col_detail'), icon: 'visibility' })),
  });
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
    createNew: null,
    excelDownload: { enabled: permitted.some((b) => b.value === 'exportExcel') },
    legend: (schema.legend ?? []).map((l) => ({ color: l.color, text: ctx.t(l.text) })),
    stateFilters: stateFilters ?? { key: 'status', choices: [] },
    ...(await filterDefinitions(schema, ctx, params)),
    search: { enabled: true, value: params.search },
    sortKey,
  };
}
