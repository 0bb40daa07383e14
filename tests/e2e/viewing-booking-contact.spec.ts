import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { latestMailTo, readRow } from './outbox';
import { createViewing, staffHeaders } from './publicLinks';
import { tabTo, expectNoHorizontalScroll } from './support';

/** An apartment of the rent project and the public id its public pages carry. */
const someApartment = () =>
  readRow<{ id: number; publicId: string }>(
    `SELECT o.id, o.public_id AS publicId FROM objects o JOIN projects p ON p.id = o.project_id
     WHERE p.slug = 'rent' AND o.object_type = 'apartments' ORDER BY o.id DESC LIMIT 1`,
  )!;

test.use({ viewport: { width: 360, height: 740 } });

test('someone who saw the ad books a viewing of the object on a phone with their contact, by keyboard', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request);
  const apartment = someApartment();
  // a public viewing of the object, two slots of 4 places
  await createViewing(
    request,
    {
      days: 12,
      times: ['09:00', '09:30', '10:00'],
      place: 'Beim Lifteingang',
      capacity: 4,
      invitation: 'public',
      applicationIds: [],
    },
    `/api/v1/appointments/apartments/${apartment.id}/create`,
  );
  const page360 = `/action/${apartment.publicId}/appointments-booking-object-with-contact`;

  for (const [lang, title] of [
    ['fr', 'Inscription à la visite'],
    ['it', 'Iscrizione alla visita'],
    ['en', 'Booking a viewing'],
    ['de', 'Anmeldung zur Besichtigung'],
  ] as const) {
    await page.goto(`${page360}?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await expect(page.getByText('Beim Lifteingang').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  const email = `besuch.${Date.now()}@example.ch`;
  // the appointment of this test (the object may have others)
  const appointmentChoice = page.getByRole('radio', { name: /09:00–10:00/ });
  if ((await appointmentChoice.count()) > 0) {
    await tabTo(page, appointmentChoice.first());
    await page.keyboard.press('Space');
  }
  const slot = page.getByRole('radio', { name: /^09:30–10:00/ });
  await tabTo(page, slot);
  await page.keyboard.press('Space');
  await expect(slot).toBeChecked();
  await tabTo(page, page.getByRole('textbox', { name: /Vor- und Nachname/ }));
  await page.keyboard.type('Luca Rossi');
  await tabTo(page, page.getByRole('textbox', { name: /E-Mail/ }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('textbox', { name: /Telefon/ }));
  await page.keyboard.type('079 555 12 34');
  await tabTo(page, page.getByRole('button', { name: 'Anmelden' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Sie sind angemeldet' })).toBeVisible();
  await expect(page.getByText(/Die Bestätigung ist unterwegs/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  // the confirmation carries the person's own link; the person is one interested person
  const mail = latestMailTo(email);
  expect(mail?.text_body ?? '').toMatch(/\/action\/[^\s]+\/appointments-booking-object/);
  const list = await request.get('/api/v1/applications/interested', {
    headers,
    params: { search: email },
  });
  expect(list.status()).toBe(200);
  const rows = ((await list.json()) as { body: Array<{ email: string; phone: string }> }).body;
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ email, phone: '+41 79 555 12 34' });
});
