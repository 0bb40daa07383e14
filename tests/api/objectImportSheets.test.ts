import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../schema/api/common';
import type { ObjectDetail, ObjectImportPreview, ObjectImportResult } from '../../schema/api/objects';
import { multipartBody } from '../fixtures/multipart';
import { xlsxOfRows, zipBomb } from '../fixtures/xlsxFiles';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { rowCount } from './objectsSupport';

/**
 * The import's reading of files as they come from elsewhere: Windows-1252 CSV files, formulas
 * without a calculated result, sheets far past the row limit and zip bombs.
 */

const previewUrl = (type: string) => `/api/v1/objects/${type}/import-bulk-files`;
const importUrl = (type: string) => `/api/v1/objects/${type}/bulk-import`;

/** The bytes Windows-1252 writes for the typographic characters these tests use; the rest is Latin-1. */
const CP1252: Record<string, number> = { '€': 0x80, '„': 0x84, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96 };
const windows1252 = (text: string) =>
  Buffer.from([...text].map((char) => CP1252[char] ?? char.charCodeAt(0)));

function upload(client: Client, name: string, bytes: Buffer) {
  const { payload, headers } = multipartBody([{ name, bytes }]);
  return client.request({ method: 'POST', url: previewUrl('apartments'), payload, headers });
}

function preview(res: LightMyRequestResponse): ObjectImportPreview {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ObjectImportPreview>();
}

function refused(res: LightMyRequestResponse): ApiErrorBody {
  expect(res.statusCode, res.body).toBe(400);
  return res.json<ApiErrorBody>();
}

let serial = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}${(serial += 1)}`;

const HEADER = ['Bezeichnung', 'Objekttyp', 'Ref.-Nr.', 'Bruttomiete', 'Strasse', 'PLZ', 'Ort'];
const rowOf = (ref: string) => [`Wohnung ${ref}`, 'Wohnung', ref, '1500', 'Seeweg', '8001', 'Zürich'];

describe.each(DIALECTS)('object import of files from elsewhere (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  it('reads a Windows-1252 CSV with typographic quotes, dashes, euro and apostrophe thousands', async () => {
    const ref = unique('CP');
    const title = '„Seesicht“ – Attika für 5 € mehr';
    const text =
      'Bezeichnung;Objekttyp;Ref.-Nr.;Bruttomiete;Strasse;PLZ;Ort\r\n' +
      `${title};Wohnung;${ref};1’234.50;Rue de l’Église;2000;Neuchâtel\r\n`;
    const checked = preview(await upload(admin, 'alt.csv', windows1252(text)));
    expect(checked.errors).toEqual([]);
    expect(checked.rows).toEqual([{ row: 2, title, refNumber: ref, valid: true }]);
    const done = (
      await admin.post(importUrl('apartments'), { file: checked.file })
    ).json<ObjectImportResult>();
    expect(done.created).toBe(1);
    const detail = (await admin.get(`/api/v1/objects/${done.ids[0]}`)).json<ObjectDetail>();
    expect(detail.basics.title).toBe(title);
    expect(detail.address).toMatchObject({ street: 'Rue de l’Église', city: 'Neuchâtel' });
    expect(detail.address.street).not.toMatch(/[\u0080-\u009f]/);
    expect(detail.prices.rentalPrice).toBe(1234.5);
  });

  it('refuses a row whose cell holds a formula without a calculated result, and says which', async () => {
    const [plain, calculated, uncalculated] = [unique('F'), unique('F'), unique('F')];
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Objekte');
    sheet.addRow(HEADER);
    sheet.addRow(rowOf(plain));
    sheet.addRow(rowOf(calculated)).getCell(4).value = { formula: '1000+500', result: 1500 };
    sheet.addRow(rowOf(uncalculated)).getCell(4).value = { formula: 'D2*2' };
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const checked = preview(await upload(admin, 'formeln.xlsx', bytes));
    expect(checked.rows.map((row) => [row.refNumber, row.valid])).toEqual([
      [plain, true],
      [calculated, true],
      [uncalculated, false],
    ]);
    expect(checked.errors).toEqual([
      {
        row: 4,
        column: 'Bruttomiete',
        message:
          'Die Zelle enthält die Formel «=D2*2», aber kein berechnetes Ergebnis. Bitte öffnen Sie die Datei in Excel und speichern Sie sie erneut, oder tragen Sie den Wert ein.',
      },
    ]);
    const done = (
      await admin.post(importUrl('apartments'), { file: checked.file })
    ).json<ObjectImportResult>();
    expect(done.created).toBe(2);
    expect(done.refused.map((error) => error.row)).toEqual([4]);
    const second = (await admin.get(`/api/v1/objects/${done.ids[1]}`)).json<ObjectDetail>();
    expect(second.prices.rentalPrice).toBe(1500);
  });

  it('reads a hand-built workbook (the fixture the bombs below are made of)', async () => {
    const ref = unique('HB');
    const checked = preview(await upload(admin, 'hand.xlsx', xlsxOfRows([HEADER, rowOf(ref)])));
    expect(checked.rows).toEqual([{ row: 2, title: `Wohnung ${ref}`, refNumber: ref, valid: true }]);
    const small = preview(await upload(admin, 'klein.xlsx', zipBomb([HEADER, rowOf(unique('HB'))], 2)));
    expect(small.valid).toBe(1);
  });

  it.each([
    ['.xlsx', 'gross.xlsx', (rows: string[][]) => xlsxOfRows(rows)],
    ['.csv', 'gross.csv', (rows: string[][]) => Buffer.from(rows.map((r) => r.join(';')).join('\r\n'))],
  ])(
    'stops reading a %s of 100,000 rows at the limit and refuses it, storing nothing',
    async (_, name, make) => {
      const rows = [
        HEADER.slice(0, 3),
        ...Array.from({ length: 100_000 }, (_, i) => [`W ${i}`, 'Wohnung', `R-${i}`]),
      ];
      const before = await rowCount(t, 'uploaded_files');
      const body = refused(await upload(admin, name, make(rows)));
      expect(body.messageKey).toBe('import_too_many_rows_over');
      expect(body.message).toBe(
        'Die Tabelle hat mehr als 2000 Zeilen; auf einmal können höchstens 2000 importiert werden. Bitte teilen Sie sie auf.',
      );
      expect(await rowCount(t, 'uploaded_files')).toBe(before);
    },
    // building a 100,000-row file and its upload take a while on a busy machine (not asserted)
    120_000,
  );

  it.each([
    ['that declares its unpacked size', undefined],
    ['that declares a small unpacked size and inflates to more', 1],
  ])('refuses a zip bomb %s by that size, storing nothing', async (_, declared) => {
    const bomb = zipBomb([HEADER, rowOf(unique('B'))], 200, declared);
    expect(bomb.length).toBeLessThan(300_000);
    const before = await rowCount(t, 'uploaded_files');
    const body = refused(await upload(admin, 'bombe.xlsx', bomb));
    expect(body.messageKey).toBe('import_sheet_unpacked_too_large');
    expect(body.message).toBe(
      'Die Datei «bombe.xlsx» ist entpackt grösser als 50 MB und wird nicht gelesen. Bitte speichern Sie nur die Tabelle mit den Objekten als .xlsx.',
    );
    expect(await rowCount(t, 'uploaded_files')).toBe(before);
  });
});
