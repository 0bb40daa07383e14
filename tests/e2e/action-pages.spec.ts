import type { APIRequestContext, Page } from '@playwright/test';
import { validApplication } from '../api/publicApplicationSupport';
import { seriousViolations } from './axe';
import { expect, expectConsole, test } from './fixtures';
import { latestMailTo } from './outbox';
import { apiSignIn, tabTo } from './support';

/**
 * The public action pages on a phone (360 px): an offer accepted and one declined with a reason,
 * a requested document uploaded, a landlord reference answered. Each test makes its own
 * applications through the public form and its own requests through the staff API, so the demo
 * records other tests use stay as they are.
 */

test.use({ viewport: { width: 360, height: 780 } });

interface ObjectRows {
  body: Array<{ _id: number; application_url?: string; progress_state?: string }>;
}

let staffToken = '';
let run = 0;
const stamp = `${Date.now()}`;

async function staff(request: APIRequestContext): Promise<Record<string, string>> {
  if (!staffToken) staffToken = (await apiSignIn(request, 'demo.admin', 'rent')).token;
  return { authorization: `Bearer ${staffToken}`, 'tenant-name': 'rent' };
}

/** Apartments that take applications now and are free to offer: their ids and public uuids. */
async function openApartments(request: APIRequestContext): Promise<Array<{ id: number; uuid: string }>> {
  const list = await request.get('/api/v1/objects/apartments?rowsPerPage=50', {
    headers: await staff(request),
  });
  expect(list.status()).toBe(200);
  const found: Array<{ id: number; uuid: string }> = [];
  for (const row of ((await list.json()) as ObjectRows).body) {
    if (!row.application_url) continue;
    const uuid = new URL(row.application_url, 'http://x').searchParams.get('uuids') ?? '';
    const init = await request.get(`/api/v2/applications/new?uuids=${encodeURIComponent(uuid)}`, {
      headers: { 'tenant-name': 'rent' },
    });
    if (init.status() !== 200) continue;
    const reply = (await init.json()) as { objects: Array<{ open: boolean }> };
    if (reply.objects.every((o) => o.open)) found.push({ id: row._id, uuid });
  }
  return found;
}

/** A new application of our own for an apartment; answers its id, version and e-mail. */
async function newApplication(
  request: APIRequestContext,
  uuid: string,
  household: Record<string, unknown> = {},
) {
  run += 1;
  const email = `e2e.action.${stamp}.${run}@example.ch`;
  const base = validApplication(uuid);
  const body = {
    ...base,
    language: 'de',
    household: { ...base.household, ...household },
    adults: [{ ...base.adults[0], first_name: 'Lea', last_name: `Aktion${run}`, email }],
  };
  const created = await request.post('/api/v2/applications/new', {
    data: body,
    headers: { 'tenant-name': 'rent' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug, token } = (await created.json()) as { slug: string; token: string };
  const view = await request.get(`/api/v2/applications/${slug}/${token}/update`, {
    headers: { 'tenant-name': 'rent' },
  });
  const { application } = (await view.json()) as { application: { id: number; version: number } };
  return { id: application.id, version: application.version, email };
}

const swissDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** The path of the link a mail to `email` carries. */
function linkIn(email: string, pattern: RegExp): string {
  const mail = latestMailTo(email);
  expect(mail, `a mail to ${email}`).not.toBeNull();
  const match = pattern.exec(mail!.text_body);
  expect(match, mail!.text_body).not.toBeNull();
  return match![0];
}

/** An offer of an apartment to a new application of our own; answers the offer page's path. */
async function offerLink(request: APIRequestContext, apartment: { id: number; uuid: string }) {
  const app = await newApplication(request, apartment.uuid);
  const offer = await request.post(`/api/v1/applications/${app.id}/offer`, {
    data: { version: app.version, objectId: apartment.id, expiresOn: swissDay(5), comment: '' },
    headers: await staff(request),
  });
  expect(offer.status(), await offer.text()).toBe(200);
  return linkIn(app.email, /\/action\/[A-Za-z0-9_-]+\/offer-form/);
}

async function expectPhoneFit(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
}

test('accepts an offer with the keyboard alone, and the used link then says so', async ({
  page,
  request,
}) => {
  const [apartment] = await openApartments(request);
  const path = await offerLink(request, apartment!);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Angebot' })).toBeVisible();
  await expect(page.getByText(/^CHF \d/)).toBeVisible();
  await expectPhoneFit(page);
  const accept = page.getByRole('radio', { name: 'Ich nehme das Angebot an' });
  await tabTo(page, accept);
  await page.keyboard.press('Space');
  await expect(accept).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Antwort senden' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Antwort' })).toBeVisible();
  await expect(page.getByText(/angenommen/)).toBeVisible();
  await page.reload();
  await expect(page.getByText('Über diesen Link wurde bereits geantwortet. Vielen Dank.')).toBeVisible();
  await expectPhoneFit(page);
});

