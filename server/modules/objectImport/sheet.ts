import ExcelJS from 'exceljs';
import type { MessageParams } from '../../core/i18n/index';
import type { ObjectImportKey } from '../../core/i18n/parts/objectImport';
import type { RawCell } from './cells';
import { decodeCsv, parseCsv } from './csv';

/** The two kinds of sheet the import reads, by file extension. */
export const SHEET_TYPES = ['xlsx', 'csv'] as const;
export type SheetType = (typeof SHEET_TYPES)[number];

export function isSheetType(ext: string): ext is SheetType {
  return (SHEET_TYPES as readonly string[]).includes(ext);
}

/** One row of a sheet with its number as the spreadsheet shows it (the first row is 1). */
export interface SheetRow {
  number: number;
  cells: RawCell[];
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

async function readXlsx(bytes: Buffer, name: string): Promise<SheetRow[]> {
  const book = new ExcelJS.Workbook();
  try {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    await book.xlsx.load(buffer);
  } catch {
    throw new SheetError('import_sheet_unreadable', { name });
  }
  const sheet = book.worksheets.find((s) => s.state !== 'hidden' && s.state !== 'veryHidden');
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: RawCell[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = excelCell(cell.value);
    });
    rows.push({ number, cells: Array.from(cells, (cell) => cell ?? null) });
  });
  return rows;
}

function readCsvRows(bytes: Buffer): SheetRow[] {
  return parseCsv(decodeCsv(bytes)).map((cells, index) => ({ number: index + 1, cells }));
}

/** The rows of an .xlsx (its first visible sheet) or .csv file; a file that cannot be read is a SheetError. */
export async function readSheet(bytes: Buffer, type: SheetType, name: string): Promise<SheetRow[]> {
  const rows = type === 'xlsx' ? await readXlsx(bytes, name) : readCsvRows(bytes);
  return rows.filter((row) => row.cells.some((cell) => cell !== null && String(cell).trim() !== ''));
}
