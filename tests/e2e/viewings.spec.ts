import type { APIRequestContext } from '@playwright/test';
import { validApplication } from '../api/publicApplicationSupport';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { latestMailTo } from './outbox';
import { apiSignIn, signInAs, expectNoHorizontalScroll } from './support';

const BASE = '/api/v1/appointments';
const stamp = `${Date.now()}`;
const place = `Hauseingang ${stamp}`;

type ObjectRows = { body: Array<{ _id: number; application_url?: string | null }> };

/**
 * An apartment that takes applications now: its id and public uuid. Taken from the end of the
 * first 50, as the other specs that apply take theirs from the start: one address may submit only
 * a few applications per object and hour.
 */
async function openApartment(request: APIRequestContext, headers: Record<string, string>) {
  const list = await request.get('/api/v1/objects/apartments?rowsPerPage=50', { headers });
  expect(list.status()).toBe(200);
  for (const row of ((await list.json()) as ObjectRows).body.reverse()) {
    if (!row.application_url) continue;
    const uuid = new URL(row.application_url, 'http://x').searchParams.get('uuids') ?? '';
    const init = await request.get(`/api/v2/applications/new?uuids=${encodeURIComponent(uuid)}`, {
      headers: { 'tenant-name': 'rent' },
    });
    if (init.status() !== 200) continue;
    const reply = (await init.json()) as { objects: Array<{ open: boolean }> };
    if (reply.objects.every((o) => o.open)) return { id: row._id, uuid };
  }
  throw new Error('no apartment takes applications');
}

