import { expect, test } from './fixtures';
import { signInAs } from './support';

test('switching to French through the user menu shows French texts and French list titles from the server', async ({
  context,
  page,
  request,
}) => {
  await signInAs(context, request, 'user');
  await page.goto('/objects/apartments');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Ref.-Nr.', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();

  // the app's own texts
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Objets' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Appartements', selected: true })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Recherche' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByText(/^1–10 sur \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
  // the texts the server sends with the list: column titles, states and state filters
  await expect(table.getByRole('columnheader', { name: 'N° de réf.', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Localité', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Loyer brut', exact: true })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Statut' }).getByRole('button', { name: /^Tous \(\d+\)$/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Statut' }).getByRole('button', { name: /^Loué \(\d+\)$/ }),
  ).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Ref.-Nr.', exact: true })).toHaveCount(0);

  // the choice holds across a reload
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Objets' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'N° de réf.', exact: true })).toBeVisible();
});
