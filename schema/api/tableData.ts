/** The table data every list call returns (spec 1 section 3). */

export type ColumnFormat =
  | 'text'
  | 'number'
  | 'money'
  | 'date'
  /** a moment (ISO time), shown as DD.MM.YYYY HH:MM in Swiss time */
  | 'datetime'
  | 'state'
  | 'boolean'
  | 'rooms'
  | 'area';
export type TextAlign = 'left' | 'center' | 'right';
export type FilterType = 'toggle' | 'checkbox' | 'radio' | 'slider' | 'date' | 'multiselect_remote';

export interface OptionItem {
  value: string;
  displayName: string;
  disabled?: boolean;
  tooltip?: string;
  readonly?: { value: boolean; unavailable_tooltip: string };
}

export interface TableColumn {
  key: string;
  title: string;
  icon: string | null;
  orderable: boolean;
  selectable: boolean;
  favoritable: boolean;
  fixed: boolean;
  textAlign: TextAlign;
  format: ColumnFormat;
  choices?: OptionItem[];
  buttons?: Array<{ key: string; title: string; icon: string }>;
  /** not shown in the table (the list's default, or the user's choice); the column dialog shows it again */
  hidden?: boolean;
}

export interface TableRow {
  _id: number;
  _type: string;
  _language: string;
  _progress_state: string;
  _readonly: { value: boolean; unavailable_tooltip: string };
  /** bulk options this row cannot take, with the reason */
  _disabled_bulk_options: Record<string, string>;
  _disabled_bulk_extra_options: Record<string, string>;
  _detail_column: { disabled_buttons: string[] };
  [column: string]: unknown;
}

export interface Pagination {
  currentPage: number;
  rowsPerPage: number;
  totalItems: number;
  enabled: boolean;
}

export interface BulkOption {
  value: string;
  displayName: string;
  /** may run without a selection */
  standalone: boolean;
  /** downloads a file instead of changing rows */
  download: boolean;
}

export interface StateFilterChoice {
  value: string;
  displayName: string;
  totalNum: number;
  active: boolean;
}

export interface FilterDefinition {
  key: string;
  verbose_name: string;
  type: FilterType;
  choices: OptionItem[];
  selected: unknown;
  unit: string | null;
  step: number | null;
  min: number | null;
  max: number | null;
  mainFilters: boolean;
}

export interface AdditionalFilter {
  key: string;
  verbose_name: string;
  choices: Array<{ value: string; displayName: string; selected: boolean }>;
}

export interface TableData extends TableNotices {
  header: TableColumn[];
  body: TableRow[];
  pagination: Pagination;
  bulkOptions: BulkOption[];
  bulkExtraOptions: BulkOption[];
  settings: { key: string; columnOrder: string[]; canReorder: boolean };
  /**
   * The list's create button, or null when the caller may not create: `type` names what is
   * created (an object type such as `apartments`, or `buildings`); the client opens its create
   * screen for it (e.g. /objects/create?type=apartments).
   */
  createNew: null | { enabled: boolean; type: string };
  excelDownload: { enabled: boolean };
  legend: Array<{ color: string; text: string }>;
  stateFilters: { key: string; choices: StateFilterChoice[] };
  filters: FilterDefinition[];
  additionalFilters: AdditionalFilter[];
  search: { enabled: boolean; value: string };
  sortKey: string;
}

/**
 * The optional notices of a list (spec 1 section 3), shown above its rows. The applications of
 * one object: its latest draw for a viewing (`randomPeopleViewing`: when, and how many of its
 * viewings are coming) and what the latest draws did, each as a sentence.
 */
export interface TableNotices {
  randomPeopleViewing?: { date: string; appointments: number };
  randomApplicantsViewingMessages?: string[];
}

/** What tableDataOnly=true returns: the rows and paging (and the state counts when asked for). */
export type TableDataOnly = Pick<TableData, 'body' | 'pagination' | 'sortKey'> &
  Partial<Pick<TableData, 'stateFilters'>> &
  TableNotices;

export interface BulkRowResult {
  id: number;
  status: 'done' | 'skipped' | 'not_found';
  message: string;
}

export interface BulkResult {
  bulkAction: string;
  done: number;
  skipped: number;
  results: BulkRowResult[];
  notify: Array<{ type: 'success' | 'warning'; title: string; text: string }>;
}
