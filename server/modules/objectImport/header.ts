import type { ImportRowError } from '../../../schema/api/objects';
import type { Translator } from '../../core/i18n/index';
import { readText } from './cells';
import { fieldOfHeader, type ImportColumn } from './columns';
import { SheetError, type SheetRow } from './sheet';

/** A column of the sheet the import reads: where it is, its header as written, and its field. */
export interface MappedColumn {
  /** 0-based position in the sheet's rows */
  index: number;
  /** the header as written in the sheet */
  header: string;
  column: ImportColumn;
}

export interface SheetLayout {
  headerRow: number;
  mapped: MappedColumn[];
  /** columns that are not read, each with the reason (on the header row) */
  notices: ImportRowError[];
  /** the rows below the header */
  dataRows: SheetRow[];
}

/** The header is looked for in this many first rows (a title line above it is tolerated). */
const HEADER_SEARCH_ROWS = 10;

/**
 * Finds the header row (the first row naming a known column) and which sheet column holds which
 * field. Unknown columns and columns of other kinds are reported and left unread; a field named
 * twice, or no known column at all, makes the sheet unreadable.
 */
export function readLayout(
  rows: readonly SheetRow[],
  columns: readonly ImportColumn[],
  t: Translator,
  typeLabel: string,
): SheetLayout {
  if (rows.length === 0) throw new SheetError('import_sheet_empty');
  const position = rows
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => row.cells.some((cell) => fieldOfHeader(readText(cell)) !== null));
  if (position === -1) throw new SheetError('import_no_header');
  const headerRow = rows[position]!;
  const mapped: MappedColumn[] = [];
  const notices: ImportRowError[] = [];
  const byField = new Map(columns.map((column) => [column.field, column]));
  headerRow.cells.forEach((cell, index) => {
    const header = readText(cell);
    if (header === '') return;
    const field = fieldOfHeader(header);
    const column = field === null ? undefined : byField.get(field);
    if (field === null) {
      notices.push({ row: headerRow.number, column: header, message: t('import_column_unknown') });
    } else if (!column) {
      notices.push({
        row: headerRow.number,
        column: header,
        message: t('import_column_not_of_kind', { type: typeLabel }),
      });
    } else if (mapped.some((m) => m.column.field === field)) {
      throw new SheetError('import_column_twice', { column: header });
    } else {
      mapped.push({ index, header, column });
    }
  });
  if (mapped.length === 0) throw new SheetError('import_no_header');
  mapped.sort((a, b) => a.index - b.index);
  return { headerRow: headerRow.number, mapped, notices, dataRows: rows.slice(position + 1) };
}
