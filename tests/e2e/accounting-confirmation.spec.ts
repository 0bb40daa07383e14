import { seriousViolations } from './axe';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { latestMailTo } from './outbox';
import { apiSignIn, projectUrl, storeSession } from './support';

/**
 * The buyer's accounting confirmation at 360 px (issue 24): the staff mail the link from the sale
 * section of an application's panel through the mail dialog, the buyer opens it from the mail, corrects the details, the
 * staff see the answer, and the used link says it was answered and whom to contact.
 */

test.use({ viewport: { width: 360, height: 780 } });

const PROJECT = 'verkauf';

interface SaleReply {
  id: number;
  version: number;
  reservation: unknown;
  priorities: Array<{ object: { id: number }; refusal: string | null }>;
  refusals: { reserve: string | null };
}

async function expectPhoneFit(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * A buyer of the sale project with an e-mail address and an open reservation (made through the
 * API the screens use, with settings > reservations filled in); answers its id and address.
 */
async function reservedBuyer(
  request: APIRequestContext,
  token: string,
): Promise<{ id: number; email: string; name: string }> {
  const headers = { authorization: `Bearer ${token}`, 'tenant-name': PROJECT };
  const settings = await request.get('/api/v1/settings/reservations', { headers });
  expect(settings.status()).toBe(200);
  const saved = await request.post('/api/v1/settings/reservations', {
    headers,
    data: {
      fee: 5000,
      paymentDays: 10,
      iban: 'CH44 3199 9123 0008 8901 2',
      creditorName: 'Verkauf Seeblick AG',
      street: 'Bahnhofstrasse',
      buildingNumber: '1',
      zip: '8001',
      city: 'Zürich',
      country: 'CH',
      version: ((await settings.json()) as { version: number }).version,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const list = await request.get('/api/v1/sales/applications/?rowsPerPage=50', { headers });
  expect(list.status(), await list.text()).toBe(200);
  for (const row of ((await list.json()) as { body: Array<{ _id: number; main_applicant: string }> }).body) {
    const sale = (await (
      await request.get(`/api/v1/sales/applications/${row._id}/buying-confirmation-prios`, { headers })
    ).json()) as SaleReply;
    const mail = await request.get(
      `/api/v1/sales/applications/${row._id}/interested/send-buying-confirmation-form`,
      {
        headers,
      },
    );
    if (mail.status() !== 200 || sale.reservation || sale.refusals?.reserve !== null) continue;
    const object = sale.priorities.find((p) => p.refusal === null);
    if (!object) continue;
    const reserved = await request.post(`/api/v1/sales/applications/${row._id}/reservation`, {
      headers,
      data: { version: sale.version, objectId: object.object.id, comment: '' },
    });
    expect(reserved.status(), await reserved.text()).toBe(200);
    const dialog = (await mail.json()) as { contactGroups: Array<{ contacts: Array<{ email: string }> }> };
    return { id: row._id, email: dialog.contactGroups[0]!.contacts[0]!.email, name: row.main_applicant };
  }
  throw new Error('no buyer of the demo data may reserve one of its priority objects');
}

test('staff mail the link, the buyer corrects the details on a phone, staff see the answer; the used link says so', async ({
  page,
  browser,
  request,
}) => {
  const session = await apiSignIn(request, 'demo.admin', PROJECT);
  const buyer = await reservedBuyer(request, session.token);

  // staff, at a desk: the button in the sale section of the application's panel opens the mail
  // dialog: the project's template for this mail, the preview with the link, one send
  const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await storeSession(desk, session);
  const staff = await desk.newPage();
  await staff.goto(projectUrl(PROJECT, `/applications/${buyer.id}`));
  await staff.getByRole('button', { name: 'Abrechnungsangaben anfragen' }).click();
  const dialog = staff.getByRole('dialog', { name: /Abrechnungsangaben anfragen/ });
  await dialog.getByRole('button', { name: /Abrechnungsangaben bestätigen/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'Betreff' })).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  await expect(dialog.getByText(/\/accounting-confirmation-form/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Senden' }).click();
  await expect(dialog.getByRole('table', { name: 'Ergebnis' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Schliessen' }).last().click();
  await expect(staff.getByRole('button', { name: 'Abrechnungsangaben erneut anfragen' })).toBeVisible();
  const headers = { authorization: `Bearer ${session.token}`, 'tenant-name': PROJECT };

  // the buyer: the link from the mail
  const mail = latestMailTo(buyer.email);
  expect(mail, `a mail to ${buyer.email}`).not.toBeNull();
  const link = /\/action\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+\/accounting-confirmation-form/.exec(mail!.text_body);
  expect(link, mail!.text_body).not.toBeNull();
  const buyerPage = page;
  // the buyer reads German (the link opens in the buyer's language unless the address names one)
  await buyerPage.goto(projectUrl(PROJECT, `${link![0]}?lang=de`));
  await expect(
    buyerPage.getByRole('heading', { level: 1, name: 'Abrechnungsangaben bestätigen' }),
  ).toBeVisible();
  await expect(buyerPage.getByText("CHF 5'000.00")).toBeVisible();
  await expectPhoneFit(buyerPage);
  // keyboard: choose "correct", fill the address, send
  await buyerPage.getByRole('radio', { name: 'Ich korrigiere die Angaben' }).focus();
  await buyerPage.keyboard.press('Space');
  await expect(buyerPage.getByRole('radio', { name: 'Ich korrigiere die Angaben' })).toBeChecked();
  await buyerPage.getByRole('textbox', { name: /Strasse und Nummer/ }).fill('Seeweg 4');
  await buyerPage.getByRole('textbox', { name: /PLZ/ }).fill('8002');
  await buyerPage.getByRole('textbox', { name: /^Ort/ }).fill('Zürich');
  await expectPhoneFit(buyerPage);
  await buyerPage.getByRole('button', { name: 'Antwort senden' }).focus();
  await buyerPage.keyboard.press('Enter');
  await expect(buyerPage.getByText('Ihre Antwort ist bei uns eingegangen.')).toBeVisible();

  // the same link again: answered, and whom to contact
  await buyerPage.reload();
  await expect(
    buyerPage.getByRole('heading', { level: 1, name: 'Dieser Link gilt nicht mehr' }),
  ).toBeVisible();
  await expect(buyerPage.getByText('Über diesen Link wurde bereits geantwortet. Vielen Dank.')).toBeVisible();
  await expect(buyerPage.getByText('Bei Fragen wenden Sie sich bitte an:')).toBeVisible();
  await expect(buyerPage.getByRole('button', { name: 'Antwort senden' })).toHaveCount(0);
  await expectPhoneFit(buyerPage);

  // staff: the answer in the sale section's data
  const sale = (await (
    await request.get(`/api/v1/sales/applications/${buyer.id}/buying-confirmation-prios`, { headers })
  ).json()) as { accounting: Record<string, unknown> | null };
  expect(sale.accounting).toMatchObject({
    confirmed: false,
    street: 'Seeweg 4',
    zip: '8002',
    city: 'Zürich',
  });
  // and in the sale section of the panel
  await staff.reload();
  await expect(staff.getByText('Korrigiert')).toBeVisible();
  await expect(staff.getByText(/Seeweg 4/)).toBeVisible();
  await desk.close();
});
