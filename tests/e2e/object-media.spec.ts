import type { Locator, Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { ObjectListScreen, signInAs } from './support';

/** An object's images and documents in the browser: upload, reorder, save, reopen; accessibility and phones. */

const panel = (page: Page) => page.getByRole('complementary');
const imagesDialog = (page: Page) => page.getByRole('dialog', { name: /^Bilder: / });

/** A small picture of one colour, as a PNG or JPEG file for the file chooser. */
async function picture(name: string, colour: { r: number; g: number; b: number }) {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: colour } });
  const buffer = await (name.endsWith('.png') ? image.png() : image.jpeg()).toBuffer();
  return { name, mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg', buffer };
}

/** Opens the sidepanel of the outbuildings list's row `ref`. */
async function openRow(page: Page, ref: string): Promise<void> {
  await page.goto('/objects/outbuildings');
  const list = new ObjectListScreen(page);
  await list.settled();
  await page.getByRole('button', { name: `Details zu ${ref} öffnen` }).click();
  await expect(panel(page)).toBeVisible();
}

/** Opens the images modal from the object's toolbar and waits for its images. */
async function openImages(page: Page): Promise<Locator> {
  await panel(page).getByRole('button', { name: 'Bilder', exact: true }).click();
  const dialog = imagesDialog(page);
  await expect(dialog.getByRole('button', { name: 'Bilder hinzufügen' })).toBeVisible();
  return dialog;
}

const item = (dialog: Locator, name: string) =>
  dialog.getByRole('listitem', { name: new RegExp(`^${name},`) });
const order = async (dialog: Locator) =>
  (
    await dialog
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => li.getAttribute('aria-label') ?? ''))
  ).map((label) => label.split(',')[0]);

test.beforeEach(async ({ context, request }) => {
  await signInAs(context, request, 'admin');
});

test('uploads three images, reorders them by keyboard and by dragging, saves, and finds the order again', async ({
  page,
}) => {
  const media: string[] = [];
  page.on('request', (req: Request) => {
    if (req.url().includes('/serve-media-files')) media.push(req.url());
  });
  await openRow(page, 'RENT-N-0001');
  // the demo object's own image, shown under its file name
  const FIRST = 'Raum RENT-N-0001.jpg';
  let dialog = await openImages(page);
  await expect(dialog.getByText(/^1 von 20 Bildern$/)).toBeVisible();

  await dialog
    .getByTestId('upload-input')
    .setInputFiles([
      await picture('rot.png', { r: 200, g: 30, b: 30 }),
      await picture('gruen.jpg', { r: 30, g: 160, b: 60 }),
      await picture('blau.png', { r: 30, g: 60, b: 200 }),
    ]);
  await expect(dialog.getByText(/^4 von 20 Bildern$/)).toBeVisible();
  expect(await order(dialog)).toEqual([FIRST, 'rot.png', 'gruen.jpg', 'blau.png']);
  await expect(item(dialog, FIRST).getByText('Hauptbild')).toBeVisible();

  // blau.png to the front with the keyboard: Home on its "move forward" button
  await dialog.getByRole('button', { name: '«blau.png» nach vorne verschieben' }).focus();
  await page.keyboard.press('Home');
  expect(await order(dialog)).toEqual(['blau.png', FIRST, 'rot.png', 'gruen.jpg']);
  await expect(dialog.getByRole('status')).toHaveText('«blau.png» ist jetzt an Position 1 von 4.');
  await expect(item(dialog, 'blau.png').getByText('Hauptbild')).toBeVisible();
  // one step back with the arrow key, focus staying on the moved image
  await page.keyboard.press('ArrowRight');
  expect(await order(dialog)).toEqual([FIRST, 'blau.png', 'rot.png', 'gruen.jpg']);
  await expect(dialog.getByRole('button', { name: '«blau.png» nach hinten verschieben' })).toBeFocused();
  // gruen.jpg dragged onto the first place
  await item(dialog, 'gruen.jpg').dragTo(item(dialog, FIRST));
  expect(await order(dialog)).toEqual(['gruen.jpg', FIRST, 'blau.png', 'rot.png']);

  const saving = page.waitForRequest(
    (req) => req.method() === 'POST' && req.url().endsWith('/upload-images-setup'),
  );
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  const sent = (await saving).postDataJSON() as { updatedImages: Array<{ id: number; image: string }> };
  expect(sent.updatedImages.map((image) => image.id)).toEqual([0, expect.any(Number), 0, 0]);
  await expect(page.getByText('Die Bilder wurden gespeichert.')).toBeVisible();
  await expect(imagesDialog(page)).toBeHidden();

  const reloaded = page.waitForResponse(
    (res) => res.request().method() === 'GET' && res.url().endsWith('/upload-images-setup'),
  );
  dialog = await openImages(page);
  const images = ((await (await reloaded).json()) as { images: Array<{ image: string }> }).images;
  expect(images.map((image) => image.image)).toEqual(sent.updatedImages.map((image) => image.image));
  await expect(dialog.getByText(/^4 von 20 Bildern$/)).toBeVisible();

  // thumbnails only, never the full image
  expect(media.length).toBeGreaterThanOrEqual(4);
  expect(media.filter((url) => !url.includes('variant=thumb'))).toEqual([]);
});

test('the images modal and the toolbar have no critical or serious accessibility violation; the modal fills a phone screen', async ({
  page,
}) => {
  await openRow(page, 'RENT-N-0002');
  expect(await seriousViolations(page, '[role="group"]')).toEqual([]);
  const dialog = await openImages(page);
  await expect(dialog.getByRole('listitem').first().locator('img')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  // Escape closes the modal (nothing changed) and leaves the sidepanel open
  await page.keyboard.press('Escape');
  await expect(imagesDialog(page)).toBeHidden();
  await expect(panel(page)).toBeVisible();

  // on a phone the sidepanel takes the screen, and so does the modal
  await page.setViewportSize({ width: 360, height: 740 });
  await openImages(page);
  const paper = page.locator('.MuiDialog-paper');
  await expect(paper).toHaveCSS('width', '360px');
  const overflow = await paper.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBe(0);
  await imagesDialog(page).getByRole('button', { name: 'Abbrechen' }).click();
  await expect(imagesDialog(page)).toBeHidden();
});

test('adds a document with its category; Save waits until every document has a category of its own', async ({
  page,
}) => {
  await openRow(page, 'RENT-N-0006');
  await panel(page).getByRole('button', { name: 'Dokumente', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Dokumente: / });
  await expect(dialog.getByRole('button', { name: 'Dokumente hinzufügen' })).toBeVisible();
  await dialog.getByTestId('upload-input').setInputFiles({
    name: 'Hausordnung 2026.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  const category = dialog.getByRole('combobox', { name: 'Kategorie für «Hausordnung 2026.pdf»' });
  await expect(category).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await expect(dialog.getByText('Jedes Dokument braucht eine eigene Kategorie.')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await category.selectOption({ label: 'Hausordnung' });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Dokumente wurden gespeichert.')).toBeVisible();

  await panel(page).getByRole('button', { name: 'Dokumente', exact: true }).click();
  await expect(
    page
      .getByRole('dialog', { name: /^Dokumente: / })
      .getByRole('combobox', { name: 'Kategorie für «Hausordnung 2026.pdf»' }),
  ).toHaveValue('house_rules');
});
