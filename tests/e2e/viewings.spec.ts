import type { APIRequestContext, Page } from '@playwright/test';
import { validApplication } from '../api/publicApplicationSupport';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { latestMailTo } from './outbox';
import { apiSignIn, signInAs } from './support';

const BASE = '/api/v1/appointments';
const stamp = `${Date.now()}`;

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

const swissToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
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

  // the manager makes today's viewing for the object and draws one more applicant
  const created = await request.post(`${BASE}/apartments/${apartment.id}/create`, {
    headers,
    data: {
      date: swissToday(),
      startTime: '18:00',
      endTime: '19:00',
      place: 'Vor dem Hauseingang',
      contactPerson: 'Marco Bernasconi',
      contactPhone: '044 700 12 50',
      note: '',
      invitation: 'draw',
      slots: [
        { startTime: '18:00', endTime: '18:30', capacity: 4 },
        { startTime: '18:30', endTime: '19:00', capacity: 4 },
      ],
      applicationIds: [person.id],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { appointment } = (await created.json()) as { appointment: { id: number } };
  const drawn = await request.post(`/api/v1/applications/random-generator/${apartment.id}`, {
    headers,
    data: { appointmentId: appointment.id, count: 1 },
  });
  expect(drawn.status(), await drawn.text()).toBe(200);

  const mailed = await request.post(`${BASE}/${appointment.id}/send-mail`, {
    headers,
    data: { subject: 'Besichtigung', body: 'Bitte melden Sie sich an: {{viewing_link}}', to: 'invited' },
  });
  expect(mailed.status(), await mailed.text()).toBe(200);
  const mail = latestMailTo(person.email);
  const bookingLink = /(\/action\/[^\s]+\/appointments-booking-object)/.exec(mail?.text_body ?? '')?.[1];
  expect(bookingLink, mail?.text_body).toBeTruthy();

  // the invited person books on a phone
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const booking = await phone.newPage();
  await booking.goto(bookingLink!);
  await booking.getByRole('radio', { name: /^18:00–18:30/ }).check();
  await booking.getByRole('button', { name: 'Anmelden' }).click();
  await expect(
    booking.getByRole('status').filter({ hasText: 'Sie sind angemeldet: 18:00–18:30.' }),
  ).toBeVisible();
  await expectNoHorizontalScroll(booking);

  // the manager makes the on-site link on the viewing's page
  await signInAs(context, request, 'admin', 'rent');
  await page.goto(`/viewing-appointments/${appointment.id}`);
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

  const detail = await request.get(`${BASE}/${appointment.id}`, { headers });
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
