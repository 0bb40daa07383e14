import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { latestMailTo } from './outbox';
import { ObjectListScreen, signInAs } from './support';

/**
 * A property manager's first day (issue 28), walked end to end: an apartment created through the
 * wizard with decimal commas, an application for it on a phone by a household of two, rated and
 * offered by staff with the offer's mail in the outbox, a mail whose placeholder has no value, and
 * a colleague's invitation link copied. Each step fails when one of the first day's frictions
 * returns: a number read wrong, a household that contradicts itself, gross rent left empty, a
 * mail that claims to be sent, a blank placeholder sent.
 */

test.describe.configure({ timeout: 240_000 });

/** A date `days` from today as the date inputs take it (DD.MM.YYYY). */
function typedDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** Letters only, different on every run: a family name no demo applicant has. */
function uniqueFamily(): string {
  const letters = Date.now()
    .toString(26)
    .replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!);
  return `Keller-${letters[0]!.toUpperCase()}${letters.slice(1)}`;
}

async function choose(page: Page, field: Locator, option: string | RegExp) {
  await field.click();
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

const forward = (page: Page) => page.getByRole('button', { name: 'Weiter', exact: true });
const pageHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true }).waitFor();

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
});

/** The documents field of that label (its hidden file input). */
const filesOf = (scope: Page | Locator, label: string) =>
  scope.locator(`input[type="file"][aria-label^="${label}"]`);

/** An adult of the household in German: the shipped form's required answers and documents. */
async function fillAdult(page: Page, card: Locator, first: string, family: string, email: string) {
  await card.getByRole('textbox', { name: /^Vorname/ }).fill(first);
  await card.getByRole('textbox', { name: /^Nachname/ }).fill(family);
  await card.getByRole('textbox', { name: /^Geburtsdatum/ }).fill('14.02.1988');
  await card.getByRole('combobox', { name: /^Nationalität/ }).fill('Schweiz');
  await page.getByRole('option', { name: 'Schweiz', exact: true }).click();
  await card.getByRole('textbox', { name: /^E-Mail/ }).fill(email);
  await card.getByRole('textbox', { name: 'Telefon', exact: true }).fill('079 123 45 67');
  await choose(page, card.getByRole('combobox', { name: /^Erwerbssituation/ }), 'Angestellt');
  // an amount as people in Switzerland type it
  await card.getByRole('textbox', { name: /^Bruttojahreseinkommen/ }).fill("96'000");
  await filesOf(card, 'Ausweis oder Pass').setInputFiles(pdf(`ausweis-${first}.pdf`));
  await filesOf(card, 'Die letzten drei Lohnabrechnungen').setInputFiles(pdf(`lohn-${first}.pdf`));
  await expect(card.getByText(`lohn-${first}.pdf`)).toBeVisible();
}

