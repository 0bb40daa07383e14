import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { ObjectListScreen, projectUrl, signInAs } from './support';

/** What one does to an object from its toolbar: a state action, delete, the flyer. */

const panel = (page: Page) => page.getByRole('complementary');
const toolbar = (page: Page) => panel(page).getByRole('group', { name: /^Aktionen zu/ });

async function openRow(page: Page, ref: string): Promise<void> {
  await page.getByRole('button', { name: `Details zu ${ref} öffnen` }).click();
  await expect(toolbar(page)).toBeVisible();
}

test('sells a reserved apartment of the sale project to the reserving buyer', async ({
  context,
  page,
  request,
}) => {
  await signInAs(context, request, 'admin', 'verkauf');
  await page.goto(projectUrl('verkauf', '/objects/apartments'));
  const list = new ObjectListScreen(page);
  await list.settled();
  const reserved = await list.stateCount('Reserviert');
  const sold = await list.stateCount('Verkauft');
  await list.stateFilter('Reserviert').click();
  await list.settled();
  const ref = (await list.columnValues('Ref.-Nr.'))[0]!;
  await openRow(page, ref);
  // a sale project has no letting actions
  await expect(toolbar(page).getByRole('button', { name: 'Kündigung erfassen' })).toHaveCount(0);
  await expect(toolbar(page).getByRole('button', { name: 'Löschen' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  await toolbar(page).getByRole('button', { name: 'Reservation ansehen' }).click();
  const detail = page.getByRole('dialog', { name: /^Reservation: / });
  const current = detail.getByRole('region', { name: 'Aktuell' });
  await expect(current.getByText(/^CHF [\d']+\.\d{2}$/).first()).toBeVisible();
  const buyer = (await current.locator('dd').first().innerText()).trim();
  await detail.getByRole('button', { name: 'Schliessen' }).click();

  await toolbar(page).getByRole('button', { name: 'Als verkauft erfassen' }).click();
  const dialog = page.getByRole('dialog', { name: /^Als verkauft erfassen: / });
  await expect(dialog.getByRole('textbox', { name: 'Käufer/in' })).toHaveValue(buyer);
  await expect(dialog.getByRole('textbox', { name: 'Verkaufsdatum' })).not.toHaveValue('');
  const sending = page.waitForRequest((req) => req.url().endsWith('/set-to-sold'));
  await dialog.getByRole('button', { name: 'Als verkauft erfassen' }).click();
  const body = (await sending).postDataJSON() as { version: number; buyerName: string };
  expect(body.version).toBeGreaterThan(0);
  expect(body.buyerName).toBe(buyer);
  await expect(page.getByText('Das Objekt ist jetzt verkauft.')).toBeVisible();

  // the record and the list load again
  await expect(toolbar(page).getByRole('button', { name: 'Verkauf ansehen' })).toBeVisible();
  await expect(toolbar(page).getByRole('button', { name: 'Wieder freigeben' })).toBeVisible();
  await expect.poll(() => list.stateCount('Reserviert')).toBe(reserved - 1);
  expect(await list.stateCount('Verkauft')).toBe(sold + 1);
  await toolbar(page).getByRole('button', { name: 'Verkauf ansehen' }).click();
  await expect(
    page
      .getByRole('dialog', { name: /^Verkauf: / })
      .getByRole('region', { name: 'Aktuell' })
      .getByText(buyer),
  ).toBeVisible();
});

test('deletes an available object after naming it; a rented one says why it cannot be deleted', async ({
  context,
  page,
  request,
}) => {
  await signInAs(context, request, 'admin');
  await page.goto('/objects/outbuildings');
  const list = new ObjectListScreen(page);
  await list.settled();
  const total = await list.total();

  await openRow(page, 'RENT-N-0005');
  const blocked = toolbar(page).getByRole('button', { name: 'Löschen' });
  await expect(blocked).toHaveAttribute('aria-disabled', 'true');
  await blocked.hover();
  await expect(page.getByRole('tooltip')).toContainText('kann deshalb nicht gelöscht werden');
  // the notice dialog of a rented object, checked by axe, then left without input
  await toolbar(page).getByRole('button', { name: 'Kündigung erfassen' }).click();
  const notice = page.getByRole('dialog', { name: /^Kündigung erfassen: / });
  await expect(notice.getByRole('textbox', { name: 'Mietende' })).toBeFocused();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await notice.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(notice).toBeHidden();

  await openRow(page, 'RENT-N-0004');
  await toolbar(page).getByRole('button', { name: 'Löschen' }).click();
  const dialog = page.getByRole('dialog', { name: '«Estrichabteil, 4. OG» löschen?' });
  await expect(dialog).toContainText('Ref.-Nr. RENT-N-0004');
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.getByText('Das Objekt «Estrichabteil, 4. OG» wurde gelöscht.')).toBeVisible();
  await expect(panel(page)).toBeHidden();
  await expect.poll(() => list.total()).toBe(total - 1);
  await expect(list.row('RENT-N-0004')).toHaveCount(0);
});

test('downloads the flyer as a PDF under its own name', async ({ context, page, request }) => {
  await signInAs(context, request, 'admin');
  await page.goto('/objects/outbuildings');
  const list = new ObjectListScreen(page);
  await list.settled();
  await openRow(page, 'RENT-N-0003');
  const downloading = page.waitForEvent('download');
  await toolbar(page).getByRole('button', { name: 'Flyer (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Flyer-RENT-N-0003.pdf');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  expect(pdf.numPages).toBe(1);
  const text = await (await pdf.getPage(1)).getTextContent();
  expect(text.items.map((item) => ('str' in item ? item.str : '')).join(' ')).toContain('RENT-N-0003');
  await pdf.destroy();
});
