import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { apiSignIn, projectUrl, signInAs } from './support';

/** The project whose form the builder test changes. */
const BUILDER_PROJECT = 'erstvermietung';

interface ObjectRows {
  body: Array<{ _id: number; application_url?: string }>;
}

/** The public link of an apartment that takes applications now, found through the API the screens use. */
async function openApplicationLink(request: APIRequestContext, project = 'rent'): Promise<string> {
  const { token } = await apiSignIn(request, 'demo.admin', project);
  const list = await request.get('/api/v1/objects/apartments?rowsPerPage=50', {
    headers: { authorization: `Bearer ${token}`, 'tenant-name': project },
  });
  expect(list.status()).toBe(200);
  for (const row of ((await list.json()) as ObjectRows).body) {
    if (!row.application_url) continue;
    const uuids = new URL(row.application_url, 'http://x').searchParams.get('uuids') ?? '';
    const init = await request.get(`/api/v2/applications/new?uuids=${encodeURIComponent(uuids)}`, {
      headers: { 'tenant-name': project },
    });
    if (init.status() !== 200) continue;
    const reply = (await init.json()) as { objects: Array<{ open: boolean }> };
    if (reply.objects.every((object) => object.open))
      return project === 'rent' ? row.application_url : projectUrl(project, row.application_url);
  }
  throw new Error('no apartment of the demo data takes applications');
}

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
});

/** The documents field of that label (its hidden file input). */
const filesOf = (scope: Page | Locator, label: string) =>
  scope.locator(`input[type="file"][aria-label^="${label}"]`);

/** A radio group's choice, found by the group's question. */
const radio = (scope: Page | Locator, question: string, choice: string) =>
  scope
    .locator('.MuiFormControl-root', { hasText: question })
    .getByRole('radio', { name: choice, exact: true });

