import { expect, expectConsole, test } from './fixtures';
import { documentsLink, offerLink, referenceRequest, staffHeaders } from './publicLinks';
import { expectPhoneFit, tabTo } from './support';

/**
 * The public action pages on a phone (360 px): an offer accepted and one declined with a reason,
 * a requested document uploaded, a landlord reference answered. Each test makes its own
 * applications through the public form and its own requests through the staff API (publicLinks.ts),
 * so the demo records other tests use stay as they are.
 */

test.use({ viewport: { width: 360, height: 780 } });

test('accepts an offer with the keyboard alone, and the used link then says so', async ({
  page,
  request,
}) => {
  await page.goto(await offerLink(request));
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
  await page.goto(await offerLink(request));
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
  await page.goto(await documentsLink(request));
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
  const app = await referenceRequest(request);
  await page.goto(app.link);
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
    headers: await staffHeaders(request),
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
