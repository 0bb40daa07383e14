import Database from 'better-sqlite3';
import { seriousViolations } from './axe';
import { expect, expectConsole, test } from './fixtures';
import { E2E_DATA_DIR, latestMailTo } from './outbox';
import { apiSignIn, tabTo, expectNoHorizontalScroll } from './support';

const BASE = '/api/v1/appointments';

/** An application of the rent project with an e-mail address that no other test writes to. */
function someApplication(): { id: number; email: string } {
  const db = new Database(`${E2E_DATA_DIR}/app.db`, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT a.id, a.email FROM applications a JOIN projects p ON p.id = a.project_id
         WHERE p.slug = 'rent' AND a.email <> '' ORDER BY a.id DESC LIMIT 1`,
      )
      .get() as { id: number; email: string };
  } finally {
    db.close();
  }
}

const inDays = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

test.use({ viewport: { width: 360, height: 740 } });

test('an invited person books a slot on a phone and then declines, by keyboard', async ({
  page,
  request,
}) => {
  const { token } = await apiSignIn(request, 'demo.admin', 'rent');
  const headers = { authorization: `Bearer ${token}`, 'tenant-name': 'rent' };
  const application = someApplication();
  const created = await request.post(`${BASE}/create`, {
    headers,
    data: {
      date: inDays(10),
      startTime: '17:00',
      endTime: '18:00',
      place: 'Vor dem Hauseingang',
      contactPerson: 'Marco Bernasconi',
      contactPhone: '044 700 12 50',
      note: '',
      invitation: 'chosen',
      slots: [
        { startTime: '17:00', endTime: '17:30', capacity: 3 },
        { startTime: '17:30', endTime: '18:00', capacity: 3 },
      ],
      applicationIds: [application.id],
    },
  });
  expect(created.status()).toBe(200);
  const { appointment } = (await created.json()) as { appointment: { id: number } };
  const mailed = await request.post(`${BASE}/${appointment.id}/send-mail`, {
    headers,
    data: { subject: 'Besichtigung', body: 'Bitte melden Sie sich an: {{viewing_link}}', to: 'invited' },
  });
  expect(mailed.status()).toBe(200);
  const mail = latestMailTo(application.email);
  const link = /(\/action\/[^\s]+\/appointments-booking-object)/.exec(mail?.text_body ?? '')?.[1];
  expect(link, mail?.text_body).toBeTruthy();

  // the page in the four languages
  for (const [lang, title] of [
    ['fr', 'Inscription à la visite'],
    ['it', 'Iscrizione alla visita'],
    ['en', 'Book your viewing'],
    ['de', 'Anmeldung zur Besichtigung'],
  ] as const) {
    await page.goto(`${link}?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await expect(page.getByText('Marco Bernasconi')).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  // book the first slot with the keyboard
  const first = page.getByRole('radio', { name: /^17:00–17:30/ });
  await tabTo(page, first);
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Anmelden' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Sie sind angemeldet: 17:00–17:30.' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /^17:00–17:30 · 2 von 3 Plätzen frei/ })).toBeChecked();
  await expectNoHorizontalScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  // then decline, with a reason
  await tabTo(page, page.getByRole('link', { name: 'Ich kann nicht kommen' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Besichtigung absagen' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await tabTo(page, page.getByRole('textbox', { name: /Grund der Absage/ }));
  await page.keyboard.type('Wir haben schon eine Wohnung gefunden.');
  await tabTo(page, page.getByRole('button', { name: 'Absagen' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Absage ist eingegangen.' })).toBeVisible();

  const detail = await request.get(`${BASE}/${appointment.id}`, { headers });
  const read = (await detail.json()) as {
    participants: Array<{ state: string; declineReason: string }>;
    slots: Array<{ booked: number }>;
  };
  expect(read.participants[0]).toMatchObject({
    state: 'declined',
    declineReason: 'Wir haben schon eine Wohnung gefunden.',
  });
  expect(read.slots[0]!.booked).toBe(0);
});

test('a link that is not valid says so and names whom to ask', async ({ page }) => {
  expectConsole(page, /Failed to load resource.*404/);
  await page.goto('/action/unknownappointment1/AAAAAAAAAAAAAAAAAAAAAA/appointments-booking-object');
  await expect(page.getByRole('alert')).toContainText('nicht gültig');
  await expect(page.getByRole('alert')).toContainText('wenden Sie sich an');
  await expectNoHorizontalScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
});