test("a property manager's first day, from a new apartment to an offer and an invited colleague", async ({
  context,
  page,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const session = await signInAs(context, request, 'admin');

  // 1. the apartment, through the wizard, with decimal commas and apostrophes
  await page.goto('/objects/create/apartments');
  await pageHeading(page, 'Grunddaten');
  const title = `Erster Tag ${Date.now()}`;
  await page.getByRole('textbox', { name: /^Bezeichnung/ }).fill(title);
  await page.getByRole('textbox', { name: /^Zimmer/ }).fill('3,5');
  await page
    .getByRole('textbox', { name: /^Fläche/ })
    .first()
    .fill('92,5');
  await forward(page).click();
  await pageHeading(page, 'Preise');
  await page.getByRole('textbox', { name: /^Nettomiete/ }).fill("1'850");
  await page.getByRole('textbox', { name: /^Nebenkosten/ }).fill('230,50');
  await page.getByRole('textbox', { name: /^Nebenkosten/ }).blur();
  // gross rent is net rent plus extra costs, without typing it
  await expect(page.getByRole('textbox', { name: /^Bruttomiete/ })).toHaveValue("2'080.50");
  await forward(page).click();
  await pageHeading(page, 'Adresse');
  await choose(page, page.getByRole('combobox', { name: /^Liegenschaft/ }), /./);
  await forward(page).click();
  await pageHeading(page, 'Bilder und Dokumente');
  await forward(page).click();
  await pageHeading(page, 'Vermietungskriterien');
  // exactly two persons: a range whose ends are equal
  await page.getByRole('textbox', { name: /^Personen mindestens/ }).fill('2');
  await page.getByRole('textbox', { name: /^Personen höchstens/ }).fill('2');
  await forward(page).click();
  await pageHeading(page, 'Weitere Angaben');
  const available = page.getByRole('textbox', { name: /^Verfügbar ab/ });
  await available.fill('1.3.27');
  await available.blur();
  await expect(page.getByText('Bitte das Jahr vierstellig eingeben, z. B. 01.03.2027.')).toBeVisible();
  await available.fill('01.03.2027');
  await page.getByRole('button', { name: 'Objekt erfassen' }).click();

  await expect(page).toHaveURL(/\/objects\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Zimmer/ })).toHaveValue('3.5');
  await expect(page.getByRole('textbox', { name: /^Fläche/ }).first()).toHaveValue('92.5');
  await expect(page.getByRole('textbox', { name: /^Bruttomiete/ })).toHaveValue("2'080.50");

  // its application link, copied from the object's page
  await page.getByRole('button', { name: 'Bewerbungslink kopieren' }).first().click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/form\/application\/new\?uuids=/);

  // 2. a household of two applies on a phone
  const family = uniqueFamily();
  const email = `${family.toLowerCase()}@example.ch`;
  const phone = await context.browser()!.newContext({ viewport: { width: 390, height: 844 } });
  const applicant = await phone.newPage();
  await applicant.goto(link);
  await expect(applicant.getByRole('heading', { level: 1, name: 'Bewerbung' })).toBeVisible();
  await expect(applicant.getByText(title).first()).toBeVisible();
  await applicant.getByRole('textbox', { name: /^Gewünschter Einzugstermin/ }).fill('01.03.2027');
  await choose(applicant, applicant.getByRole('combobox', { name: /^Anzahl Personen im Haushalt/ }), '2');
  await applicant
    .locator('.MuiFormControl-root', { hasText: 'Spielen Sie ein Musikinstrument?' })
    .getByRole('radio', { name: 'Nein', exact: true })
    .check();
  await choose(applicant, applicant.getByRole('combobox', { name: /^Parkplatzbedarf/ }), 'Kein Parkplatz');
  await applicant
    .getByRole('textbox', { name: /^Name der Verwaltung oder Vermieterschaft/ })
    .fill('Verwaltung am See AG');
  await applicant.getByRole('textbox', { name: /^Telefon der Vermieterschaft/ }).fill('044 555 12 34');
  await applicant
    .locator('.MuiFormControl-root', { hasText: 'Bestehen Betreibungen oder Verlustscheine?' })
    .getByRole('radio', { name: 'Nein', exact: true })
    .check();
  await filesOf(applicant, 'Betreibungsregisterauszug').setInputFiles(pdf('betreibung.pdf'));
  await fillAdult(
    applicant,
    applicant.getByRole('region', { name: 'Hauptmieter/in' }),
    'Anna',
    family,
    email,
  );
  // two persons declared, one entered: the form says so before sending
  await applicant.getByRole('checkbox', { name: /^Ich bestätige/ }).check();
  await applicant.getByRole('button', { name: 'Bewerbung senden' }).click();
  await expect(applicant.getByText(/2 Personen/).first()).toBeVisible();
  await expect(applicant.getByRole('heading', { level: 1, name: 'Bewerbung gesendet' })).toHaveCount(0);
  await applicant.getByRole('button', { name: 'Erwachsene Person hinzufügen' }).click();
  await fillAdult(
    applicant,
    applicant.getByRole('region', { name: 'Erwachsene Person 2' }),
    'Marco',
    family,
    `marco.${email}`,
  );
  await applicant.getByRole('button', { name: 'Bewerbung senden' }).click();
  await expect(applicant.getByRole('heading', { level: 1, name: 'Bewerbung gesendet' })).toBeVisible();
  expect(await applicant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();

  // 3. staff find it, rate it and offer the new apartment; the offer's mail waits in the outbox
  const name = `Anna ${family}`;
  await page.goto('/applications');
  const list = new ObjectListScreen(page);
  await list.settled();
  await list.search.fill(family);
  await expect(page).toHaveURL(new RegExp(`search=${family}`));
  await list.settled();
  const row = list.rows.filter({ has: page.getByRole('button', { name, exact: true }) }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('2');
  await row
    .getByRole('group', { name: `Bewertung von ${name}` })
    .locator('label')
    .filter({ hasText: /^4 Sterne$/ })
    .click();
  await expect(
    row.getByRole('group', { name: `Bewertung von ${name}` }).getByRole('radio', { name: '4 Sterne' }),
  ).toBeChecked();

  await row.getByRole('button', { name, exact: true }).click();
  const panel = page.getByRole('complementary');
  await expect(panel.getByRole('heading', { name: 'Gewünschte Objekte' })).toBeVisible();
  // the offer from the chosen object's own button: the offer names that object
  await panel.getByRole('button', { name: new RegExp(`^Angebot machen: .*${title}$`) }).click();
  const offer = page.getByRole('complementary', { name: /^Angebot/ });
  await expect(offer.getByRole('combobox', { name: /Objekt/ })).toContainText(title);
  await offer.getByRole('textbox', { name: /Angebot gültig bis/ }).fill(typedDate(14));
  const since = new Date(Date.now() - 1000).toISOString();
  await offer.getByRole('button', { name: 'Angebot machen' }).click();
  await expect(page.getByText(/Das Angebot wurde gemacht\..*Postausgang/)).toBeVisible();
  const offerMail = latestMailTo(email);
  expect(offerMail && offerMail.created_at >= since, 'the offer mail to the applicant').toBe(true);
  expect(offerMail?.text_body).toContain(title);
  await offer.getByRole('button', { name: 'Zurück zur Bewerbung' }).click();

  // 4. a mail with a placeholder that has no value: marked in the preview, and Send refuses
  await panel.getByRole('button', { name: /^Mail schreiben/ }).click();
  const dialog = page.getByRole('dialog', { name: /Mail schreiben/ });
  await dialog.getByRole('button', { name: /Neues Mail verfassen/ }).click();
  await dialog.getByRole('textbox', { name: 'Betreff' }).fill('Besichtigung');
  const body = dialog.getByRole('textbox', { name: 'Text' });
  await body.click();
  await page.keyboard.type('Wir laden Sie zur Besichtigung ein: {{viewing_date}}.');
  await dialog.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  const preview = dialog.getByRole('region', { name: /^Mail an / });
  await expect(preview).toContainText('{{viewing_date}}');
  await expect(dialog.getByRole('button', { name: 'Senden' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Schliessen' }).first().click();
  await expect(dialog).toHaveCount(0);

  // 5. a colleague invited, the invitation link copied for them
  const colleague = `kollegin.${family.toLowerCase()}`;
  await page.goto('/settings/user-management/users');
  await page.getByRole('link', { name: 'Einladen' }).click();
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Nina');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill(family);
  await page.getByRole('textbox', { name: /^Benutzername/ }).fill(colleague);
  await page.getByRole('textbox', { name: /^E-Mail/ }).fill(`${colleague}@example.ch`);
  await page.getByRole('button', { name: /Speichern/ }).click();
  // no mail server here: the notice says where the invitation is, not that it was sent
  await expect(
    page.getByText(/Die Mail wartet im Postausgang: Es ist kein Mailserver eingerichtet/),
  ).toBeVisible();
  await page.getByRole('button', { name: `Details zu Nina ${family} öffnen` }).click();
  await page.getByRole('button', { name: 'Einladungslink kopieren' }).click();
  await page
    .getByRole('dialog', { name: 'Neuen Einladungslink erstellen?' })
    .getByRole('button', { name: 'Einladungslink kopieren' })
    .click();
  await expect(page.getByText('Der Einladungslink wurde in die Zwischenablage kopiert.')).toBeVisible();
  const invitation = await page.evaluate(() => navigator.clipboard.readText());
  expect(invitation).toMatch(/\/action\/account\/[0-9a-f-]{36}\/invitation\?token=[\w-]+/);
  expect(session.token).toBeTruthy();
});
