import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ObjectListScreen, signInAs } from './support';

/**
 * An object row's sidepanel has an address (issue 28, item 13): a link or a reload opens it, Back
 * closes it (asking first while it holds unsaved input), a language switch keeps it.
 */

const panel = (page: Page) => page.getByRole('complementary');
const ADDRESS = /\/objects\/apartments\?panel=ApartmentEdit:\d+$/;

/** Opens the sidepanel of the apartment list's first row. */
async function openFirstRow(page: Page): Promise<void> {
  await page.goto('/objects/apartments');
  const list = new ObjectListScreen(page);
  await list.settled();
  const ref = (await list.columnValues('Ref.-Nr.'))[0]!;
  await page.getByRole('button', { name: `Details zu ${ref} öffnen` }).click();
  await expect(panel(page)).toBeVisible();
  await expect(page).toHaveURL(ADDRESS);
}

async function chooseLanguage(page: Page, menu: string, language: string): Promise<void> {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

test.beforeEach(async ({ context, request }) => {
  await signInAs(context, request, 'admin');
});

test('an apartment’s panel reopens from its address, stays open across a language switch, and Back closes it', async ({
  context,
  page,
}) => {
  await openFirstRow(page);
  const address = page.url();
  const title = panel(page).getByRole('textbox', { name: /^Bezeichnung/ });
  const value = await title.inputValue();
  expect(value).not.toBe('');

  await page.reload();
  await expect(panel(page).getByRole('textbox', { name: /^Bezeichnung/ })).toHaveValue(value);

  // a copied link, in another tab
  const other = await context.newPage();
  await other.goto(address);
  await expect(panel(other).getByRole('textbox', { name: /^Bezeichnung/ })).toHaveValue(value);
  await other.close();

  await chooseLanguage(page, 'Benutzermenü', 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Objets' })).toBeVisible();
  await expect(panel(page)).toBeVisible();
  expect(page.url()).toBe(address);
  await chooseLanguage(page, 'Menu utilisateur', 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(panel(page).getByRole('textbox', { name: /^Bezeichnung/ })).toHaveValue(value);

  await page.goBack();
  await expect(panel(page)).toBeHidden();
  await expect(page).toHaveURL(/\/objects\/apartments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Objekte' })).toBeVisible();
});

test('Back with unsaved input in the panel asks first; "keep editing" keeps the panel and its address', async ({
  page,
}) => {
  await openFirstRow(page);
  const address = page.url();
  const owner = panel(page).getByRole('textbox', { name: 'Eigentümer/in' });
  await owner.fill('Genossenschaft Seeblick');

  await page.goBack();
  await page.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(owner).toHaveValue('Genossenschaft Seeblick');
  await expect(page).toHaveURL(address);

  await page.goBack();
  await page.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(page).toHaveURL(/\/objects\/apartments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Objekte' })).toBeVisible();
});
