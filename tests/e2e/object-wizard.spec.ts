import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs } from './support';

/** The object creation wizard in the browser: every kind of input it uses, its checks, its menu, its draft. */

const FIXTURES = 'tests/fixtures';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const forward = (page: Page) => page.getByRole('button', { name: 'Weiter', exact: true });
const steps = (page: Page) => page.getByRole('navigation', { name: 'Schritte' });

/** Picks an option of a select (react-admin's SelectInput) by its label. */
async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ context, request }) => {
  await signInAs(context, request, 'admin');
});

test('creates an apartment through every page, with every kind of input the wizard has', async ({ page }) => {
  await page.goto('/objects/apartments');
  await page.getByRole('link', { name: 'Objekt erfassen' }).click();
  await expect(page).toHaveURL(/\/objects\/create\/apartments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wohnung erfassen' })).toBeVisible();

  // basics: text, select, number, array, tags (autocomplete), boolean
  await heading(page, 'Grunddaten').waitFor();
  const title = `Seeblick ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Bezeichnung' }).fill(title);
  await choose(page, page.getByRole('combobox', { name: 'Objekttyp' }), 'Maisonette');
  // a decimal comma and apostrophes as people in Switzerland type them
  await page.getByRole('textbox', { name: 'Zimmer' }).fill('4,5');
  await page.getByRole('textbox', { name: 'Etage', exact: true }).fill('3. OG');
  await page.getByRole('textbox', { name: 'Fläche', exact: true }).fill('112');
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  await choose(page, page.getByRole('combobox', { name: 'Art der Fläche' }), 'Balkon');
  await page.getByRole('textbox', { name: 'Fläche' }).last().fill('9,5');
  // several features in one go: the choice stays open
  const features = page.getByRole('combobox', { name: 'Ausstattung' });
  await features.click();
  await page.getByRole('option', { name: 'Lift', exact: true }).click();
  await page.getByRole('option', { name: 'Parkett', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('switch', { name: 'Bewerbung möglich' })).toBeChecked();
  await forward(page).click();

  // prices: money
  await heading(page, 'Preise').waitFor();
  await page.getByRole('textbox', { name: 'Bruttomiete' }).fill('2’480');
  await page.getByRole('textbox', { name: 'Nettomiete', exact: true }).fill('2200');
  await page.getByRole('textbox', { name: 'Nebenkosten' }).fill('280');
  await page.getByRole('textbox', { name: 'Mietkaution' }).fill("6'600.00");
  await forward(page).click();

  // address: autocomplete of the project's buildings, which fills the empty address
  await heading(page, 'Adresse').waitFor();
  await page.getByRole('combobox', { name: 'Liegenschaft' }).click();
  const building = page.getByRole('option').first();
  const buildingName = (await building.innerText()).trim();
  await building.click();
  await expect(page.getByRole('textbox', { name: 'Strasse' })).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'PLZ' })).toHaveValue(/^\d{4}$/);
  const street = await page.getByRole('textbox', { name: 'Strasse' }).inputValue();
  await forward(page).click();

  // uploads: two images put in order, a document with its category
  await heading(page, 'Bilder und Dokumente').waitFor();
  await page
    .getByLabel('Bilder', { exact: true })
    .setInputFiles([`${FIXTURES}/foto.jpg`, `${FIXTURES}/logo.png`]);
  // the preview is the uploaded picture itself, fetched with the session's token
  const preview = page.getByRole('img', { name: 'foto.jpg' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: '«logo.png» nach vorne verschieben' }).click();
  await expect(page.getByRole('list', { name: 'Bilder' }).getByRole('img').first()).toHaveAttribute(
    'alt',
    'logo.png',
  );
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  await page.getByLabel('Datei', { exact: true }).setInputFiles(`${FIXTURES}/plan.pdf`);
  await expect(page.getByRole('list', { name: 'Datei' })).toContainText('plan.pdf');
  await choose(page, page.getByRole('combobox', { name: 'Kategorie' }), 'Grundriss');
  await forward(page).click();

  // rental criteria: integers, select, money, booleans
  await heading(page, 'Vermietungskriterien').waitFor();
  await page.getByRole('textbox', { name: 'Personen mindestens' }).fill('2');
  await page.getByRole('textbox', { name: 'Personen höchstens' }).fill('5');
  await choose(page, page.getByRole('combobox', { name: 'Haushaltsform' }), 'Familie');
  await page.getByRole('textbox', { name: 'Einkommen ab' }).fill('90000');
  await page.getByRole('switch', { name: 'Hunde erlaubt' }).click();
  await forward(page).click();

  // further details: date, text, phone, select, rich text
  await heading(page, 'Weitere Angaben').waitFor();
  await page.getByRole('textbox', { name: 'Verfügbar ab' }).fill('01.10.2027');
  await page.getByRole('textbox', { name: 'Eigentümer/in' }).fill('Pensionskasse Aargau');
  await page.getByRole('textbox', { name: 'Telefon für Besichtigungen' }).fill('044 700 12 50');
  await choose(page, page.getByRole('combobox', { name: 'Zielgruppe' }), 'Familien');
  const description = page.getByRole('textbox', { name: 'Beschreibung' });
  await description.click();
  await page.keyboard.type('Helle Maisonette mit Seesicht.');
  await expect(description).toContainText('Helle Maisonette mit Seesicht.');
  await page.getByRole('button', { name: 'Objekt erfassen' }).click();

  // the new object's page shows what was entered
  await expect(page).toHaveURL(/\/objects\/\d+$/);
  await expect(page.getByText(`Das Objekt «${title}» wurde erfasst.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Bezeichnung' })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Zimmer' })).toHaveValue('4.5');
  await expect(page.getByRole('combobox', { name: 'Objekttyp' })).toHaveText('Maisonette');
  await expect(page.getByRole('textbox', { name: 'Bruttomiete' })).toHaveValue("2'480.00");
  await expect(page.getByRole('combobox', { name: 'Liegenschaft' })).toHaveValue(buildingName);
  await expect(page.getByRole('textbox', { name: 'Strasse' })).toHaveValue(street);
  await expect(page.getByRole('textbox', { name: 'Personen höchstens' })).toHaveValue('5');
  await expect(page.getByRole('switch', { name: 'Hunde erlaubt' })).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Verfügbar ab' })).toHaveValue('01.10.2027');
  await expect(page.getByRole('textbox', { name: 'Telefon für Besichtigungen' })).toHaveValue(
    '044 700 12 50',
  );
  await expect(page.getByRole('textbox', { name: 'Beschreibung' })).toContainText(
    'Helle Maisonette mit Seesicht.',
  );
});

