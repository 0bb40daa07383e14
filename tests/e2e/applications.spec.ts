import { seriousViolations } from './axe';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { latestMailTo } from './outbox';
import { ObjectListScreen, signInAs } from './support';

/**
 * Staff work with applications (issue 9): find one in the list, rate it with the stars, offer it
 * an apartment and assign it; the list and the sidepanels have no critical or serious axe
 * violation at 800 px. The demo data holds applications in every state.
 */

/** A date `days` from today as the date inputs take it (DD.MM.YYYY). */
function typedDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

async function openList(page: Page): Promise<ObjectListScreen> {
  await page.goto('/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeVisible();
  const list = new ObjectListScreen(page);
  await list.settled();
  return list;
}

/** The applications of one state (a state filter), once the list shows them. */
async function filterState(list: ObjectListScreen, state: string): Promise<void> {
  const chip = list.stateFilters.getByRole('button', { name: new RegExp(`^${state} `) });
  const count = Number(/\((\d+)\)/.exec(await chip.innerText())?.[1]);
  expect(count, `applications in state ${state}`).toBeGreaterThan(0);
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(list.pagination.getByText(new RegExp(`von ${count}$`))).toBeVisible();
  await list.settled();
}

test.describe('applications at 800 px', () => {
  test.use({ viewport: { width: 800, height: 1000 } });

  test('the list and the application sidepanels have no critical or serious accessibility violation', async ({
    context,
    page,
    request,
  }) => {
    // four whole-page analyses of axe: three times the usual ceiling
    test.slow();
    await signInAs(context, request, 'admin');
    const list = await openList(page);
    expect(await seriousViolations(page)).toEqual([]);

    const name = (await list.rows.first().getByRole('button').first().innerText()).trim();
    await list.rows.first().getByRole('button', { name, exact: true }).click();
    const panel = page.getByRole('complementary', { name });
    await expect(panel.getByRole('heading', { name: 'Kontakt und Haushalt' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Bewertung und Kommentare' }).click();
    const evaluation = page.getByRole('complementary', { name: `Bewertung: ${name}` });
    await expect(evaluation.getByRole('heading', { name: 'Kommentare' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await evaluation.getByRole('button', { name: 'Zurück zur Bewerbung' }).click();
    await page.getByRole('complementary').getByRole('button', { name: 'Punkte', exact: true }).click();
    const points = page.getByRole('complementary', { name: `Punkte: ${name}` });
    await expect(points.getByRole('table', { name: 'Punkte pro Kriterium' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

interface ListReply {
  body: Array<{ _id: number; main_applicant: string }>;
}

/**
 * An evaluated application that may be offered an object now (one of its priorities or the fitting
 * alternatives can be offered), found through the API the screens use.
 */
async function offerableApplication(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/v1/applications/?status=active.evaluated&rowsPerPage=50', { headers });
  expect(list.status()).toBe(200);
  for (const row of ((await list.json()) as ListReply).body) {
    for (const call of ['priority-apartments', 'alternative-apartments']) {
      const reply = await request.get(`/api/v1/applications/${row._id}/${call}`, { headers });
      const objects = (await reply.json()) as Array<{ can_offer: boolean }>;
      if (objects.some((o) => o.can_offer)) return row.main_applicant;
    }
  }
  throw new Error('no evaluated application may be offered an object in the demo data');
}

test('staff find an application, rate it, offer it an apartment and assign it', async ({
  context,
  page,
  request,
}) => {
  const session = await signInAs(context, request, 'admin');
  const name = await offerableApplication(request, session.token);
  const list = await openList(page);
  await filterState(list, 'Bewertet');

  // find: search for it by its applicant's name
  await list.search.fill(name);
  await expect(list.rows.first().getByRole('button', { name, exact: true })).toBeVisible();
  const row = list.rows.filter({ has: page.getByRole('button', { name, exact: true }) }).first();
  // rate: four stars (three when it has four already: clicking the set star clears it), kept after a reload
  const stars = row.getByRole('group', { name: `Bewertung von ${name}` });
  const label = (await stars.getByRole('radio', { name: '4 Sterne' }).isChecked()) ? '3 Sterne' : '4 Sterne';
  await stars
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
  await expect(stars.getByRole('radio', { name: label })).toBeChecked();
  await page.reload();
  await new ObjectListScreen(page).settled();
  await expect(
    page
      .getByRole('group', { name: `Bewertung von ${name}` })
      .first()
      .getByRole('radio', { name: label }),
  ).toBeChecked();

  // offer: an apartment it may be offered (its priorities, else the fitting alternatives)
  await page.getByRole('button', { name, exact: true }).first().click();
  const panel = page.getByRole('complementary', { name });
  await expect(panel.getByRole('heading', { name: 'Gewünschte Objekte' })).toBeVisible();
  await expect(panel.getByText('Wird geladen …')).toHaveCount(0);
  await panel
    .getByRole('group', { name: 'Status ändern' })
    .getByRole('button', { name: 'Angebot machen', exact: true })
    .click();

  const offer = page.getByRole('complementary', { name: `Angebot: ${name}` });
  // an object it may be offered: its priorities and the fitting alternatives that are available
  await offer.getByRole('combobox', { name: /Objekt/ }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await offer.getByRole('textbox', { name: /Angebot gültig bis/ }).fill(typedDate(14));
  await offer.getByRole('textbox', { name: 'Kommentar' }).fill('Besichtigung hat gut gepasst.');
  await offer.getByRole('button', { name: 'Angebot machen' }).click();
  await expect(page.getByText('Das Angebot wurde gemacht.')).toBeVisible();
  await expect(offer.getByText('Besichtigung hat gut gepasst.')).toBeVisible();

  // assign: the household accepted
  await offer.getByRole('button', { name: 'Angenommen: zuteilen' }).click();
  await expect(page.getByText('Das Objekt wurde zugeteilt.')).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Zuteilung aufheben' })).toBeVisible();

  // the application now shows its new state
  await offer.getByRole('button', { name: 'Zurück zur Bewerbung' }).click();
  await expect(
    page.getByRole('complementary', { name }).getByText('Zugeteilt', { exact: true }),
  ).toBeVisible();
});

test("an application's own address opens it beside the list", async ({ context, page, request }) => {
  const session = await signInAs(context, request, 'admin');
  const list = await request.get('/api/v1/applications/?rowsPerPage=5', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const first = ((await list.json()) as ListReply).body[0]!;
  await page.goto(`/applications/${first._id}`);
  const panel = page.getByRole('complementary', { name: 'Bewerbung' });
  await expect(panel.getByRole('heading', { name: 'Kontakt und Haushalt' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeVisible();
  // leaving for another screen closes it
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Startseite' }).click();
  await expect(page.getByRole('complementary')).toHaveCount(0);
});

interface PriorityReply {
  object_id: number;
  ref_number: string;
  title: string;
}

/** An active German application with an e-mail address and at least two chosen objects, with the first. */
async function applicationWithPriority(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/v1/applications/?status=active.evaluated&rowsPerPage=50', { headers });
  expect(list.status()).toBe(200);
  const rows = (
    (await list.json()) as {
      body: Array<ListReply['body'][number] & { email: string | null; _language: string }>;
    }
  ).body;
  // a German applicant: the denial template is picked by its German title
  for (const row of rows.filter((r) => r.email && r._language === 'de')) {
    const reply = await request.get(`/api/v1/applications/${row._id}/priority-apartments`, { headers });
    // two chosen objects: after the denial the application still names one (other tests mail it)
    const [first, second] = (await reply.json()) as PriorityReply[];
    if (first && second) return { application: row, object: first };
  }
  throw new Error('no evaluated application with an address has two chosen objects in the demo data');
}

test('staff deny a chosen apartment by mail: the mail waits in the outbox, the object leaves the priorities', async ({
  context,
  page,
  request,
}) => {
  const session = await signInAs(context, request, 'admin');
  const { application, object } = await applicationWithPriority(request, session.token);
  const objectName = [object.ref_number, object.title].filter(Boolean).join(' · ');
  await page.goto(`/applications/${application._id}`);
  const panel = page.getByRole('complementary');
  const priorities = panel.getByRole('list', { name: 'Gewünschte Objekte' });
  const deny = priorities.getByRole('button', { name: `Absage senden: ${objectName}` });
  await deny.click();

  const dialog = page.getByRole('dialog', { name: /Absage per Mail/ });
  const send = dialog.getByRole('button', { name: 'Senden' });
  await dialog.getByRole('button', { name: /Absage per Mail/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'Betreff' })).toHaveValue(/^Ihre Bewerbung für /);
  await dialog.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  const preview = dialog.getByRole('region', { name: /^Mail an / });
  await expect(preview).toContainText('Leider können wir Ihnen dieses Objekt nicht anbieten');
  if (object.title) await expect(preview).toContainText(object.title);
  await expect(send).toBeEnabled();
  const since = new Date(Date.now() - 1000).toISOString();
  await send.click();
  await expect(
    dialog.getByRole('table', { name: 'Ergebnis' }).getByRole('cell', { name: 'Wartet im Postausgang' }),
  ).toHaveCount(1);
  const mail = latestMailTo(application.email!);
  expect((mail?.created_at ?? '') >= since, 'a new mail to the applicant').toBe(true);
  expect(mail?.text_body).toContain('Leider können wir Ihnen dieses Objekt nicht anbieten');

  await dialog.getByRole('button', { name: 'Schliessen' }).last().click();
  await expect(dialog).toHaveCount(0);
  await expect(priorities.getByRole('button', { name: `Absage senden: ${objectName}` })).toHaveCount(0);
});
