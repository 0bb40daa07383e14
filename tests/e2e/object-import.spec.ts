import ExcelJS from 'exceljs';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { ObjectListScreen, projectUrl, signInAs } from './support';

/** The object import in the browser: a sheet with good and bad rows, its preview, the import. */

const HEADER = [
  'Bezeichnung *',
  'Objekttyp *',
  'Ref.-Nr. *',
  'Zimmer',
  'Bruttomiete',
  'Strasse *',
  'PLZ *',
  'Ort *',
];

/** A sheet as the template has it: rows 2 and 3 are good, 4 has a postal code of three digits, 5 no title. */
async function sheet(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const rows = book.addWorksheet('Wohnungen');
  rows.addRow(HEADER);
  rows.addRow([
    'E2E Attika am See',
    'Attikawohnung',
    'E2E-IMP-1',
    4.5,
    3150,
    'Seestrasse',
    '8800',
    'Thalwil',
  ]);
  rows.addRow([
    'E2E Studio beim Bahnhof',
    'Studio',
    'E2E-IMP-2',
    1,
    1190,
    'Bahnhofstrasse',
    '8001',
    'Zürich',
  ]);
  rows.addRow(['E2E Wohnung ohne PLZ', 'Wohnung', 'E2E-IMP-3', 3.5, 2100, 'Dorfstrasse', '880', 'Horgen']);
  rows.addRow(['', 'Wohnung', 'E2E-IMP-4', 2.5, 1700, 'Kirchgasse', '8810', 'Horgen']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('imports the good rows of a sheet after a preview that lists the bad ones', async ({
  context,
  page,
  request,
}) => {
  await signInAs(context, request, 'admin', 'bauprojekt');
  await page.goto(projectUrl('bauprojekt', '/objects/apartments'));
  const list = new ObjectListScreen(page);
  await list.settled();
  const total = await list.total();

  await page.getByRole('button', { name: 'Importieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wohnungen importieren' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Vorlage (Excel)' }).click();
  expect((await downloading).suggestedFilename()).toBe('Importvorlage Wohnungen.xlsx');

  await dialog.getByTestId('upload-input').setInputFiles({
    name: 'wohnungen.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await sheet(),
  });
  await expect(dialog.getByText('2 Zeilen werden als neue Objekte angelegt.')).toBeVisible();
  await expect(dialog.getByText('2 Zeilen können nicht importiert werden.')).toBeVisible();
  const refused = dialog.getByRole('table', { name: 'Nicht importierbare Zeilen' });
  const postalCode = refused
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '4', exact: true }) });
  await expect(postalCode.getByRole('cell').nth(1)).toHaveText('PLZ *');
  await expect(postalCode.getByRole('cell').nth(2)).not.toBeEmpty();
  const noTitle = refused
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '5', exact: true }) });
  await expect(noTitle.getByRole('cell').nth(1)).toHaveText('Bezeichnung *');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await dialog.getByRole('button', { name: '2 gültige Zeilen importieren' }).click();
  await expect(dialog.getByRole('status')).toContainText('2 Objekt(e) importiert');
  await expect(dialog.getByRole('table', { name: 'Nicht importierbare Zeilen' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Schliessen' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(() => list.total()).toBe(total + 2);
  await list.search.fill('E2E');
  await expect(list.rows).toHaveCount(2);
  expect((await list.columnValues('Ref.-Nr.')).sort()).toEqual(['E2E-IMP-1', 'E2E-IMP-2']);
});

test('a file that is no sheet shows the server’s message', async ({
  context,
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.expectConsole(/status of 400 \(Bad Request\)/);
  await signInAs(context, request, 'admin', 'bauprojekt');
  await page.goto(projectUrl('bauprojekt', '/objects/apartments'));
  await page.getByRole('button', { name: 'Importieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wohnungen importieren' });
  await dialog.getByTestId('upload-input').setInputFiles({
    name: 'notiz.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('keine Tabelle'),
  });
  await expect(dialog.getByText(/«notiz.xlsx» ist keine Tabelle/)).toBeVisible();
});
