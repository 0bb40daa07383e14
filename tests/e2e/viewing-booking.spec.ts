import { seriousViolations } from './axe';
import { expect, expectConsole, test } from './fixtures';
import { readRow } from './outbox';
import { mailedViewing, staffHeaders } from './publicLinks';
import { tabTo, expectNoHorizontalScroll } from './support';

const BASE = '/api/v1/appointments';

/** An application of the rent project with an e-mail address that no other test writes to. */
const someApplication = () =>
  readRow<{ id: number; email: string }>(
    `SELECT a.id, a.email FROM applications a JOIN projects p ON p.id = a.project_id
     WHERE p.slug = 'rent' AND a.email <> '' ORDER BY a.id DESC LIMIT 1`,
  )!;

test.use({ viewport: { width: 360, height: 740 } });

test('an invited person books a slot on a phone and then declines, by keyboard', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request);
  // a viewing with two slots, the application invited and mailed its link
  const appointment = await mailedViewing(request, someApplication());
  const link = appointment.link;

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
