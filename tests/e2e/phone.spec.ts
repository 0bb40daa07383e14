import { expect, test } from './fixtures';
import { ObjectListScreen, signInAs } from './support';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test.beforeEach(async ({ context, request }) => {
  await signInAs(context, request, 'user');
});

test('on a phone the menu is a drawer opened from the menu button', async ({ page }) => {
  await page.goto('/objects/apartments');
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(page.getByRole('heading', { level: 1, name: 'Objekte' })).toBeVisible();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Parkplätze' }).click();

  await expect(page).toHaveURL('/objects/parking');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Parkplätze', selected: true })).toBeVisible();
});

test('on a phone the list scrolls sideways and stays usable', async ({ page }) => {
  await page.goto('/objects/apartments');
  const list = new ObjectListScreen(page);
  await list.settled();

  // the table is wider than the screen: its box scrolls, not the page
  const scrollLeft = page.getByRole('button', { name: 'Tabelle nach links blättern' });
  const scrollRight = page.getByRole('button', { name: 'Tabelle nach rechts blättern' });
  await expect(scrollRight).toBeEnabled();
  await expect(scrollLeft).toBeDisabled();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toBeInViewport();

  await scrollRight.click();
  await expect(scrollLeft).toBeEnabled();
  const lastHeading = page.getByRole('columnheader').last();
  // step on to the right end: the last column comes onto the screen
  await expect(async () => {
    if (await scrollRight.isEnabled()) await scrollRight.click();
    await expect(scrollRight).toBeDisabled({ timeout: 500 });
    const box = await lastHeading.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  }).toPass();
  await expect(scrollRight).toBeDisabled();

  // the rows can still be picked and paged
  const [ref] = await list.columnValues('Ref.-Nr.');
  await list.selectRow(ref!);
  await expect(list.bulkBar.getByRole('status')).toHaveText('1 Zeile ausgewählt');
  const total = await list.total();
  await list.pagination.getByRole('button', { name: 'Nächste Seite' }).click();
  await expect(list.range(11, 20, total)).toBeVisible();
});