async function choose(page: Page, scope: Page | Locator, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** An adult of the household in French: the shipped form's required answers and documents. */
async function fillAdult(page: Page, card: Locator, first: string, email: string, civility?: string) {
  if (civility) await radio(card, 'Civilité', civility).check();
  await card.getByRole('textbox', { name: /^Prénom/ }).fill(first);
  await card.getByRole('textbox', { name: /^Nom/ }).fill('Favre');
  await card.getByRole('textbox', { name: /^Date de naissance/ }).fill('14.02.1988');
  await card.getByRole('combobox', { name: /^Nationalité/ }).fill('Suisse');
  await page.getByRole('option', { name: 'Suisse', exact: true }).click();
  await card.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await card.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('079 123 45 67');
  await choose(page, card, /^Situation professionnelle/, 'Salarié');
  await card.getByRole('textbox', { name: /^Revenu annuel brut/ }).fill('96000');
  await filesOf(card, "Pièce d'identité").setInputFiles(pdf(`id-${first}.pdf`));
  await filesOf(card, 'Les trois dernières fiches').setInputFiles(pdf(`salaire-${first}.pdf`));
  await expect(card.getByText(`salaire-${first}.pdf`)).toBeVisible();
}

async function fillHousehold(page: Page) {
  await page.getByRole('textbox', { name: /^Date d'emménagement souhaitée/ }).fill('01.09.2026');
  await choose(page, page, /^Nombre de personnes dans le ménage/, '3');
  await radio(page, 'Jouez-vous', 'Non').check();
  await choose(page, page, /^Besoin de place de parc/, 'Aucune place');
  await page.getByRole('textbox', { name: /^Nom de la gérance ou du bailleur/ }).fill('Régie du Lac SA');
  await page.getByRole('textbox', { name: /^Téléphone du bailleur/ }).fill('021 555 12 34');
  await radio(page, 'Existe-t-il des poursuites', 'Non').check();
  await filesOf(page, 'Extrait du registre des poursuites').setInputFiles(pdf('poursuites.pdf'));
  await page.getByRole('checkbox', { name: /^Je confirme/ }).check();
}

test.describe('the public application form', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an applicant applies in French for two adults and a child with documents, and comes back through the private link', async ({
    page,
    request,
  }) => {
    const link = await openApplicationLink(request);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Bewerbung' })).toBeVisible();
    await page.getByRole('button', { name: /Français/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Candidature' })).toBeVisible();
    // one column on the phone: nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await fillHousehold(page);
    await fillAdult(
      page,
      page.getByRole('region', { name: 'Locataire principal·e' }),
      'Claire',
      'claire.favre@example.ch',
      'Madame',
    );
    await page.getByRole('button', { name: 'Ajouter un adulte' }).click();
    await expect(page.getByRole('heading', { name: 'Adulte 2' })).toBeFocused();
    await fillAdult(page, page.getByRole('region', { name: 'Adulte 2' }), 'Luc', 'luc.favre@example.ch');
    await page.getByRole('button', { name: 'Ajouter un enfant' }).click();
    const child = page.getByRole('region', { name: 'Enfant 1' });
    await child.getByRole('textbox', { name: /^Prénom/ }).fill('Emma');
    await child.getByRole('textbox', { name: /^Nom/ }).fill('Favre');
    await child.getByRole('textbox', { name: /^Date de naissance/ }).fill('03.07.2019');

    await page.getByRole('button', { name: 'Envoyer la candidature' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Candidature envoyée' })).toBeVisible();
    await expect(page.getByText(/Non téléversés/)).toHaveCount(0);
    const privateLink = await page.getByRole('textbox', { name: 'Votre lien personnel' }).inputValue();
    expect(privateLink).toMatch(/\/form\/application\/[^/]+\/[^/]+\/update\/\d+$/);

    // back through the private link: the household as sent, its documents, and a change saved
    await page.goto(`${privateLink}?lang=fr`);
    await expect(page.getByRole('heading', { level: 1, name: 'Compléter votre candidature' })).toBeVisible();
    const main = page.getByRole('region', { name: 'Locataire principal·e' });
    await expect(main.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Claire');
    await expect(radio(main, 'Civilité', 'Madame')).toBeChecked();
    await expect(
      page.getByRole('region', { name: 'Adulte 2' }).getByRole('textbox', { name: /^Prénom/ }),
    ).toHaveValue('Luc');
    await expect(
      page.getByRole('region', { name: 'Enfant 1' }).getByRole('textbox', { name: /^Prénom/ }),
    ).toHaveValue('Emma');
    await expect(page.getByText('poursuites.pdf')).toBeVisible();
    await expect(main.getByText('salaire-Claire.pdf')).toBeVisible();
    const household = page.getByRole('region', { name: 'Ménage' }).first();
    await household.getByRole('textbox', { name: /^Remarques/ }).fill('Nous avons un vélo cargo.');
    await household.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Enregistré.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a link in French reads the form once, in French, and shows it in French from the start', async ({
    page,
    request,
  }) => {
    const link = await openApplicationLink(request);
    const reads: string[] = [];
    page.on('request', (call) => {
      if (/\/api\/v2\/applications\/new\?/.test(call.url())) reads.push(new URL(call.url()).pathname);
    });
    // every page title the form shows, from its first render on
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { titlesSeen: string[] }).titlesSeen = seen;
      new MutationObserver(() => {
        const title = document.querySelector('h1')?.textContent;
        if (title && seen.at(-1) !== title) seen.push(title);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`${link}&lang=fr`);
    await expect(page.getByRole('textbox', { name: /^Date d'emménagement souhaitée/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual(['/fr/api/v2/applications/new']);
    expect(await page.evaluate(() => (window as unknown as { titlesSeen: string[] }).titlesSeen)).toEqual([
      'Candidature',
    ]);
  });

  test("the form loads the phone numbers' rules only once a phone number is typed, then checks it", async ({
    page,
    request,
  }) => {
    const link = await openApplicationLink(request);
    // the scripts holding libphonenumber's metadata, known by Switzerland's calling code in it
    const scripts: Array<Promise<boolean>> = [];
    page.on('response', (reply) => {
      if (!reply.url().endsWith('.js')) return;
      scripts.push(
        reply.text().then(
          (text) => /\b41"?:\[["`]CH["`]\]/.test(text),
          () => false,
        ),
      );
    });
    const metadataLoads = async () => (await Promise.all(scripts)).filter(Boolean).length;
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Bewerbung' })).toBeVisible();
    const phone = page.getByRole('textbox', { name: 'Telefon', exact: true }).first();
    await expect(phone).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await metadataLoads()).toBe(0);

    await phone.fill('079 12');
    await page.getByRole('button', { name: 'Bewerbung senden' }).click();
    await expect(
      page.getByText('Bitte geben Sie eine gültige Telefonnummer ein, z. B. 079 123 45 67.').first(),
    ).toBeVisible();
    expect(await metadataLoads()).toBe(1);
    await phone.fill('079 123 45 67');
    await phone.blur();
    await expect(phone).toHaveValue('079 123 45 67');
  });

  test('on a phone no label is cut, and a long remark scrolls inside its box', async ({ page, request }) => {
    await page.goto(await openApplicationLink(request));
    await expect(page.getByRole('region', { name: 'Hauptmieter/in' })).toBeVisible();
    const labels = await page
      .locator('label')
      .evaluateAll((all) =>
        all
          .filter((label) => label.getClientRects().length > 0)
          .map((label) => ({ text: label.textContent, cut: label.scrollWidth > label.clientWidth + 1 })),
      );
    expect(labels.length).toBeGreaterThan(10);
    expect(labels.filter((label) => label.cut).map((label) => label.text)).toEqual([]);
    const remarks = page.getByRole('textbox', { name: 'Bemerkungen' });
    await remarks.fill(Array.from({ length: 30 }, (_, i) => `Zeile ${i + 1}`).join('\n'));
    const box = await remarks.evaluate((area) => ({
      height: area.clientHeight,
      content: area.scrollHeight,
      rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
    }));
    expect(box.height).toBeLessThanOrEqual(12 * box.rem);
    expect(box.content).toBeGreaterThan(box.height);
  });

  test('the public form has no critical or serious accessibility violation, also with refused inputs', async ({
    page,
    request,
  }) => {
    await page.goto(await openApplicationLink(request));
    await expect(page.getByRole('region', { name: 'Hauptmieter/in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Bewerbung senden' }).click();
    await expect(
      page.getByText('Bitte prüfen Sie die markierten Angaben. Ihre Eingaben bleiben erhalten.'),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('an admin adds a required field in the builder, and the next applicant must fill it', async ({
  browser,
  context,
  page,
  request,
}) => {
  // a project of its own: the other tests' applicants in rent meet the form as shipped
  await signInAs(context, request, 'admin', BUILDER_PROJECT);
  await page.goto(projectUrl(BUILDER_PROJECT, '/settings/form-settings/forms'));
  const section = page.getByRole('region', { name: 'Abschnitt «Haushalt»' });
  await expect(section).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await section.getByRole('button', { name: 'Feld hinzufügen' }).click();
  await section.getByRole('button', { name: 'Feld «field» bearbeiten' }).click();
  await section.getByRole('textbox', { name: 'Bezeichnung (DE)' }).fill('Lieblingsfarbe der Wohnung');
  await section.getByRole('textbox', { name: 'Bezeichnung (FR)' }).fill('Couleur préférée');
  await section
    .getByRole('textbox', { name: /^Schlüssel/ })
    .last()
    .fill('favourite_colour');
  await section.getByRole('checkbox', { name: 'Pflichtfeld' }).check();
  await page.getByRole('button', { name: 'Als neue Version speichern' }).click();
  await expect(page.getByText(/^Version \d+ gespeichert/)).toBeVisible();

  // a new applicant (another browser, no session) meets the field, and cannot send without it
  const applicant = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const form = await applicant.newPage();
  await form.goto(await openApplicationLink(request, BUILDER_PROJECT));
  const colour = form.getByRole('textbox', { name: /^Lieblingsfarbe der Wohnung/ });
  await expect(colour).toBeVisible();
  await form.getByRole('button', { name: 'Bewerbung senden' }).click();
  await expect(colour).toHaveAttribute('aria-invalid', 'true');
  await colour.fill('Blau');
  await expect(colour).toHaveAttribute('aria-invalid', 'false');
  await applicant.close();
});
