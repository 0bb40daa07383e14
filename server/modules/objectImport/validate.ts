import type { ImportRowError } from '../../../schema/api/objects';
import {
  objectInputSchema,
  type ObjectFieldGroup,
  type ObjectInput,
  type ObjectType,
} from '../../../schema/objects';
import { formatNumber } from '../../../schema/money';
import { readRuleMessage } from '../../../schema/rules';
import type { MessageParams, Translator } from '../../core/i18n/index';
import { de as importTexts, type ObjectImportKey } from '../../core/i18n/parts/objectImport';
import { scoped, type Executor } from '../../core/scope';
import type { BuildingRef } from '../../db/types';
import { readText, type CellError } from './cells';
import { importColumns, normalise, type ImportColumn } from './columns';
import { readLayout, type MappedColumn } from './header';
import { buildingIndex, choiceLookups, isEmptyRow, isExampleRef, readRow } from './rows';
import { IMPORT_MAX_ROWS, SheetError, type SheetRow } from './sheet';

export { IMPORT_MAX_ROWS };

export interface ImportContext {
  type: ObjectType;
  sale: boolean;
  projectId: number;
  t: Translator;
}

/** One data row of a sheet: what it would create, or why it cannot. */
export interface CheckedRow {
  row: number;
  title: string;
  refNumber: string;
  /** the object's fields when the row is valid */
  input: ObjectInput | null;
  errors: ImportRowError[];
}

export interface SheetCheck {
  /** the headers of the columns read, as written in the sheet */
  columns: string[];
  /** columns that are not read (unknown, or not of this kind) */
  notices: ImportRowError[];
  /** the header of the ref number column (the template's title when the sheet has none) */
  refColumn: string;
  rows: CheckedRow[];
}

/** A number of a message as Swiss people write it (100'000'000); years stay as they are. */
const shownParam = (value: string | number) =>
  typeof value === 'number' && Math.abs(value) >= 10_000 ? formatNumber(value) : value;

const formatParams = (params: Readonly<Record<string, string | number>>): MessageParams =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, shownParam(value)]));

const isImportKey = (key: string): key is ObjectImportKey => Object.hasOwn(importTexts, key);

/** The message of a rule (`number_too_small|{"min":1}`) in the request's language. */
export function ruleText(t: Translator, message: string): string {
  const { key, params } = readRuleMessage(message);
  const ruleKey = `import_rule_${key}`;
  return isImportKey(ruleKey) ? t(ruleKey, formatParams(params)) : t('import_rule_invalid');
}

const cellText = (t: Translator, error: CellError) => t(error.key, formatParams(error.params));

/** Errors of a row in the order of the sheet's columns; fields the sheet lacks after them, in the template's order. */
function columnOrder(columns: readonly ImportColumn[], mapped: readonly MappedColumn[]): Map<string, number> {
  const order = new Map(
    columns.map((column, position) => [`${column.group}.${column.field}`, 100_000 + position]),
  );
  for (const m of mapped) order.set(`${m.column.group}.${m.column.field}`, m.index);
  return order;
}

/**
 * Reads and validates every row of a sheet with the wizard's rules (objectInputSchema) plus:
 * a ref number used once in the sheet, buildings of the project. Needs no database: the
 * project's buildings are given; existing ref numbers are checked by `checkRefsInProject`.
 */