/** A new application of our own for the apartment, through the public form. */
async function newApplication(request: APIRequestContext, uuid: string, n: number) {
  const email = `e2e.viewing.${stamp}.${n}@example.ch`;
  const base = validApplication(uuid);
  const created = await request.post('/api/v2/applications/new', {
    data: {
      ...base,
      language: 'de',
      adults: [{ ...base.adults[0], first_name: 'Nora', last_name: `Besuch${n}`, email }],
    },
    headers: { 'tenant-name': 'rent' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug, token } = (await created.json()) as { slug: string; token: string };
  const view = await request.get(`/api/v2/applications/${slug}/${token}/update`, {
    headers: { 'tenant-name': 'rent' },
  });
  const { application } = (await view.json()) as { application: { id: number } };
  return { id: application.id, email, name: `Nora Besuch${n}` };
}

test('a viewing from the draw to the export: booked on a phone, ticked on site, completed', async ({
  page,
  context,
  browser,
  request,
}) => {
  const { token } = await apiSignIn(request, 'demo.admin', 'rent');
  const headers = { authorization: `Bearer ${token}`, 'tenant-name': 'rent' };
  const apartment = await openApartment(request, headers);
  const person = await newApplication(request, apartment.uuid, 1);

  // the manager makes today's viewing on the object's page and draws every matching applicant
  await signInAs(context, request, 'admin', 'rent');
  await page.goto(`/objects/${apartment.id}`);
  const viewings = page.getByRole('region', { name: 'Besichtigungen' });
  await viewings.getByRole('button', { name: 'Besichtigung erfassen' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('textbox', { name: 'Datum' })).toBeFocused();
  await form.getByRole('textbox', { name: /Treffpunkt/ }).fill(place);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Besichtigung ist erfasst.').first()).toBeVisible();
  await expect(form).toBeHidden();

  await viewings.getByRole('button', { name: 'Bewerbende auslosen' }).click();
  const draw = page.getByRole('dialog');
  await draw.getByRole('combobox', { name: /Besichtigung/ }).click();
  await page.getByRole('option', { name: new RegExp(`17:00–18:00, ${place}`) }).click();
  await draw.getByRole('textbox', { name: /Anzahl Einladungen/ }).fill('500');
  await draw.getByRole('button', { name: 'Auslosen' }).click();
  await expect(draw.getByText(/passenden Bewerbungen ausgelost und eingeladen/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(draw).toBeHidden();

  // the viewing's page: the mail to the invited, written in the mail dialog from the template
  await viewings.getByRole('link', { name: new RegExp(place) }).click();
  await expect(page).toHaveURL(/\/viewing-appointments\/\d+$/);
  const appointmentId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('row', { name: new RegExp(person.name) })).toBeVisible();
  await page.getByRole('button', { name: 'Mail an Teilnehmende' }).click();
  const mailDialog = page.getByRole('dialog', { name: /Mail an die Teilnehmenden/ });
  await mailDialog.getByRole('combobox', { name: 'An' }).click();
  await page.getByRole('option', { name: 'Eingeladene ohne Antwort' }).click();
  await mailDialog.getByRole('button', { name: /Anmeldung zur Besichtigung/ }).click();
  await expect(mailDialog.getByRole('textbox', { name: 'Betreff' })).toHaveValue(/\{\{viewing_date\}\}/);
  await mailDialog.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  await expect(mailDialog.getByRole('region', { name: /^Mail an / })).toContainText(
    '/appointments-booking-object',
  );
  await mailDialog.getByRole('button', { name: 'Senden' }).click();
  await expect(mailDialog.getByRole('table', { name: 'Ergebnis' })).toBeVisible();
  await mailDialog.getByRole('button', { name: 'Schliessen' }).last().click();

  const mail = latestMailTo(person.email);
  const bookingLink = /(\/action\/[^\s)]+\/appointments-booking-object)/.exec(mail?.text_body ?? '')?.[1];
  expect(bookingLink, mail?.text_body).toBeTruthy();

  // the invited person books on a phone
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const booking = await phone.newPage();
  await booking.goto(bookingLink!);
  await booking.getByRole('radio', { name: /^17:00–18:00/ }).check();
  await booking.getByRole('button', { name: 'Anmelden' }).click();
  await expect(
    booking.getByRole('status').filter({ hasText: 'Sie sind angemeldet: 17:00–18:00.' }),
  ).toBeVisible();
  await expectNoHorizontalScroll(booking);

  // the manager makes the on-site link on the viewing's page
  await page.reload();
  await page.getByRole('button', { name: 'Link erstellen' }).click();
  const address = page.getByRole('textbox', { name: 'Adresse des Links' });
  await expect(address).toHaveValue(/\/action\/[A-Za-z0-9_-]{32}\/appointment-edit-participants$/);
  const onsiteUrl = new URL(await address.inputValue());

  // the caretaker at the door, on a phone, without an account
  const door = await phone.newPage();
  for (const [lang, title] of [
    ['fr', 'Visite sur place'],
    ['it', 'Visita sul posto'],
    ['en', 'Viewing on site'],
    ['de', 'Besichtigung vor Ort'],
  ] as const) {
    await door.goto(`${onsiteUrl.pathname}?lang=${lang}`);
    await expect(door.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  const tick = door.getByRole('checkbox', { name: `${person.name} ist anwesend` });
  await expect(tick).not.toBeChecked();
  await expectNoHorizontalScroll(door);
  expect(await seriousViolations(door)).toEqual([]);
  await tick.focus();
  await door.keyboard.press('Space');
  await expect(door.getByRole('status').filter({ hasText: 'anwesend' })).toBeVisible();
  await expect(tick).toBeChecked();
  await door.getByRole('textbox', { name: `Bemerkung zu ${person.name}` }).fill('Kam pünktlich');
  await door.getByRole('button', { name: 'Bemerkung speichern' }).first().click();
  await expect(door.getByRole('status')).toBeVisible();
  expect(await seriousViolations(door)).toEqual([]);
  await phone.close();

  // the manager completes and exports
  await page.reload();
  await page.getByRole('button', { name: 'Abschliessen' }).click();
  await expect(page.getByText('Die Besichtigung ist abgeschlossen.').first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Teilnehmende exportieren' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

  const detail = await request.get(`${BASE}/${appointmentId}`, { headers });
  const read = (await detail.json()) as {
    state: string;
    participants: Array<{ applicationId: number | null; state: string; comment: string }>;
  };
  expect(read.state).toBe('completed');
  expect(read.participants.find((p) => p.applicationId === person.id)).toMatchObject({
    state: 'present',
    comment: 'Kam pünktlich',
  });
});
