import { expect, test, type Browser, type Page } from '@playwright/test';
import { latestMailTo } from './outbox';
import { ObjectListScreen, projectUrl, signInAs } from './support';

/**
 * The tenant path in the project that signs its rental agreements digitally (the demo's first
 * letting): the contract role starts its day on the tenant list, takes the household without a
 * contract, sends the agreement for signing, both adults sign on their phones (360 px) from the
 * links in their mails with the code the next mail brings, the contract role countersigns,
 * records the deposit and later the tenant's notice.
 */

const PROJECT = 'erstvermietung';
/** The demo's household without a contract in that project: two adults, each with an address. */
const TENANT = 'Francesca Galli';
/** The household speaks Italian: its mails and signing pages are in Italian, the staff's screens in German. */
const ADULTS = [
  { name: 'Francesca Galli', email: 'francesca.galli95@example.com' },
  { name: 'Marco Pedrazzini', email: 'm.pedrazzini845@example.org' },
];

const swissDay = (days: number) =>
  new Intl.DateTimeFormat('de-CH', {
    timeZone: 'Europe/Zurich',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + days * 86_400_000));

/** The path of the link the newest mail to `email` carries. */
function linkIn(email: string, pattern: RegExp): string {
  const mail = latestMailTo(email);
  expect(mail, `a mail to ${email}`).not.toBeNull();
  const match = pattern.exec(mail!.text_body);
  expect(match, mail!.text_body).not.toBeNull();
  return match![0];
}

