import type { ComponentType, ReactNode } from 'react';
import type { AppDataProvider, BulkActionParams, BulkActionReply } from '../../dataProvider';
import type { BulkOption, BulkResult, TableData, TableRow } from '../../schema/api/tableData';

/** A list row as the dataProvider hands it over: the table row plus react-admin's `id`. */
export type ListRow = TableRow & { id: number };

/** The dataProvider a list talks to: react-admin's methods plus bulkAction and saveListSettings. */
export type ListDataProvider = AppDataProvider;

export type { BulkActionParams };

/** What a bulk action answers: per-row results, or the name of the file it downloaded. */
export type BulkReply = BulkActionReply;

/** The table data of one list with its rows: the last full reply, updated by the lighter ones. */
export interface LoadedTable {
  resource: string;
  table: TableData;
  /** the page's rows (react-admin's getList shape: mutations update them in place) */
  data: ListRow[];
  total: number;
  /** loaded alongside the app's start (prefetchTable), before the list asked */
  prefetched?: boolean;
}

export interface SchemaListProps {
  /** the list path, e.g. 'objects/apartments', 'sales/objects/plot', 'buildings' */
  resource: string;
  /** the column-order key; defaults to the one the server names in `settings.key` */
  settingsKey?: string;
  /** translation key or text of the heading */
  title?: string;
  /** opens a row's detail; without it the list shows no detail column */
  onDetail?: (row: ListRow) => void;
  /** most rows that may be selected at once */
  maxSelection?: number;
  /** hides the filter widget's clear-filters button (screens that keep their filters) */
  hideClearFilters?: boolean;
  /** buttons of the list's toolbar (create, import ...), inside the list's react-admin contexts */
  actions?: ReactNode;
  /** shown below the table, inside the list's react-admin contexts */
  children?: ReactNode;
  /** column key -> how this list draws that column's cells (stars that set a rating, a name that opens the row) */
  cells?: Readonly<Record<string, CellOverride>>;
  /** bulk option value -> a dialog asking what the action needs (a reason) before it runs */
  bulkPrompts?: Readonly<Record<string, ComponentType<BulkPromptProps>>>;
}

/** A list's own drawing of one column's cell. */
export type CellOverride = (row: ListRow) => ReactNode;

/** What a bulk prompt is given: the option, how many rows it runs on, and how to go on or stop. */
export interface BulkPromptProps {
  option: BulkOption;
  count: number;
  /** the ids the action runs on (the picked rows the option does not exclude) */
  ids?: number[];
  /** those rows, as the list loaded them (e.g. their `_language`) */
  rows?: ListRow[];
  /** runs the action with these further fields (e.g. `{ option: reason }`) */
  onConfirm: (extra: Record<string, unknown>) => void;
  onClose: () => void;
  /** a prompt that did the work itself (a mail dialog): clear the selection, reload the list */
  onDone?: () => void;
}

export function isBulkResult(reply: BulkReply): reply is BulkResult {
  return 'results' in reply;
}
