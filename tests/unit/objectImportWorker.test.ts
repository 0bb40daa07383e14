import { describe, expect, it } from 'vitest';
import { parseSheet } from '../../server/modules/objectImport/parseSheet';
import { SheetError } from '../../server/modules/objectImport/sheet';
import { xlsxOfRows, zipBomb } from '../fixtures/xlsxFiles';

const ROWS = [
  ['Bezeichnung', 'Ref.-Nr.', 'Zimmer'],
  ['Wohnung am See', 'W-1', '3.5'],
];

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SheetError);
  return (error as SheetError).key;
};

describe('reading a sheet in a worker thread', () => {
  it('answers the rows of a CSV and of an .xlsx', async () => {
    const csv = Buffer.from(`\uFEFF${ROWS.map((row) => row.join(';')).join('\r\n')}\r\n`);
    const expected = ROWS.map((cells, index) => ({ number: index + 1, cells }));
    expect(await parseSheet(csv, 'csv', 'a.csv')).toEqual(expected);
    expect(await parseSheet(xlsxOfRows(ROWS), 'xlsx', 'a.xlsx')).toEqual(expected);
  });

  it('passes on the refusal of a sheet it cannot read', async () => {
    const bomb = zipBomb(ROWS, 60);
    expect(await refusalOf(parseSheet(bomb, 'xlsx', 'b.xlsx'))).toBe('import_sheet_unpacked_too_large');
    const broken = Buffer.from('PK\u0003\u0004 [Content_Types].xml xl/ broken');
    expect(await refusalOf(parseSheet(broken, 'xlsx', 'k.xlsx'))).toBe('import_sheet_unreadable');
  });

  it('ends a reading that runs over its time and refuses the sheet, then reads the next one', async () => {
    // a sheet of 100,000 rows takes the worker far longer than a millisecond
    const long = Buffer.from(Array.from({ length: 100_000 }, (_, i) => `W ${i};R-${i};3`).join('\n'));
    expect(await refusalOf(parseSheet(long, 'csv', 'a.csv', { timeoutMs: 1 }))).toBe(
      'import_sheet_too_heavy',
    );
    const csv = Buffer.from(ROWS.map((row) => row.join(';')).join('\n'));
    expect(await parseSheet(csv, 'csv', 'a.csv')).toHaveLength(2);
  });
});
