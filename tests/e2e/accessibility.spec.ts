import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { projectUrl, signInAs } from './support';

test('the login page has no critical or serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'Anmelden' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the object list has no critical or serious accessibility violation', async ({
  context,
  page,
  request,
}) => {
  await signInAs(context, request, 'admin');
  await page.goto('/objects/apartments');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row').nth(3)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a sale project (its own brand colour) has no critical or serious accessibility violation on its object list', async ({
  context,
  page,
  request,
}) => {
  await signInAs(context, request, 'admin', 'verkauf');
  await page.goto(projectUrl('verkauf', '/objects/apartments'));
  await expect(page.getByRole('row').nth(3)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the object creation wizard has no critical or serious accessibility violation', async ({
  context,
  page,
  request,
}) => {
  await signInAs(context, request, 'admin');
  await page.goto('/objects/create/apartments');
  await expect(page.getByRole('heading', { level: 2, name: 'Grunddaten' })).toBeVisible();
  // an entry of the area list is part of what axe sees
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(page.getByRole('combobox', { name: 'Art der Fläche' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .getByRole('button', { name: /^Entfernen/ })
    .first()
    .click();
  // a page with refused inputs: their error texts and labels are readable too
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByText('Bitte ausfüllen.').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // the uploads page, with a document entry
  await page.getByRole('textbox', { name: 'Bezeichnung' }).fill('Seeblick');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await page.getByRole('textbox', { name: 'Strasse' }).fill('Seestrasse');
  await page.getByRole('textbox', { name: 'PLZ' }).fill('8002');
  await page.getByRole('textbox', { name: 'Ort' }).fill('Zürich');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Bilder und Dokumente' })).toBeVisible();
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(page.getByRole('combobox', { name: 'Kategorie' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const [kind, panel] of [
  ['apartments', 'ApartmentEdit'],
  ['buildings', 'BuildingEdit'],
] as const) {
  test(`the ${panel} sidepanel has no critical or serious accessibility violation`, async ({
    context,
    page,
    request,
  }) => {
    await signInAs(context, request, 'admin');
    await page.goto(`/objects/${kind}`);
    await page
      .getByRole('button', { name: /^Details zu .* öffnen$/ })
      .first()
      .click();
    const frame = page.getByRole('complementary');
    await expect(frame.getByRole('textbox', { name: 'Bezeichnung' })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Speichern' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
