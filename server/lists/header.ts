import type { AdditionalFilter, FilterDefinition, TableColumn, TableData } from '../../schema/api/tableData';
import { checkAccess } from '../../schema/permissions';
import type { ListParams } from './params';
import { schemaContext } from './query';
import type { ColumnDef, ListRequest, ListSchema } from './types';

/** What the table data says about a list besides its rows: columns, filters, the create button. */

export function headerColumn(column: ColumnDef, ctx: ListRequest): TableColumn {
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

/** A hidden column in a saved column order: its key after this mark. */
export const HIDDEN_MARK = '-';

/** A saved order's entry: the column's key, and whether the user hid it. */
export function savedEntry(entry: string): { key: string; hidden: boolean } {
  const hidden = entry.startsWith(HIDDEN_MARK);
  return { key: hidden ? entry.slice(HIDDEN_MARK.length) : entry, hidden };
}

/**
 * The columns in the user's saved order, each shown or hidden as saved; columns the order does not
 * name keep their place at the end, shown unless the list hides them by default. A fixed column
 * is always shown.
 */
export function columnLayout(
  schema: ListSchema,
  saved: readonly string[] | null,
): Array<{ column: ColumnDef; hidden: boolean }> {
  const entries = (saved ?? []).map(savedEntry);
  const hiddenByUser = new Map(entries.map((entry) => [entry.key, entry.hidden]));
  return orderedColumns(
    schema,
    entries.map((entry) => entry.key),
  ).map((column) => ({
    column,
    hidden: !column.fixed && (hiddenByUser.get(column.key) ?? column.hidden ?? false),
  }));
}

/** The columns in the user's saved order; columns the order does not name keep their place at the end. */
export function orderedColumns(schema: ListSchema, saved: readonly string[] | null): ColumnDef[] {
  if (!saved) return [...schema.columns];
  const order = saved.map((entry) => savedEntry(entry).key);
  const byKey = new Map(schema.columns.map((c) => [c.key, c]));
  const named = order.map((k) => byKey.get(k)).filter((c): c is ColumnDef => c !== undefined);
  return [...named, ...schema.columns.filter((c) => !order.includes(c.key))];
}

export async function filterDefinitions(schema: ListSchema, ctx: ListRequest, params: ListParams) {
  const filters: FilterDefinition[] = [];
  const additionalFilters: AdditionalFilter[] = [];
  const schemaCtx = schemaContext(ctx);
  for (const def of schema.filters) {
    const selected = params.filters.find((f) => f.def.key === def.key)?.value.value ?? null;
    const choices = def.choices ? await def.choices(schemaCtx) : [];
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

/** The create button: shown to those who may create what the list holds. */
export function createNew(schema: ListSchema, ctx: ListRequest): TableData['createNew'] {
  const create = schema.createNew;
  if (!create || checkAccess(ctx.subject, create.permission) !== 'allow') return null;
  return { enabled: true, type: create.type };
}

/** The column of the detail buttons, always last. */
export function detailColumn(schema: ListSchema, ctx: ListRequest): TableColumn {
  const detailButtons = schema.detailButtons ?? ['detail'];
  return {
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
  };
}
