import Database from 'better-sqlite3';
import { seriousViolations } from './axe';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { E2E_DATA_DIR } from './outbox';
import { ObjectListScreen, signInAs } from './support';

/**
 * Bulk mail from the applications list (issue 10): rows of two languages are refused with the
 * spec's message; ten German applicants get a template mail, previewed per recipient with their
 * names filled in, and the ten mails wait in the outbox (no mail server in the browser tests).
 */

interface ApplicationRow {
  _id: number;
  _language: string;
  main_applicant: string;
  email: string | null;
  object: string | null;
}

const ROWS_PER_PAGE = 50;

// ten rows picked one by one, a rich-text editor and three accessibility checks on a shared machine
test.describe.configure({ timeout: 240_000 });

/** The first page of the applications list as the screen shows it with 50 rows a page. */
async function firstPage(request: APIRequestContext, token: string): Promise<ApplicationRow[]> {
  const response = await request.get(`/api/v1/applications/?page=1&rowsPerPage=${ROWS_PER_PAGE}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const rows = ((await response.json()) as { body: ApplicationRow[] }).body;
  // rows are picked by the name on their checkbox: names that occur once only
  const count = new Map<string, number>();
  for (const row of rows) count.set(row.main_applicant, (count.get(row.main_applicant) ?? 0) + 1);
  return rows.filter((row) => count.get(row.main_applicant) === 1);
}

/** The list loaded and not loading (a ceiling for a busy machine, not a timing assertion). */
async function settled(list: ObjectListScreen): Promise<void> {
  await expect(list.table).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await expect(list.rows.first()).toBeVisible();
}

async function openList(page: Page): Promise<ObjectListScreen> {
  await page.goto('/applications');
  const list = new ObjectListScreen(page);
  await settled(list);
  await page.getByRole('combobox', { name: 'Zeilen pro Seite' }).click();
  await page.getByRole('option', { name: String(ROWS_PER_PAGE), exact: true }).click();
  await expect(list.pagination.getByText(new RegExp(`^1–${ROWS_PER_PAGE} von \\d+$`))).toBeVisible();
  await settled(list);
  return list;
}

async function runSendMail(list: ObjectListScreen): Promise<void> {
  await list.chooseBulkAction('Mail senden');
  await list.bulkBar.getByRole('button', { name: 'Ausführen' }).click();
}

/** The outbox rows queued since `since` for these addresses. */
function outboxSince(since: string, addresses: string[]) {
  const db = new Database(`${E2E_DATA_DIR}/app.db`, { readonly: true, fileMustExist: true });
  try {
    const marks = addresses.map(() => '?').join(', ');
    return db
      .prepare(
        `SELECT to_address, subject, text_body, status FROM outbox WHERE created_at >= ? AND to_address IN (${marks})`,
      )
      .all(since, ...addresses) as Array<{
      to_address: string;
      subject: string;
      text_body: string;
      status: string;
    }>;
  } finally {
    db.close();
  }
}

test('bulk mail: mixed languages are refused, ten German applicants get a previewed template mail', async ({
  context,
  page,
  request,
}) => {
  const session = await signInAs(context, request, 'admin');
  const rows = await firstPage(request, session.token);
  // the template names the object applied for: only applications with one
  const german = rows.filter((row) => row._language === 'de' && row.email && row.object).slice(0, 10);
  const other = rows.find((row) => row._language !== 'de');
  expect(german, 'ten German applicants with an address and an object on the first page').toHaveLength(10);
  expect(other, 'an applicant of another language on the first page').toBeTruthy();

  // the generic bulk request of the option changes nothing: the dialog sends
  const generic = await request.post('/api/v1/applications/', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { bulkAction: 'sendMail', targets: [german[0]!._id] },
  });
  expect(generic.status()).toBe(400);

  const list = await openList(page);

  // two languages: refused before the dialog opens
  await list.selectRow(german[0]!.main_applicant);
  await list.selectRow(other!.main_applicant);
  await runSendMail(list);
  await expect(
    page.getByText(
      'Die ausgewählten Einträge haben verschiedene Sprachen. Bitte wählen Sie nur Einträge einer Sprache.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Mail an die Auswahl/ })).toHaveCount(0);
  await list.bulkBar.getByRole('button', { name: 'Auswahl aufheben' }).click();

  // ten German applicants
  for (const row of german) await list.selectRow(row.main_applicant);
  await expect(list.bulkBar.getByRole('status')).toHaveText('10 Zeilen ausgewählt');
  await runSendMail(list);
  const dialog = page.getByRole('dialog', { name: /Mail an die Auswahl/ });
  await expect(dialog).toContainText('10 Empfänger · Deutsch');
  const send = dialog.getByRole('button', { name: 'Senden' });
  await expect(send).toBeDisabled();
  await dialog.getByRole('button', { name: /Besichtigungseinladung/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'Betreff' })).toHaveValue(/Einladung zur Besichtigung/);
  await expect(dialog.getByRole('textbox', { name: 'Text' })).toBeVisible();
  await expect(send).toBeDisabled();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Vorschau anzeigen' }).click();

  // the preview of two recipients, each with their own name
  const names = german.map((row) => row.main_applicant);
  const seen: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const preview = dialog.getByRole('region', { name: /^Mail an / });
    await expect(preview).toContainText('Guten Tag');
    const name = ((await preview.getAttribute('aria-label')) ?? '').replace(/^Mail an /, '');
    expect(names).toContain(name);
    expect(seen).not.toContain(name);
    await expect(preview).toContainText(name);
    seen.push(name);
    if (i === 0) {
      await expect(send).toBeEnabled();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await dialog.getByRole('button', { name: 'Nächster' }).click();
      await expect(dialog.getByRole('region', { name: `Mail an ${name}` })).toHaveCount(0);
    }
  }

  const since = new Date(Date.now() - 1000).toISOString();
  await expect(send).toBeEnabled();
  await send.click();
  const results = dialog.getByRole('table', { name: 'Ergebnis' });
  await expect(results.getByRole('row')).toHaveCount(11);
  await expect(results.getByRole('cell', { name: 'Wartet im Postausgang' })).toHaveCount(10);
  await expect(dialog).toContainText('Zum Versand bereit: 10');
  await expect(dialog.getByText(/10 Mails warten im Postausgang/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Senden' })).toHaveCount(0);

  const queued = outboxSince(
    since,
    german.map((row) => row.email!),
  );
  expect(queued).toHaveLength(10);
  for (const row of german) {
    const mail = queued.find((m) => m.to_address === row.email);
    expect(mail?.status, row.email!).toBe('queued');
    expect(mail?.subject).toContain('Einladung zur Besichtigung');
    expect(mail?.text_body).toContain(row.main_applicant);
  }

  await dialog.getByRole('button', { name: 'Schliessen' }).last().click();
  await expect(dialog).toHaveCount(0);
  await expect(list.bulkBar.getByRole('status')).toHaveText('0 Zeilen ausgewählt');
});

test.describe('the mail dialog at 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('fills the screen and is used with the keyboard alone', async ({ context, page, request }) => {
    const session = await signInAs(context, request, 'admin');
    const german = (await firstPage(request, session.token)).filter(
      (row) => row._language === 'de' && row.email,
    );
    const list = await openList(page);
    await list.selectRow(german[0]!.main_applicant);
    await runSendMail(list);
    const dialog = page.getByRole('dialog', { name: /Mail an die Auswahl/ });
    await expect(dialog.getByRole('button', { name: 'Neues Mail verfassen' })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(800);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog.getByRole('button', { name: /Besichtigungseinladung/ }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('textbox', { name: 'Betreff' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Vorschau anzeigen' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('region', { name: `Mail an ${german[0]!.main_applicant}` })).toBeVisible();
    // the complete preview enables Send: checked once enabled (the check waits for its colours)
    await expect(dialog.getByRole('button', { name: 'Senden' })).toBeEnabled();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