test('declines an offer with a reason', async ({ page, request }) => {
  const apartments = await openApartments(request);
  const path = await offerLink(request, apartments[1] ?? apartments[0]!);
  await page.goto(path);
  await page.getByRole('radio', { name: 'Ich lehne das Angebot ab' }).check();
  await page.getByRole('button', { name: 'Antwort senden' }).click();
  const reason = page.getByRole('textbox', { name: /Grund der Absage/ });
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await reason.fill('Der Arbeitsweg wäre zu lang.');
  await expectPhoneFit(page);
  await page.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(page.getByText(/abgelehnt/)).toBeVisible();
});

test('uploads a requested document', async ({ page, request }) => {
  const [apartment] = await openApartments(request);
  const app = await newApplication(request, apartment!.uuid);
  const asked = await request.post(`/api/v1/applications/${app.id}/documents-request`, {
    data: { categories: ['debt_collection'], message: 'Bitte den aktuellen Auszug.' },
    headers: await staff(request),
  });
  expect(asked.status(), await asked.text()).toBe(200);
  await page.goto(linkIn(app.email, /\/action\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+\/documents-upload-form/));
  await expect(page.getByRole('heading', { level: 1, name: 'Unterlagen hochladen' })).toBeVisible();
  await expect(page.getByText('Bitte den aktuellen Auszug.')).toBeVisible();
  await expectPhoneFit(page);
  const section = page.getByRole('region', { name: 'Betreibungsregisterauszug' });
  // the chooser opens from its button, by keyboard
  const choosing = page.waitForEvent('filechooser');
  await tabTo(
    page,
    section.getByRole('button', { name: 'Dateien für «Betreibungsregisterauszug» auswählen' }),
  );
  await page.keyboard.press('Enter');
  await (
    await choosing
  ).setFiles({
    name: 'betreibungsauszug.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
  });
  await expect(section.getByRole('listitem').filter({ hasText: 'betreibungsauszug.pdf' })).toBeVisible();
  await expectPhoneFit(page);
});

test('answers a landlord reference', async ({ page, request }) => {
  const [apartment] = await openApartments(request);
  const landlord = `vermietung.${stamp}@example.ch`;
  const app = await newApplication(request, apartment!.uuid, {
    landlord_name: 'Verwaltung Seeblick AG',
    landlord_email: landlord,
  });
  const url = '/api/v1/communication/landlord/reference-mails';
  const dialog = await request.get(`${url}?targets=${app.id}`, { headers: await staff(request) });
  expect(dialog.status(), await dialog.text()).toBe(200);
  const draft = ((await dialog.json()) as { mailTemplates: Array<{ subject: string; body: string }> })
    .mailTemplates[0]!;
  const sent = await request.post(url, {
    data: { targets: [app.id], subject: draft.subject, body: draft.body },
    headers: await staff(request),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await page.goto(linkIn(landlord, /\/action\/[A-Za-z0-9_-]+\/reference-form\?type=landlord/));
  await expect(page.getByRole('heading', { level: 1, name: 'Referenz als Vermieter/in' })).toBeVisible();
  await expectPhoneFit(page);
  await page.getByRole('textbox', { name: /Ihr Name/ }).fill('Petra Meier');
  const group = (question: string) => page.getByRole('group', { name: new RegExp(question) });
  await group('pünktlich').getByRole('radio', { name: 'Ja' }).check();
  await group('Beanstandungen').getByRole('radio', { name: 'Nein' }).check();
  await group('wieder').getByRole('radio', { name: 'Ja' }).check();
  await page.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Auskunft' })).toBeVisible();
  const refs = await request.get(`/api/v1/applications/${app.id}/references`, {
    headers: await staff(request),
  });
  const body = (await refs.json()) as { references: Array<{ answered_by: string; state: string }> };
  expect(body.references[0]).toMatchObject({ answered_by: 'Petra Meier', state: 'used' });
});

test('a link that is not one says so without an error screen; /public/404 answers', async ({ page }) => {
  expectConsole(page, /status of 404/);
  await page.goto('/action/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/offer-form');
  await expect(page.getByText(/Dieser Link ist ungültig/)).toBeVisible();
  await expectPhoneFit(page);
  await page.goto('/public/404');
  await expect(page.getByText('404')).toBeVisible();
});
