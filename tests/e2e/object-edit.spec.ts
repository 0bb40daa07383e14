import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ObjectListScreen, signInAs } from './support';

/** Editing objects and buildings in the browser: the sidepanels, the object's page, two people at once. */

const panel = (page: Page) => page.getByRole('complementary');
const saved = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Opens the sidepanel of the list's first row; answers its reference number. */
async function openFirstRow(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const list = new ObjectListScreen(page);
  await list.settled();
  const ref = (await list.columnValues('Ref.-Nr.'))[0]!;
  await page.getByRole('button', { name: `Details zu ${ref} öffnen` }).click();
  await expect(panel(page)).toBeVisible();
  return ref;
}

/** Horizontal overflow of the document and of the sidepanel, in pixels (0: none). */
async function overflow(page: Page): Promise<{ document: number; panel: number }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const frame = document.querySelector('[role="complementary"]');
    return {
      document: root.scrollWidth - root.clientWidth,
      panel: frame ? frame.scrollWidth - frame.clientWidth : 0,
    };
  });
}

test.beforeEach(async ({ context, request }) => {
  await signInAs(context, request, 'admin');
});

test('edits an apartment in the ApartmentEdit sidepanel, asking before unsaved input is dropped', async ({
  page,
}) => {
  await openFirstRow(page, '/objects/apartments');
  const owner = panel(page).getByRole('textbox', { name: 'Eigentümer/in' });
  await owner.fill('Stiftung Wohnen im Alter');

  // closing with unsaved input asks first
  await panel(page).getByRole('button', { name: 'Seitenbereich schliessen' }).click();
  await page.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(owner).toHaveValue('Stiftung Wohnen im Alter');

  await panel(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(saved(page, 'Die Änderungen am Objekt wurden gespeichert.')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Seitenbereich schliessen' }).click();
  await expect(panel(page)).toBeHidden();

  await openFirstRow(page, '/objects/apartments');
  await expect(panel(page).getByRole('textbox', { name: 'Eigentümer/in' })).toHaveValue(
    'Stiftung Wohnen im Alter',
  );
});

test("two people editing one object: the second save shows the conflict, and reload brings the first one's values", async ({
  context,
  page,
  consoleGuard,
}) => {
  consoleGuard.expectConsole(/status of 409 \(Conflict\)/);
  await openFirstRow(page, '/objects/parking');
  await panel(page).getByRole('link', { name: 'Objekt auf eigener Seite öffnen' }).click();
  await expect(page).toHaveURL(/\/objects\/\d+$/);
  // the sidepanel closes with the route change: until it is gone, its own form is on the page too
  await expect(panel(page)).toBeHidden();
  const other = await context.newPage();
  await other.goto(page.url());

  const ownerOf = (p: Page) => p.getByRole('textbox', { name: 'Eigentümer/in' });
  await ownerOf(page).fill('Erste Eigentümerin AG');
  await ownerOf(other).fill('Zweite Eigentümerin AG');

  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(saved(page, 'Die Änderungen am Objekt wurden gespeichert.')).toBeVisible();

  await other.getByRole('button', { name: 'Speichern' }).click();
  const notice = other
    .getByRole('alert')
    .filter({ hasText: 'Jemand anderes hat diesen Datensatz inzwischen geändert' });
  await expect(notice).toBeVisible();
  await expect(ownerOf(other)).toHaveValue('Zweite Eigentümerin AG');
  await notice.getByRole('button', { name: 'Neu laden' }).click();
  await expect(ownerOf(other)).toHaveValue('Erste Eigentümerin AG');
  await expect(notice).toBeHidden();
});

test('creates a building and edits it in the BuildingEdit sidepanel', async ({ page }) => {
  await page.goto('/objects/buildings');
  await page.getByRole('link', { name: 'Liegenschaft erfassen' }).click();
  await expect(page).toHaveURL(/\/buildings\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Neue Liegenschaft' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ref.-Nr.' })).not.toHaveValue('');
  const title = `Siedlung Au ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Bezeichnung' }).fill(title);
  await page.getByRole('textbox', { name: 'Strasse' }).fill('Austrasse');
  await page.getByRole('textbox', { name: 'Hausnummer' }).fill('4a');
  await page.getByRole('textbox', { name: 'PLZ' }).fill('5430');
  await page.getByRole('textbox', { name: 'Ort' }).fill('Wettingen');
  await page.getByRole('textbox', { name: 'Baujahr' }).fill('2024');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/objects\/buildings$/);
  await expect(page.getByText(`Die Liegenschaft «${title}» wurde erfasst.`)).toBeVisible();

  const list = new ObjectListScreen(page);
  await list.search.fill(title);
  await expect(list.rows).toHaveCount(1);
  await list.rows
    .first()
    .getByRole('button', { name: /^Details zu .* öffnen$/ })
    .click();
  await expect(panel(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
  const floors = panel(page).getByRole('textbox', { name: 'Anzahl Geschosse' });
  await floors.fill('5');
  await panel(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(saved(page, 'Die Änderungen an der Liegenschaft wurden gespeichert.')).toBeVisible();
  // the open panel is in the address: a reload opens it again with the saved value
  await page.reload();
  await list.settled();
  await expect(panel(page).getByRole('textbox', { name: 'Anzahl Geschosse' })).toHaveValue('5');
});

test('the sidepanel has no horizontal overflow at 800 px and takes the whole width of a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await openFirstRow(page, '/objects/apartments');
  await expect(panel(page).getByRole('textbox', { name: 'Bezeichnung' })).toBeVisible();
  expect(await overflow(page)).toEqual({ document: 0, panel: 0 });

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(panel(page).getByRole('textbox', { name: 'Bezeichnung' })).toBeVisible();
  const box = await panel(page).boundingBox();
  expect(box?.width).toBe(360);
  expect(await overflow(page)).toEqual({ document: 0, panel: 0 });
  // keyboard only: Escape closes the panel when nothing was typed
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
});