/** An adult signs on a phone: opens the link, asks for the code, types it from the mail, signs. */
async function signOnPhone(browser: Browser, adult: { name: string; email: string }) {
  const path = linkIn(adult.email, /\/action\/[A-Za-z0-9-]+\/[A-Za-z0-9_-]+\/contract-signing/);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'de-CH' });
  const page = await context.newPage();
  try {
    await page.goto(projectUrl(PROJECT, path));
    await expect(page.getByRole('heading', { name: 'Firmare il contratto di locazione' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Visualizza il contratto (PDF)' })).toBeVisible();
    // the page fits the phone: nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const before = latestMailTo(adult.email)?.created_at;
    await page.getByRole('button', { name: 'Invia il codice per e-mail' }).click();
    await expect(page.getByRole('status')).toContainText(adult.email);
    const codeMail = latestMailTo(adult.email);
    expect(codeMail?.created_at).not.toBe(before);
    expect(codeMail?.subject).toBe('Il suo codice per firmare il contratto');
    const code = /\b\d{6}\b/.exec(codeMail!.text_body)?.[0];
    expect(code, codeMail!.text_body).toBeTruthy();
    const form = page.getByRole('form', { name: 'Firmare il contratto di locazione' });
    await expect(form.getByRole('textbox', { name: /^Il suo nome completo/ })).toHaveValue(adult.name);
    await form.getByRole('textbox', { name: /^Codice ricevuto per e-mail/ }).fill(code!);
    await form.getByRole('button', { name: 'Firma vincolante' }).click();
    await expect(page.getByRole('heading', { name: 'Contratto firmato' })).toBeVisible();
  } finally {
    await context.close();
  }
}

async function openTenantFromList(page: Page, state: string) {
  const list = new ObjectListScreen(page);
  await list.settled();
  await list.stateFilter(state).click();
  await list.settled();
  await page.getByRole('button', { name: `Details zu ${TENANT} öffnen` }).click();
  await expect(page.getByRole('heading', { level: 1, name: TENANT })).toBeVisible();
}

test('the contract role sends the agreement, both adults sign on their phones, it is countersigned, the deposit and the notice are recorded', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.slow();
  await signInAs(context, request, 'contract', PROJECT);

  // the contract role's day starts on the tenant list
  await page.goto(projectUrl(PROJECT, '/'));
  await expect(page).toHaveURL(/\/tenant$/);
  await expect(page.getByRole('heading', { name: 'Mieter' })).toBeVisible();
  await openTenantFromList(page, 'Ohne Mietvertrag');

  // the contract's own section (the terms' facts share its title once it is sent)
  const contract = page
    .getByRole('region', { name: 'Mietvertrag', exact: true })
    .filter({ has: page.getByRole('button', { name: 'PDF ansehen' }) });
  // the agreement as it will be sent: a PDF made from the project's template
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    contract.getByRole('button', { name: 'PDF ansehen' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  await contract.getByRole('button', { name: 'Per E-Mail senden' }).click();
  const dialog = page.getByRole('dialog', { name: /^Mietvertrag senden an / });
  await expect(dialog.getByText(/^Anhang: Contratto-di-locazione-Francesca-Galli\.pdf$/)).toBeVisible();
  // the send's answer first: a click that sent nothing fails here, a refusal with its reason
  const sending = page.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().endsWith('/send-contract-email'),
  );
  await dialog.getByRole('button', { name: 'Senden' }).click();
  const sent = await sending;
  expect(sent.status(), await sent.text()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').first()).toContainText('Mietvertrag versandt');

  const signing = contract.getByRole('region', { name: 'Digitale Unterschriften' });
  for (const adult of ADULTS) {
    await expect(signing.getByRole('listitem', { name: adult.name })).toContainText(
      'Noch nicht unterschrieben',
    );
    expect(latestMailTo(adult.email)?.subject).toMatch(/^Il vostro contratto di locazione: ERST-A-0028 /);
  }
  await expect(signing.getByRole('button', { name: 'Gegenzeichnen' })).toHaveCount(0);

  for (const adult of ADULTS) await signOnPhone(browser, adult);

  await page.reload();
  for (const adult of ADULTS) {
    await expect(signing.getByRole('listitem', { name: adult.name })).toContainText('Unterschrieben am');
  }
  await signing.getByRole('button', { name: 'Gegenzeichnen' }).click();
  await expect(signing.getByText(/^Gegengezeichnet am /)).toBeVisible();
  await expect(page.getByRole('status').first()).toContainText('Mietvertrag unterzeichnet');
  await expect(contract.getByRole('link', { name: /^Contratto-firmato-Francesca-Galli\.pdf/ })).toBeVisible();

  // the deposit: more than three monthly rents is refused, then a paid bank deposit account
  const depositForm = page.getByRole('form', { name: 'Mietkaution' });
  await depositForm.getByRole('radio', { name: 'Mietkautionskonto auf den Namen der Mieterschaft' }).check();
  const amount = depositForm.getByRole('textbox', { name: /^Betrag/ });
  const maximum = await amount.inputValue();
  await amount.fill('99999');
  await depositForm.getByRole('textbox', { name: /^Fällig am/ }).fill(swissDay(-10));
  await depositForm.getByRole('button', { name: 'Kaution speichern' }).click();
  await expect(depositForm.getByText(/darf höchstens 3 Monatsmieten/)).toBeVisible();
  await amount.fill(maximum);
  await depositForm.getByRole('textbox', { name: /^Bezahlt am/ }).fill(swissDay(-2));
  await depositForm.getByRole('button', { name: 'Kaution speichern' }).click();
  await expect(page.getByText('Die Mietkaution ist gespeichert.')).toBeVisible();
  await expect(page.getByText(`Die Kaution ist bezahlt (am ${swissDay(-2)}).`)).toBeVisible();

  // later the household gives notice: the earliest end date follows from the contract
  await page.getByRole('button', { name: 'Kündigung erfassen' }).click();
  const notice = page.getByRole('dialog', { name: `Kündigung erfassen: ${TENANT}` });
  await notice.getByRole('radio', { name: 'Mieterschaft', exact: true }).check();
  await notice.getByRole('textbox', { name: /^Kündigung erhalten am/ }).fill(swissDay(0));
  await expect(notice.getByText(/^Frühestmögliches Mietende: \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  await notice.getByRole('button', { name: 'Kündigung speichern' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('status').first()).toContainText('Mietverhältnis gekündigt');
  await expect(page.getByRole('status').first()).toContainText(`Kündigung eingegangen am ${swissDay(0)}`);
  await expect(page.getByRole('region', { name: 'Kündigung' })).toContainText('Mieterschaft');

  // back on the list the household counts among the quit ones
  await page.getByRole('link', { name: 'Zu den Mietern' }).click();
  await expect(page).toHaveURL(/\/tenant$/);
  const list = new ObjectListScreen(page);
  await list.settled();
  await list.stateFilter('Gekündigt').click();
  await list.settled();
  await expect(list.rows.filter({ hasText: TENANT })).toHaveCount(1);
});

test('a demo tenant of the digital-contract project has its signed agreement filed', async ({
  page,
  context,
  request,
}) => {
  await signInAs(context, request, 'contract', PROJECT);
  await page.goto(projectUrl(PROJECT, '/tenant'));
  const list = new ObjectListScreen(page);
  await list.settled();
  await list.stateFilter('Mit Mietvertrag').click();
  await list.settled();
  await page.getByRole('button', { name: 'Details zu Daniel Meier öffnen' }).click();
  await expect(page.getByRole('status').first()).toContainText('Mietvertrag unterzeichnet');
  await expect(
    page.getByRole('link', { name: /^Mietvertrag-unterschrieben-Daniel-Meier\.pdf/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Digitale Unterschriften' })).toContainText(
    'Gegengezeichnet am',
  );
});
