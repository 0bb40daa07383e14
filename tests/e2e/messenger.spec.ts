import Database from 'better-sqlite3';
import nodemailer from 'nodemailer';
import { seriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { E2E_DATA_DIR, E2E_SMTP_IN_PORT } from './outbox';
import { ObjectListScreen, signInAs } from './support';

/**
 * The messenger and the unread counter in the browser (issue 10), at 800 px: a staff user writes to
 * an applicant from the application's Messenger (no mail server in tests: the mail waits, and says
 * why), the applicant answers over SMTP to the mail's reply address, the top-bar count goes up
 * without a reload, the inbox shows the answer bold, and the Messenger shows it and marks it read.
 */

interface SentMail {
  reply_to: string;
  to_address: string;
}

/** The reply address of the newest mail to an application, from the server's SQLite file. */
function latestReplyAddress(applicationId: number): SentMail | null {
  const db = new Database(`${E2E_DATA_DIR}/app.db`, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT o.reply_to, o.to_address FROM outbox o
           JOIN conversation_mails m ON m.outbox_id = o.id
           JOIN conversations c ON c.id = m.conversation_id
         WHERE c.application_id = ? AND o.reply_to IS NOT NULL AND o.reply_to <> ''
         ORDER BY o.id DESC LIMIT 1`,
      )
      .get(applicationId) as SentMail | undefined;
    return row ?? null;
  } finally {
    db.close();
  }
}

/** The count the top bar's mail icon shows. */
async function unreadCount(page: Page): Promise<number> {
  const label = await page.getByRole('img', { name: /^Ungelesene Nachrichten: / }).getAttribute('aria-label');
  const value = /: (\d+)\+?$/.exec(label ?? '')?.[1];
  return Number(value);
}

test.describe('messenger at 800 px', () => {
  test.use({ viewport: { width: 800, height: 1000 } });

  test('a reply over SMTP raises the badge without a reload and shows in the messenger', async ({
    context,
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const session = await signInAs(context, request, 'user');
    const headers = { authorization: `Bearer ${session.token}` };
    // an application whose main applicant has an address, on the list's first page
    const listReply = await request.get('/api/v1/applications/?rowsPerPage=10', { headers });
    expect(listReply.status()).toBe(200);
    const rows = ((await listReply.json()) as { body: Array<Record<string, unknown>> }).body;
    const target = rows.find((row) => typeof row.email === 'string' && row.email.includes('@'));
    expect(target, 'an application with an e-mail address on the first page').toBeTruthy();
    const applicationId = Number(target!._id);
    const name = String(target!.main_applicant);

    await page.goto('/applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeVisible();
    const list = new ObjectListScreen(page);
    await list.settled();
    const row = list.rows.filter({ hasText: String(target!.email) }).first();
    await row.getByRole('button', { name: new RegExp(`^Messenger von ${name} öffnen`) }).click();
    const panel = page.getByRole('complementary', { name: `Messenger: ${name}` });
    await expect(panel).toBeVisible();

    // write from the messenger: no mail server, so the mail waits and says why
    const reply = panel.getByRole('region', { name: 'Antworten' });
    const subject = `Besichtigung ${Date.now()}`;
    await reply.getByRole('textbox', { name: /^Betreff/ }).fill(subject);
    await reply.getByRole('textbox', { name: 'Nachricht' }).click();
    await page.keyboard.type('Gern zeigen wir Ihnen die Wohnung am Montag.');
    await reply.getByRole('button', { name: 'Senden' }).click();
    const sent = panel.getByRole('article', { name: subject });
    await expect(sent).toContainText('Wartet auf Versand');
    await expect(sent).toContainText('Nicht gesendet: Es ist kein Mailserver eingerichtet.');
    await panel.getByRole('button', { name: 'Seitenbereich schliessen' }).click();
    await expect(panel).toBeHidden();
    // (axe runs where no mail is shown: it cannot enter the script-less frames of mail bodies)
    expect(await seriousViolations(page)).toEqual([]);

    const mail = latestReplyAddress(applicationId);
    expect(mail, 'the reply address of the mail just written').not.toBeNull();
    expect(mail!.reply_to).toMatch(/^r-[a-z2-7]{26}@immodesk\.test$/);
    const before = await unreadCount(page);

    // the applicant answers by mail
    const answer = `Re: ${subject}`;
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: E2E_SMTP_IN_PORT,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: `${name} <${mail!.to_address}>`,
      to: mail!.reply_to,
      subject: answer,
      text: 'Vielen Dank, Montag passt mir gut.',
      html: '<p>Vielen Dank, <strong>Montag</strong> passt mir gut.</p>',
    });
    transport.close();

    // the badge follows without a reload
    await expect.poll(() => unreadCount(page), { timeout: 5_000 }).toBe(before + 1);

    // the icon leads to the inbox, where the answer is unread (bold)
    await page.getByRole('link', { name: /^Ungelesene Nachrichten: / }).click();
    await expect(page).toHaveURL(/\/communication$/);
    await expect(page.getByRole('tab', { name: 'Eingang' })).toHaveAttribute('aria-selected', 'true');
    const inbox = new ObjectListScreen(page);
    await inbox.settled();
    const answerRow = inbox.rows.filter({ hasText: answer }).first();
    await expect(answerRow.getByRole('button', { name: answer })).toHaveCSS('font-weight', '700');
    expect(await seriousViolations(page)).toEqual([]);

    // its row opens the application's messenger: the answer is there, and now read
    await answerRow.getByRole('button', { name: answer }).click();
    const messenger = page.getByRole('complementary', { name: /^Messenger: / });
    const received = messenger.getByRole('article', { name: answer });
    await expect(received).toContainText('Empfangen');
    await expect(received).toContainText('Neu');
    await expect(received.frameLocator('iframe').getByText('Montag')).toBeVisible();
    await expect.poll(() => unreadCount(page)).toBe(before);
  });
});
