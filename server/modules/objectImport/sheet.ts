import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { MessageParams } from '../../core/i18n/index';
import type { ObjectImportKey } from '../../core/i18n/parts/objectImport';
import type { RawCell } from './cells';
import { decodeCsv, parseCsv } from './csv';
import { streamableXlsx, ZipError } from './xlsxZip';

/** The two kinds of sheet the import reads, by file extension. */
export const SHEET_TYPES = ['xlsx', 'csv'] as const;
export type SheetType = (typeof SHEET_TYPES)[number];

export function isSheetType(ext: string): ext is SheetType {
  return (SHEET_TYPES as readonly string[]).includes(ext);
}

/** Rows a sheet may hold (besides its header); a larger one is refused as a whole. */
export const IMPORT_MAX_ROWS = 2000;

/**
 * Rows with content read at most: the limit plus room for a title above the header, the header,
 * the template's example row and notes in columns the import does not read. A sheet with more is
 * refused without reading the rest of it.
 */
export const SHEET_READ_ROWS = IMPORT_MAX_ROWS + 100;

/** What an .xlsx may unpack to (the parts the import reads): more is refused before parsing. */
export const XLSX_MAX_UNPACKED_MB = 50;

/** A formula of an .xlsx cell whose result the file does not keep (written by a program, never calculated). */
export interface UnresolvedFormula {
  /** 0-based column */
  index: number;
  formula: string;
}

/** One row of a sheet with its number as the spreadsheet shows it (the first row is 1). */
export interface SheetRow {
  number: number;
  cells: RawCell[];
  /** cells holding a formula without a result (read as empty), when there are any */
  formulas?: UnresolvedFormula[];
}

/** A sheet that cannot be imported at all, with a message a person understands (400). */
export class SheetError extends Error {
  constructor(
    readonly key: ObjectImportKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
  }
}

type Value = ExcelJS.CellValue;

const has = <K extends string>(value: object, key: K): value is Record<K, unknown> => key in value;

/** An Excel cell's value as text, number, boolean or date: formulas by their result, rich text as text. */
export function excelCell(value: Value | undefined): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (has(value, 'richText') && Array.isArray(value.richText)) {
    return value.richText.map((run: { text?: unknown }) => String(run.text ?? '')).join('');
  }
  if (has(value, 'result')) return excelCell(value.result as Value);
  if (has(value, 'formula') || has(value, 'sharedFormula')) return null;
  if (has(value, 'text')) return excelCell(value.text as Value);
  if (has(value, 'error')) return String(value.error);
  return null;
}

/** The formula of a cell that has one but no result kept in the file; null for any other cell. */
export function unresolvedFormula(value: Value | undefined): string | null {
  if (value === null || typeof value !== 'object' || value instanceof Date) return null;
  if (!has(value, 'formula') && !has(value, 'sharedFormula')) return null;
  if (has(value, 'result') && value.result !== undefined && value.result !== null) return null;
  const formula = has(value, 'formula')
    ? value.formula
    : has(value, 'sharedFormula')
      ? value.sharedFormula
      : '';
  return `=${String(formula ?? '')}`;
}

const hasContent = (row: SheetRow) =>
  (row.formulas?.length ?? 0) > 0 || row.cells.some((cell) => cell !== null && String(cell).trim() !== '');

/** The rows of a sheet, and whether it has more rows with content than were read. */
export interface SheetRows {
  rows: SheetRow[];
  truncated: boolean;
}

const isHidden = (sheet: unknown) => {
  const state = (sheet as { state?: string }).state;
  return state === 'hidden' || state === 'veryHidden';
};

function sheetRowOf(row: ExcelJS.Row): SheetRow {
  const cells: RawCell[] = [];
  const formulas: UnresolvedFormula[] = [];
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    cells[column - 1] = excelCell(cell.value);
    const formula = unresolvedFormula(cell.value);
    if (formula !== null) formulas.push({ index: column - 1, formula });
  });
  const sheetRow: SheetRow = { number: row.number, cells: Array.from(cells, (cell) => cell ?? null) };
  if (formulas.length > 0) sheetRow.formulas = formulas;
  return sheetRow;
}

/** Bytes in slices: the XML parser works through one slice at a time, so reading can stop early. */
function* chunksOf(bytes: Buffer, size = 64 * 1024): Generator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

/**
 * The rows of an .xlsx file's first visible sheet, read as a stream: after `maxRows` rows with
 * content it stops. Its zip is checked first (see xlsxZip.ts).
 */
async function readXlsx(bytes: Buffer, name: string, maxRows: number): Promise<SheetRows> {
  let zip: Buffer;
  try {
    zip = streamableXlsx(bytes, XLSX_MAX_UNPACKED_MB * 1024 * 1024);
  } catch (error) {
    if (!(error instanceof ZipError)) throw error;
    if (error.reason === 'too_large')
      throw new SheetError('import_sheet_unpacked_too_large', { name, max: XLSX_MAX_UNPACKED_MB });
    throw new SheetError('import_sheet_unreadable', { name });
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunksOf(zip)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  try {
    for await (const sheet of reader) {
      if (isHidden(sheet)) continue;
      for await (const row of sheet) {
        const sheetRow = sheetRowOf(row);
        if (!hasContent(sheetRow)) continue;
        if (rows.length === maxRows) return { rows, truncated: true };
        rows.push(sheetRow);
      }
      break;
    }
  } catch {
    throw new SheetError('import_sheet_unreadable', { name });
  }
  return { rows, truncated: false };
}

function readCsvRows(bytes: Buffer, maxRows: number): SheetRows {
  const rows = parseCsv(decodeCsv(bytes))
    .map((cells, index): SheetRow => ({ number: index + 1, cells }))
    .filter(hasContent);
  return rows.length > maxRows
    ? { rows: rows.slice(0, maxRows), truncated: true }
    : { rows, truncated: false };
}

/**
 * The rows with content of an .xlsx (its first visible sheet) or .csv file, at most `maxRows`
 * of them; a file that cannot be read, or that has more rows than that, is a SheetError.
 */
export async function readSheet(
  bytes: Buffer,
  type: SheetType,
  name: string,
  maxRows = SHEET_READ_ROWS,
): Promise<SheetRow[]> {
  const read = type === 'xlsx' ? await readXlsx(bytes, name, maxRows) : readCsvRows(bytes, maxRows);
  if (read.truncated) throw new SheetError('import_too_many_rows_over', { max: IMPORT_MAX_ROWS });
  return read.rows;
}
