import type { Expression, Kysely, RawBuilder, SqlBool } from 'kysely';
import type { Language } from '../../schema/api/common';
import type { ColumnFormat, FilterType, OptionItem, TextAlign } from '../../schema/api/tableData';
import type { PermissionSubject, RoutePermission } from '../../schema/permissions';
import type { Dialect } from '../core/db';
import type { MessageKey, Translator } from '../core/i18n/index';
import type { Scoped } from '../core/scope';
import type { Database, Project, User } from '../db/types';

/** Who asks, in which project and language: everything a list needs besides its parameters. */
export interface ListContext {
  db: Kysely<Database>;
  dialect: Dialect;
  project: Project;
  user: User;
  subject: PermissionSubject;
  t: Translator;
  lang: Language;
}

/** A trusted SQL fragment written in code (never built from request text). */
export type SqlExpr = RawBuilder<unknown>;

export interface ColumnDef {
  key: string;
  title: MessageKey;
  /** the value; defaults to the base table's column of the same key */
  expr?: SqlExpr;
  /** what the column sorts by, when not its value */
  sortExpr?: SqlExpr;
  format: ColumnFormat;
  orderable?: boolean;
  /** the column may hold NULL (sorted first ascending on both databases) */
  nullable?: boolean;
  textAlign?: TextAlign;
  fixed?: boolean;
  /** included in the Excel export (default true) */
  exportable?: boolean;
  /** a value -> label map for state-like columns */
  choices?: Readonly<Record<string, MessageKey>>;
}

export type ParsedFilterValue =
  | { type: 'toggle'; value: boolean }
  | { type: 'checkbox' | 'multiselect_remote'; value: string[] }
  | { type: 'radio'; value: string }
  | { type: 'slider'; value: [number, number] }
  | { type: 'date'; value: string };

export interface FilterDef {
  key: string;
  type: FilterType;
  label: MessageKey;
  /** shown in the main filter area rather than under "more filters" */
  main?: boolean;
  unit?: MessageKey;
  step?: number;
  /** slider bounds */
  min?: number;
  max?: number;
  /** additional filters are sent as additionalFilters (key, choices with selected) */
  additional?: boolean;
  choices?: (ctx: ListContext) => Promise<OptionItem[]> | OptionItem[];
  where(value: ParsedFilterValue, ctx: ListContext): Expression<SqlBool>;
}

export interface StateChoiceDef {
  value: string;
  label: MessageKey;
  /** rows of this state; null for "all" */
  where: Expression<SqlBool> | null;
}

export interface StateFilterDef {
  choices(ctx: ListContext): StateChoiceDef[];
  /** columns the counts are grouped by (covered by an index) */
  groupColumns: readonly string[];
  /** the state value a group of rows counts toward */
  classify(group: Readonly<Record<string, unknown>>): string;
  /**
   * The groups with their row count `n`, read from maintained counters instead of counting rows;
   * used when neither search nor filters narrow the list.
   */
  countedGroups?: (ctx: ListContext) => Promise<ReadonlyArray<Record<string, unknown>>>;
}

/** Why a row cannot take a bulk action, or null when it can. */
export type RowAvailability = (row: Readonly<Record<string, unknown>>) => MessageKey | null;

export interface BulkDef {
  value: string;
  label: MessageKey;
  permission: RoutePermission;
  /** may run without a selection */
  standalone?: boolean;
  available?: RowAvailability;
  /** changes the rows (in the bulk transaction); absent for exportExcel */
  run?: (scope: Scoped, ids: number[], ctx: ListContext) => Promise<void>;
}

export interface ListSchema {
  /** the list path after /api/v1/, e.g. objects/apartments */
  path: string;
  /** the project types this list exists in (all when absent); elsewhere it answers 404 */
  projectTypes?: readonly string[];
  /** key of the user's column order (POST /settings/{key}/list) */
  settingsKey: string;
  permission: RoutePermission;
  table: 'objects' | 'buildings';
  /** the value of `_type` in each row */
  rowType: string;
  /** restricts the base table to this list's rows (e.g. one object type) */
  baseWhere?: (ctx: ListContext) => Expression<SqlBool>;
  columns: readonly ColumnDef[];
  /** extra values each row carries for the client and availability rules (e.g. active) */
  rowFields: Readonly<Record<string, SqlExpr>>;
  /** builds `_progress_state` of a row from its fields */
  progressState: (row: Readonly<Record<string, unknown>>) => string;
  searchColumn: string;
  /** SQLite FTS5 trigram table over the search column (rowid = id), for words of 3 characters or more */
  searchIndex?: string;
  defaultSort: string;
  stateFilter: StateFilterDef;
  filters: readonly FilterDef[];
  bulk: readonly BulkDef[];
  legend?: ReadonlyArray<{ color: string; text: MessageKey }>;
  detailButtons?: readonly string[];
  /** sheet and file name of the Excel export */
  exportTitle: MessageKey;
}
