import type { Expression, Kysely, RawBuilder, SqlBool } from 'kysely';
import type { Language } from '../../schema/api/common';
import type {
  ColumnFormat,
  FilterType,
  OptionItem,
  TableNotices,
  TextAlign,
} from '../../schema/api/tableData';
import type { ListParams } from './params';
import type { PermissionSubject, RoutePermission } from '../../schema/permissions';
import type { Dialect } from '../core/db';
import type { MessageKey, Translator } from '../core/i18n/index';
import type { Executor, Scoped } from '../core/scope';
import type { Database, Project, ProjectScopedTable, User } from '../db/types';
import type { SearchTextDef } from './searchText';

/**
 * Who asks, in which project and language: everything a list schema's code sees. It reaches the
 * database only through `scope`, which limits every query to the request's project.
 */
export interface ListContext {
  scope: Scoped;
  dialect: Dialect;
  project: Project;
  user: User;
  subject: PermissionSubject;
  t: Translator;
  lang: Language;
}

/** What the engine itself works with: the schema's context and the connection it runs on. */
export interface ListRequest extends Omit<ListContext, 'scope'> {
  db: Kysely<Database>;
}

/** Project-scoped tables a list can show: each row has an id (and search_text when searchable). */
export type ListTable = {
  [T in ProjectScopedTable]: Database[T] extends { id: unknown } ? T : never;
}[ProjectScopedTable];

/** A trusted SQL fragment written in code (never built from request text). */
export type SqlExpr = RawBuilder<unknown>;

/**
 * A value taken from another project-scoped table for each row (a building's title, a count of
 * objects). The engine writes the subquery and adds the project condition itself, so a schema
 * cannot forget it; a plain `expr` may not hold a subquery (checked when the list is registered).
 */
export interface RelatedExpr {
  kind: 'related';
  table: ListTable;
  /** the value, over the related table's row as `r` (e.g. sql`r.title`, sql`count(*)`) */
  select: SqlExpr;
  /** [related column, base column]: r.<first> = <list table>.<second> */
  match: readonly [string, string];
  /** further conditions over `r` */
  where?: SqlExpr;
  /** which related row's value when several match (the first in this order) */
  orderBy?: SqlExpr;
}

export type ColumnExpr = SqlExpr | RelatedExpr;

export interface ColumnDef {
  key: string;
  title: MessageKey;
  /** the value; defaults to the base table's column of the same key */
  expr?: ColumnExpr;
  /** what the column sorts by, when not its value */
  sortExpr?: ColumnExpr;
  format: ColumnFormat;
  orderable?: boolean;
  /** the column may hold NULL (sorted first ascending on both databases) */
  nullable?: boolean;
  textAlign?: TextAlign;
  fixed?: boolean;
  /** included in the Excel export (default true) */
  exportable?: boolean;
  /**
   * left out of the table until the user shows it (the column dialog), so that the default
   * columns fit a 1440 px screen; exported all the same
   */
  hidden?: boolean;
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
  /** the condition; a subquery is built from `ctx.scope` so that it keeps to the project */
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

/** What a bulk action leaves to do once its transaction has committed. */
export interface BulkRunOutcome {
  /** storage keys of files whose rows were removed; their bytes go after the commit */
  removedFiles?: readonly string[];
}

/** What a bulk action's change sees: the list context and the transaction it runs in. */
export interface BulkContext extends ListContext {
  /** the bulk transaction, for helpers that take one (audit, media); `scope` is bound to it */
  trx: Executor;
  /** the option the caller chose for the action (e.g. a deactivation reason), '' when none */
  option: string;
}

export interface BulkDef {
  value: string;
  label: MessageKey;
  permission: RoutePermission;
  /** may run without a selection */
  standalone?: boolean;
  /** the action needs an `option` in the request (e.g. a reason); without one it is a 400 with this key */
  requiresOption?: MessageKey;
  available?: RowAvailability;
  /** changes the rows (in the bulk transaction); absent for exportExcel */
  run?: (scope: Scoped, ids: number[], ctx: BulkContext) => Promise<void | BulkRunOutcome>;
}

export interface ListSchema {
  /** the list path after /api/v1/, e.g. objects/apartments */
  path: string;
  /** the project types this list exists in (all when absent); elsewhere it answers 404 */
  projectTypes?: readonly string[];
  /** key of the user's column order (POST /settings/{key}/list) */
  settingsKey: string;
  permission: RoutePermission;
  table: ListTable;
  /** the value of `_type` in each row */
  rowType: string;
  /** restricts the base table to this list's rows (e.g. one object type) */
  baseWhere?: (ctx: ListContext) => Expression<SqlBool>;
  columns: readonly ColumnDef[];
  /** extra values each row carries for the client and availability rules (e.g. active) */
  rowFields: Readonly<Record<string, ColumnExpr>>;
  /** further values of each table row, built from its fields (e.g. `_messenger`) */
  rowExtras?: (row: Readonly<Record<string, unknown>>, ctx: ListRequest) => Record<string, unknown>;
  /** builds `_progress_state` of a row from its fields */
  progressState: (row: Readonly<Record<string, unknown>>) => string;
  /**
   * How the list searches: the table's search text (kept by the engine on every write, see
   * searchText.ts) and, on SQLite, its FTS5 trigram table (rowid = id) for words of 3 characters
   * or more. A list without it has no search box.
   */
  search?: { text: SearchTextDef; index?: string };
  defaultSort: string;
  stateFilter: StateFilterDef;
  filters: readonly FilterDef[];
  bulk: readonly BulkDef[];
  legend?: ReadonlyArray<{ color: string; text: MessageKey }>;
  detailButtons?: readonly string[];
  /** sheet and file name of the Excel export */
  exportTitle: MessageKey;
  /** the create button: what the client creates, and the permission it takes */
  createNew?: { type: string; permission: RoutePermission };
  /** the optional notices of spec 1 section 3 for what the list shows now (e.g. one object's draws) */
  notices?: (ctx: ListRequest, filters: ListParams['filters']) => Promise<TableNotices>;
}
