import type { ComponentType, ReactNode } from 'react';
import type { AppDataProvider, BulkActionParams, BulkActionReply } from '../../dataProvider';
import type { BulkOption, BulkResult, TableData, TableRow } from '../../schema/api/tableData';
import type { ListMeta } from '../../schema/listPaths';

/** A list row as the dataProvider hands it over: the table row plus react-admin's `id`. */
export type ListRow = TableRow & { id: number };

/** The dataProvider a list talks to: react-admin's methods plus bulkAction and saveListSettings. */
export type ListDataProvider = AppDataProvider;

export type { BulkActionParams };

/** What a bulk action answers: per-row results, or the name of the file it downloaded. */
export type BulkReply = BulkActionReply;

/** The table data of one list with its rows: the last full reply, updated by the lighter ones. */
export interface LoadedTable {
  /** the list it belongs to (listIdentity: resource and meta) */
  list: string;
  table: TableData;
  /**
   * the page's rows: not under react-admin's `data`, so that a record mutation on the resource
   * (an edit form's reply, shaped as the record and not as the row) is not merged into them; the
   * mutation's invalidation or refresh loads them again
   */
  rows: ListRow[];
  total: number;
  /** loaded alongside the app's start (prefetchTable), before the list asked */
  prefetched?: boolean;
}

export interface SchemaListProps {
  /** the registry resource whose records it lists ('objects', 'applications', 'buildings') */
  resource: string;
  /**
   * which of the resource's lists (`{ kind: 'plot' }`, `{ mailbox: 'inbox' }`); schema/listPaths
   * turns resource and meta into the API path. `sale` defaults to the project's type.
   */
  meta?: ListMeta;
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
  /** translation key of the text a table without rows shows; `admin_no_data_found` by default */
  emptyText?: string;
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
