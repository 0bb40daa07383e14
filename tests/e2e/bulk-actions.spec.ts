import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { ObjectListScreen, projectUrl, signInAs } from './support';

test('bulk-deactivates two selected apartments after confirming, and the list and its counts follow', async ({
  context,
  page,
  request,
}) => {
  // the change happens in the first-time-letting project, which no other test reads
  await signInAs(context, request, 'admin', 'erstvermietung');
  await page.goto(projectUrl('erstvermietung', '/objects/apartments'));
  const list = new ObjectListScreen(page);
  await list.settled();
  const inactiveBefore = await list.stateCount('Inaktiv');
  const availableBefore = await list.stateCount('Verfügbar');

  await list.stateFilter('Verfügbar').click();
  await expect(list.range(1, Math.min(10, availableBefore), availableBefore)).toBeVisible();
  await list.settled();
  const [first, second] = await list.columnValues('Ref.-Nr.');
  await list.selectRow(first!);
  await list.selectRow(second!);
  await expect(list.bulkBar.getByRole('status')).toHaveText('2 Zeilen ausgewählt');

  await list.chooseBulkAction('Deaktivieren');
  await list.bulkBar.getByRole('button', { name: 'Ausführen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deaktivieren' });
  await expect(confirm).toContainText('«Deaktivieren» für 2 Zeilen ausführen?');
  await confirm.getByRole('button', { name: 'Bestätigen' }).click();

  const result = page.getByRole('dialog', { name: 'Ergebnis der Sammelaktion' });
  await expect(result).toContainText('2 von 2 erledigt, 0 übersprungen.');
  const outcomes = result.getByRole('list', { name: 'Ergebnis je Zeile' }).getByRole('listitem');
  await expect(outcomes).toHaveCount(2);
  await expect(outcomes.filter({ hasText: first })).toContainText('Erledigt');
  await expect(outcomes.filter({ hasText: second })).toContainText('Erledigt');
  await result.getByRole('button', { name: 'Schliessen' }).click();
  await expect(result).toHaveCount(0);

  // the counts come back from the server, the rows left the available ones, nothing stays selected
  await expect(list.stateFilter('Inaktiv')).toHaveText(`Inaktiv (${inactiveBefore + 2})`);
  await expect(list.stateFilter('Verfügbar')).toHaveText(`Verfügbar (${availableBefore - 2})`);
  await expect(list.range(1, Math.min(10, availableBefore - 2), availableBefore - 2)).toBeVisible();
  await expect(list.row(first!)).toHaveCount(0);
  await expect(list.row(second!)).toHaveCount(0);
  await expect(list.bulkBar.getByRole('status')).toHaveText('0 Zeilen ausgewählt');

  await list.stateFilter('Inaktiv').click();
  await expect(list.range(1, inactiveBefore + 2, inactiveBefore + 2)).toBeVisible();
  await list.settled();
  const refs = await list.columnValues('Ref.-Nr.');
  const active = await list.columnValues('Aktiv');
  expect(refs).toEqual(expect.arrayContaining([first, second]));
  expect(new Set(active)).toEqual(new Set(['Nein']));
});

test('exports the selected rows to Excel: a download with the header and exactly those rows', async ({
  context,
  page,
  request,
}) => {
  await signInAs(context, request, 'user');
  await page.goto('/objects/apartments');
  const list = new ObjectListScreen(page);
  await list.settled();
  const refs = await list.columnValues('Ref.-Nr.');
  const titles = await list.columnValues('Objekt');
  const picked = [refs[1]!, refs[3]!];
  for (const ref of picked) await list.selectRow(ref);
  await expect(list.bulkBar.getByRole('status')).toHaveText('2 Zeilen ausgewählt');

  await list.chooseBulkAction('Excel-Export');
  const downloading = page.waitForEvent('download');
  await list.bulkBar.getByRole('button', { name: 'Herunterladen' }).click();
  const download = await downloading;

  const fileName = download.suggestedFilename();
  expect(fileName).toMatch(/\.xlsx$/);
  await expect(page.getByText(`Die Datei «${fileName}» wurde heruntergeladen.`)).toBeVisible();
  // read in memory, then removed: a passing run leaves no file behind
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  await download.delete();

  const book = new ExcelJS.Workbook();
  const bytes = Buffer.concat(chunks);
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(header).toEqual(expect.arrayContaining(['Ref.-Nr.', 'Objekt', 'Ort', 'Bruttomiete', 'Status']));
  expect(sheet.rowCount).toBe(1 + picked.length);
  const refColumn = header.indexOf('Ref.-Nr.') + 1;
  const titleColumn = header.indexOf('Objekt') + 1;
  const rows = [2, 3].map((n) => ({
    ref: String(sheet.getRow(n).getCell(refColumn).value),
    title: String(sheet.getRow(n).getCell(titleColumn).value),
  }));
  expect(rows).toEqual([
    { ref: picked[0], title: titles[1] },
    { ref: picked[1], title: titles[3] },
  ]);
});
