import type { BulkOption } from '../../schema/api/tableData';
import type { ListRow } from './types';

/** The rows picked for a bulk action, by id, kept across pages of the same list. */
export type Selection = ReadonlyMap<number, ListRow>;

export const EMPTY_SELECTION: Selection = new Map();

/** The message key shown on rows that cannot be picked because the most rows are picked already. */
export const MAX_SELECTION_MESSAGE = 'admin_object_not_available';

/**
 * Why a row cannot be picked (a translation key or the server's text), or null when it can.
 * Picked rows can always be unpicked.
 */
export function selectBlocker(row: ListRow, selection: Selection, maxSelection?: number): string | null {
  if (selection.has(row.id)) return null;
  if (row._readonly?.value) return row._readonly.unavailable_tooltip || MAX_SELECTION_MESSAGE;
  if (maxSelection !== undefined && selection.size >= maxSelection) return MAX_SELECTION_MESSAGE;
  return null;
}

export function toggleRow(selection: Selection, row: ListRow, maxSelection?: number): Selection {
  const next = new Map(selection);
  if (next.has(row.id)) next.delete(row.id);
  else if (selectBlocker(row, selection, maxSelection) === null) next.set(row.id, row);
  return next;
}

/** The page's rows that may be picked, in page order. */
function pickable(rows: readonly ListRow[]): ListRow[] {
  return rows.filter((row) => !row._readonly?.value);
}

export function pageSelectionState(rows: readonly ListRow[], selection: Selection): 'none' | 'some' | 'all' {
  const candidates = pickable(rows);
  const picked = candidates.filter((row) => selection.has(row.id)).length;
  if (picked === 0) return 'none';
  return picked === candidates.length ? 'all' : 'some';
}

/**
 * Select-all on the page: unpicks the page when all of it is picked, otherwise picks its rows in
 * order until the most rows allowed are picked.
 */
export function toggleAllOnPage(
  selection: Selection,
  rows: readonly ListRow[],
  maxSelection?: number,
): Selection {
  const next = new Map(selection);
  if (pageSelectionState(rows, selection) === 'all') {
    for (const row of rows) next.delete(row.id);
    return next;
  }
  for (const row of pickable(rows)) {
    if (maxSelection !== undefined && next.size >= maxSelection) break;
    next.set(row.id, row);
  }
  return next;
}

export interface BulkPlan {
  /** the ids sent */
  targets: number[];
  /** picked rows the option cannot take, with the server's reason */
  excluded: Array<{ row: ListRow; reason: string }>;
  /** whether the option may run now */
  runnable: boolean;
}

/** Which picked rows a bulk option is sent for; rows it names in `_disabled_bulk_options` stay out. */
export function bulkPlan(option: BulkOption | undefined, selection: Selection): BulkPlan {
  if (!option) return { targets: [], excluded: [], runnable: false };
  const targets: number[] = [];
  const excluded: BulkPlan['excluded'] = [];
  for (const row of selection.values()) {
    const reason = row._disabled_bulk_options?.[option.value];
    if (reason) excluded.push({ row, reason });
    else targets.push(row.id);
  }
  return { targets, excluded, runnable: option.standalone || targets.length > 0 };
}
