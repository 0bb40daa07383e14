import { LANGUAGES } from '../../../schema/api/common';
import type { ObjectFieldGroup } from '../../../schema/objects';
import { translate, type Translator } from '../../core/i18n/index';
import type { BuildingRef } from '../../db/types';
import {
  isEmptyCell,
  plainTextToHtml,
  readAreas,
  readBoolean,
  readChoice,
  readChoices,
  readDate,
  readNumber,
  readText,
  type CellError,
  type ChoiceLookup,
  type RawCell,
  type Read,
} from './cells';
import { choiceIndex, normalise, type CellKind, type ImportColumn } from './columns';
import type { MappedColumn } from './header';
import type { SheetRow } from './sheet';

export interface BuildingIndex {
  byRef: ReadonlyMap<string, BuildingRef>;
  byTitle: ReadonlyMap<string, BuildingRef[]>;
}

export function buildingIndex(buildings: readonly BuildingRef[]): BuildingIndex {
  const byRef = new Map<string, BuildingRef>();
  const byTitle = new Map<string, BuildingRef[]>();
  for (const building of buildings) {
    if (building.ref_number.trim() !== '') byRef.set(normalise(building.ref_number), building);
    const title = normalise(building.title);
    byTitle.set(title, [...(byTitle.get(title) ?? []), building]);
  }
  return { byRef, byTitle };
}

function readBuilding(raw: RawCell, buildings: BuildingIndex): Read<BuildingRef | null> {
  if (isEmptyCell(raw)) return { ok: true, value: null };
  const value = readText(raw);
  const key = normalise(value);
  const byRef = buildings.byRef.get(key);
  if (byRef) return { ok: true, value: byRef };
  const byTitle = buildings.byTitle.get(key) ?? [];
  if (byTitle.length === 1) return { ok: true, value: byTitle[0]! };
  const error: CellError = {
    key: byTitle.length > 1 ? 'import_building_ambiguous' : 'import_building_not_found',
    params: { value },
  };
  return { ok: false, error };
}

/** The lookups of the choice columns, with their labels in the request's language for messages. */
export function choiceLookups(columns: readonly ImportColumn[], t: Translator): Map<string, ChoiceLookup> {
  const lookups = new Map<string, ChoiceLookup>();
  for (const column of columns) {
    if (!column.choices) continue;
    const { codes, label } = column.choices;
    lookups.set(column.field, {
      index: choiceIndex(column.choices),
      allowed: codes.map((code) => t(label(code))).join(', '),
    });
  }
  return lookups;
}

let exampleRefs: Set<string> | null = null;

/** Whether a ref number is the template's example row (in any language). */
export function isExampleRef(refNumber: string): boolean {
  exampleRefs ??= new Set(LANGUAGES.map((lang) => normalise(translate(lang, 'import_example_ref'))));
  return exampleRefs.has(normalise(refNumber));
}

export interface RowReadContext {
  mapped: readonly MappedColumn[];
  lookups: ReadonlyMap<string, ChoiceLookup>;
  buildings: BuildingIndex;
}

/** One row's cells read into the groups of the object input, and the cells that could not be read. */
export interface ReadRow {
  values: Partial<Record<ObjectFieldGroup, Record<string, unknown>>>;
  /** by "group.field" */
  errors: Map<string, CellError>;
  building: BuildingRef | null;
}

type Reader = (raw: RawCell, column: ImportColumn, ctx: RowReadContext) => Read<unknown>;

const lookupOf = (column: ImportColumn, ctx: RowReadContext) => ctx.lookups.get(column.field)!;

const READERS: Record<CellKind, Reader> = {
  text: (raw) => ({ ok: true, value: readText(raw) }),
  number: (raw) => readNumber(raw),
  choice: (raw, column, ctx) => readChoice(raw, lookupOf(column, ctx)),
  tags: (raw, column, ctx) => readChoices(raw, lookupOf(column, ctx)),
  areas: (raw, column, ctx) => readAreas(raw, lookupOf(column, ctx)),
  building: (raw, _column, ctx) => readBuilding(raw, ctx.buildings),
  boolean: (raw) => readBoolean(raw),
  date: (raw) => readDate(raw),
  html: (raw) => ({ ok: true, value: plainTextToHtml(readText(raw, true)) }),
};

/** Whether a row holds nothing in the columns the import reads. */
export function isEmptyRow(row: SheetRow, mapped: readonly MappedColumn[]): boolean {
  return mapped.every((m) => isEmptyCell(row.cells[m.index] ?? null) && formulaAt(row, m.index) === null);
}

/** The formula without a result kept in the file at a column of the row, if there is one. */
function formulaAt(row: SheetRow, index: number): string | null {
  return row.formulas?.find((f) => f.index === index)?.formula ?? null;
}

/** Reads a row's cells; a building named in the row fills the address fields left empty. */
export function readRow(row: SheetRow, ctx: RowReadContext, groups: readonly ObjectFieldGroup[]): ReadRow {
  const values: ReadRow['values'] = Object.fromEntries(groups.map((group) => [group, {}]));
  const errors = new Map<string, CellError>();
  let building: BuildingRef | null = null;
  for (const { index, column } of ctx.mapped) {
    const formula = formulaAt(row, index);
    const read: Read<unknown> =
      formula === null
        ? READERS[column.kind](row.cells[index] ?? null, column, ctx)
        : { ok: false, error: { key: 'import_cell_formula_no_result', params: { value: formula } } };
    const group = values[column.group]!;
    if (!read.ok) {
      errors.set(`${column.group}.${column.field}`, read.error);
      group[column.field] = null;
    } else if (column.kind === 'building') {
      building = read.value as BuildingRef | null;
      group[column.field] = building?.id ?? null;
    } else {
      group[column.field] = read.value;
    }
  }
  const address = values.address;
  if (building && address) {
    const blank = (field: string) => address[field] === undefined || address[field] === '';
    if (blank('street')) {
      address.street = building.street;
      if (blank('houseNumber')) address.houseNumber = building.house_number;
    }
    if (blank('postalCode')) address.postalCode = building.postal_code;
    if (blank('city')) address.city = building.city;
  }
  return { values, errors, building };
}