test('keeps the page while an input is invalid, opens only earlier pages from the menu, and keeps the draft over a reload', async ({
  page,
  consoleGuard,
}) => {
  await page.goto('/objects/create/apartments');
  await heading(page, 'Grunddaten').waitFor();
  const title = page.getByRole('textbox', { name: 'Bezeichnung' });
  await forward(page).click();
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(heading(page, 'Grunddaten')).toBeVisible();
  // later pages are not in reach
  await expect(steps(page).getByRole('button')).toHaveCount(0);

  await title.fill('Gartenwohnung Linde');
  await page.getByRole('textbox', { name: 'Zimmer' }).fill('3.25');
  await forward(page).click();
  await expect(page.getByRole('textbox', { name: 'Zimmer' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Zimmer' }).fill('3.5');
  await forward(page).click();
  await heading(page, 'Preise').waitFor();
  await page.getByRole('textbox', { name: 'Nettomiete', exact: true }).fill('1750');
  await forward(page).click();
  await heading(page, 'Adresse').waitFor();

  // the pages passed are marked done
  await expect(steps(page).getByRole('button')).toHaveText(['Grunddaten (erledigt)', 'Preise (erledigt)']);
  await steps(page).getByRole('button', { name: 'Preise' }).click();
  await expect(page.getByRole('textbox', { name: 'Nettomiete', exact: true })).toHaveValue("1'750.00");

  // a reload (the browser asks first: answers are there) restores the answers and the page
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText(/^Ihr Entwurf vom .* wurde wiederhergestellt\.$/)).toBeVisible();
  await heading(page, 'Preise').waitFor();
  await expect(page.getByRole('textbox', { name: 'Nettomiete', exact: true })).toHaveValue("1'750.00");
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByRole('textbox', { name: 'Bezeichnung' })).toHaveValue('Gartenwohnung Linde');

  // a reference number already in use (the first of the project's apartments): the server's page check says so
  consoleGuard.expectConsole(/status of 400/);
  const ref = page.getByRole('textbox', { name: 'Ref.-Nr.' });
  const suggested = await ref.inputValue();
  await ref.fill(suggested.replace(/\d+$/, (digits) => '1'.padStart(digits.length, '0')));
  await forward(page).click();
  await expect(page.getByText('Diese Referenz ist in diesem Projekt schon vergeben.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ref.-Nr.' })).toBeFocused();
});

test('has no horizontal overflow at 800 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/objects/create/apartments');
  await heading(page, 'Grunddaten').waitFor();
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
