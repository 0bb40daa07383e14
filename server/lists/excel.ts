import ExcelJS from 'exceljs';
import type { TableRow } from '../../schema/api/tableData';
import type { ColumnDef, ListRequest } from './types';

const NUMBER_FORMATS: Partial<Record<ColumnDef['format'], string>> = {
  money: '#,##0.00',
  rooms: '0.0',
  area: '#,##0.0',
  number: '#,##0',
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm',
};

/** A real .xlsx of the given rows and columns, with translated headers and typed cells. */
export async function workbook(
  ctx: Pick<ListRequest, 't' | 'lang'>,
  sheetName: string,
  columns: readonly ColumnDef[],
  rows: readonly TableRow[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Immodesk';
  book.created = new Date();
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({
    header: ctx.t(c.title),
    key: c.key,
    width: Math.max(12, ctx.t(c.title).length + 4),
    style: NUMBER_FORMATS[c.format] ? { numFmt: NUMBER_FORMATS[c.format] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        columns.map((c) => {
          const value = row[c.key];
          if (value === null || value === undefined) return [c.key, null];
          if (c.format === 'date' && typeof value === 'string')
            return [c.key, new Date(`${value}T00:00:00Z`)];
          if (c.format === 'datetime' && typeof value === 'string') return [c.key, new Date(value)];
          if (c.format === 'boolean') return [c.key, value ? '✓' : ''];
          if (c.choices && typeof value === 'string' && c.choices[value])
            return [c.key, ctx.t(c.choices[value])];
          return [c.key, value];
        }),
      ),
    );
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** content-disposition for a download, with an ASCII fallback and the UTF-8 name. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
