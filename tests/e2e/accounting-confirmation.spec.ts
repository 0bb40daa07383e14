import { expect, test } from './fixtures';
import { accountingPath, reservedBuyer } from './publicLinks';
import { apiSignIn, expectPhoneFit, projectUrl, storeSession } from './support';

/**
 * The buyer's accounting confirmation at 360 px (issue 24): the staff mail the link from the sale
 * section of an application's panel through the mail dialog, the buyer opens it from the mail, corrects the details, the
 * staff see the answer, and the used link says it was answered and whom to contact.
 */

test.use({ viewport: { width: 360, height: 780 } });

const PROJECT = 'verkauf';

test('staff mail the link, the buyer corrects the details on a phone, staff see the answer; the used link says so', async ({
  page,
  browser,
  request,
}) => {
  const session = await apiSignIn(request, 'demo.admin', PROJECT);
  // a buyer with an open reservation (through the API the screens use, settings > reservations filled in)
  const buyer = await reservedBuyer(request);

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
  const link = accountingPath(buyer.email);
  const buyerPage = page;
  // the buyer reads German (the link opens in the buyer's language unless the address names one)
  await buyerPage.goto(projectUrl(PROJECT, `${link}?lang=de`));
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