export function checkRows(
  ctx: ImportContext,
  rows: readonly SheetRow[],
  buildings: readonly BuildingRef[],
): SheetCheck {
  const columns = importColumns(ctx.type, ctx.sale);
  const layout = readLayout(rows, columns, ctx.t, ctx.t(`type_${ctx.type}`));
  const headerOf = new Map(layout.mapped.map((m) => [`${m.column.group}.${m.column.field}`, m.header]));
  const columnTitle = (key: string) => {
    const column = columns.find((c) => `${c.group}.${c.field}` === key);
    return headerOf.get(key) ?? (column ? ctx.t(column.title) : '');
  };
  const order = columnOrder(columns, layout.mapped);
  const refColumn = layout.mapped.find((m) => m.column.field === 'refNumber');
  const titleColumn = layout.mapped.find((m) => m.column.field === 'title');
  const dataRows = layout.dataRows.filter(
    (row) =>
      !isEmptyRow(row, layout.mapped) &&
      !(refColumn && isExampleRef(readText(row.cells[refColumn.index] ?? null))),
  );
  if (dataRows.length === 0) throw new SheetError('import_no_rows');
  if (dataRows.length > IMPORT_MAX_ROWS) {
    throw new SheetError('import_too_many_rows', { count: dataRows.length, max: IMPORT_MAX_ROWS });
  }

  const schema = objectInputSchema(ctx.type, ctx.sale);
  const groups = [...new Set(columns.map((c) => c.group))] as ObjectFieldGroup[];
  const readContext = {
    mapped: layout.mapped,
    lookups: choiceLookups(columns, ctx.t),
    buildings: buildingIndex(buildings),
  };
  const checked = dataRows.map((row): CheckedRow => {
    const read = readRow(row, readContext, groups);
    const found = new Map<string, string>();
    for (const [key, error] of read.errors) found.set(key, cellText(ctx.t, error));
    const result = schema.safeParse(read.values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = issue.path.slice(0, 2).join('.');
        if (!found.has(key)) found.set(key, ruleText(ctx.t, issue.message));
      }
    }
    const errors = [...found]
      .sort(([a], [b]) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity))
      .map(([key, message]) => ({ row: row.number, column: columnTitle(key), message }));
    const text = (index: number | undefined) =>
      index === undefined ? '' : readText(row.cells[index] ?? null);
    return {
      row: row.number,
      title: text(titleColumn?.index),
      refNumber: text(refColumn?.index),
      input: result.success && errors.length === 0 ? (result.data as ObjectInput) : null,
      errors,
    };
  });
  const refHeader = columnTitle('basics.refNumber');
  refuseSheetDuplicates(checked, refHeader, ctx.t);
  return {
    columns: layout.mapped.map((m) => m.header),
    notices: layout.notices,
    refColumn: refHeader,
    rows: checked,
  };
}

function refuse(row: CheckedRow, column: string, message: string): void {
  row.input = null;
  row.errors.push({ row: row.row, column, message });
}

/** A ref number written on more than one row refuses all of them: which one is meant is unclear. */
function refuseSheetDuplicates(rows: CheckedRow[], column: string, t: Translator): void {
  const byRef = new Map<string, CheckedRow[]>();
  for (const row of rows) {
    const ref = normalise(row.refNumber);
    if (ref !== '') byRef.set(ref, [...(byRef.get(ref) ?? []), row]);
  }
  for (const same of byRef.values()) {
    if (same.length < 2) continue;
    const numbers = same.map((r) => r.row).join(', ');
    for (const row of same)
      refuse(row, column, t('import_ref_twice', { value: row.refNumber, rows: numbers }));
  }
}

/**
 * The ref numbers (normalised: case and spacing aside) the project's objects carry. All of them:
 * an import is rare, the index on (project, type, ref number) serves the read, and comparing in
 * one place keeps "Zü-1" and "ZÜ-1" the same on both databases.
 */
export async function refsInProject(db: Executor, projectId: number): Promise<Set<string>> {
  const rows = await scoped(db, projectId).selectFrom('objects').select('ref_number').execute();
  return new Set(rows.map((row) => normalise(row.ref_number)));
}

/** Refuses the rows whose ref number an object of the project already has. */
export async function checkRefsInProject(db: Executor, ctx: ImportContext, check: SheetCheck): Promise<void> {
  const taken = await refsInProject(db, ctx.projectId);
  for (const row of check.rows) {
    if (row.refNumber.trim() !== '' && taken.has(normalise(row.refNumber))) {
      refuse(row, check.refColumn, ctx.t('import_ref_exists', { value: row.refNumber }));
    }
  }
}

/** The project's buildings, for rows that name theirs. */
export function projectBuildings(db: Executor, projectId: number): Promise<BuildingRef[]> {
  return scoped(db, projectId)
    .selectFrom('buildings')
    .select(['id', 'title', 'ref_number', 'street', 'house_number', 'postal_code', 'city'])
    .orderBy('id')
    .execute();
}

/** Validates a sheet's rows against the rules and the project (buildings, ref numbers in use). */
export async function validateSheet(
  db: Executor,
  ctx: ImportContext,
  rows: readonly SheetRow[],
): Promise<SheetCheck> {
  const check = checkRows(ctx, rows, await projectBuildings(db, ctx.projectId));
  await checkRefsInProject(db, ctx, check);
  return check;
}
