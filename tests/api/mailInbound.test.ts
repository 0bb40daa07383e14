import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFor } from '../../server/core/storage';
import {
  conversationFor,
  markConversationMail,
  queueConversationMail,
  unreadCount,
} from '../../server/modules/communication/conversations';
import { receiveMail } from '../../server/modules/mail/inbound';
import { startMailReceiver, type MailReceiver } from '../../server/modules/mail/receiver';
import type { InboxFeedReply } from '../../schema/api/communication';
import { fixture } from '../fixtures/multipart';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const DOMAIN = 'immodesk.test';
const PDF = fixture('plan.pdf');
const PNG = fixture('logo.png');
const PROGRAM_AS_PDF = fixture('rechnung-programm.pdf');

interface Sent {
  conversationId: number;
  mailId: number;
  outboxId: number;
  replyTo: string;
  messageId: string;
  /** the recipient's address */
  to: string;
}

/** A delivery status notification returning the original's headers (or the whole original). */
function dsn(o: {
  messageId: string;
  /** the failed recipient the report names */
  recipient: string;
  /** the host that writes the report (Reporting-MTA); the recipient's domain's mx by default */
  reporter?: string;
  action?: string;
  status?: string;
  diagnostic?: string;
  whole?: boolean;
}) {
  const reporter = o.reporter ?? `mx.${o.recipient.split('@')[1]}`;
  const returned = `From: noreply@${DOMAIN}\r\nTo: ${o.recipient}\r\nSubject: Besichtigung\r\nMessage-ID: ${o.messageId}\r\n`;
  const fields = [`Final-Recipient: rfc822; ${o.recipient}`, `Action: ${o.action ?? 'failed'}`];
  fields.push(`Status: ${o.status ?? '5.1.1'}`);
  if (o.diagnostic) fields.push(`Diagnostic-Code: smtp; ${o.diagnostic}`);
  return [
    `From: Mail Delivery System <MAILER-DAEMON@${reporter}>`,
    `To: bounces@${DOMAIN}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Message-ID: <${randomBytes(8).toString('hex')}@${reporter}>`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="B0UND"',
    '',
    '--B0UND',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'Your message could not be delivered.',
    '',
    '--B0UND',
    'Content-Type: message/delivery-status',
    '',
    `Reporting-MTA: dns; ${reporter}`,
    '',
    ...fields,
    '',
    '--B0UND',
    `Content-Type: ${o.whole ? 'message/rfc822' : 'text/rfc822-headers'}`,
    '',
    o.whole ? `${returned}\r\nHallo` : returned,
    '--B0UND--',
    '',
  ].join('\r\n');
}

describe.each(DIALECTS)('inbound mail: replies and bounces (%s)', (dialect) => {
  let t: TestApp;
  let receiver: MailReceiver;
  let transport: Transporter;
  let rent: number;
  let verkauf: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { mailDomain: DOMAIN, smtpInPort: 0, smtpInHost: '127.0.0.1' });
    receiver = (await startMailReceiver(t.database.db, t.config, storageFor(t.config), t.app.log))!;
    transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: receiver.port,
      secure: false,
      ignoreTLS: true,
    });
    rent = await t.projectId('rent');
    verkauf = await t.projectId('verkauf');
  });
  afterAll(async () => {
    transport.close();
    await receiver.close();
    await t.close();
  });

  const db = () => t.database.db;

  /**
   * A conversation with a new counterpart of an application of the project, and one mail to it,
   * delivered as the sender marks it (unless `queued`).
   */
  async function sendOut(projectId: number, queued = false): Promise<Sent> {
    const application = await db()
      .selectFrom('applications')
      .select('id')
      .where('project_id', '=', projectId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const email = `mieter-${randomBytes(4).toString('hex')}@example.org`;
    const ids = await db()
      .transaction()
      .execute(async (trx) => {
        const conversation = await conversationFor(trx, projectId, {
          applicationId: application.id,
          personId: null,
          email,
          name: 'Anna Muster',
          language: 'de',
        });
        const mail = await queueConversationMail(trx, t.config, projectId, {
          conversation,
          kind: 'direct',
          subject: 'Besichtigung',
          html: '<p>Guten Tag</p>',
          text: 'Guten Tag',
          sentBy: null,
        });
        if (!queued) {
          await trx
            .updateTable('outbox')
            .set({ status: 'sent', attempts: 1, sent_at: new Date().toISOString() })
            .where('id', '=', mail.outboxId)
            .execute();
          await markConversationMail(trx, mail.outboxId, 'sent');
        }
        return { ...mail, conversationId: conversation.id };
      });
    const outbox = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', ids.outboxId)
      .executeTakeFirstOrThrow();
    return { ...ids, replyTo: outbox.reply_to!, messageId: outbox.message_id!, to: outbox.to_address };
  }

  const conversation = (id: number) =>
    db().selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const incoming = (conversationId: number) =>
    db()
      .selectFrom('conversation_mails')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('direction', '=', 'in')
      .orderBy('id')
      .execute();
  const attachmentsOf = (mailId: number) =>
    db()
      .selectFrom('mail_attachments')
      .innerJoin('uploaded_files', 'uploaded_files.id', 'mail_attachments.file_id')
      .select(['mail_attachments.name', 'mail_attachments.project_id', 'uploaded_files.storage_key'])
      .select(['uploaded_files.mime', 'uploaded_files.size', 'uploaded_files.uploaded_by'])
      .where('mail_id', '=', mailId)
      .orderBy('mail_attachments.id')
      .execute();
  const send = (mail: Mail.Options) =>
    transport.sendMail({ from: 'Anna Muster <anna@example.org>', ...mail });
  const refusal = (mail: Mail.Options) =>
    send(mail).then(
      () => null,
      (error: { responseCode?: number; code?: string }) => error,
    );

  it('files a reply into the conversation of the mail it answers, with its attachments, as unread', async () => {
    const out = await sendOut(rent);
    const before = await unreadCount(db(), rent);
    await send({
      to: out.replyTo,
      subject: 'Re: Besichtigung',
      text: 'Gerne am Dienstag.',
      html: '<p>Gerne am <b>Dienstag</b>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      inReplyTo: out.messageId,
      attachments: [
        { filename: 'Betreibungsauszug.pdf', content: PDF, contentType: 'application/pdf' },
        { filename: 'ausweis.png', content: PNG, contentType: 'image/png' },
      ],
    });
    const [mail, ...others] = await incoming(out.conversationId);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({
      project_id: rent,
      kind: 'reply',
      status: 'received',
      is_read: 0,
      from_address: 'anna@example.org',
      to_address: out.replyTo.toLowerCase(),
      subject: 'Re: Besichtigung',
      in_reply_to: out.messageId,
      status_reason: '',
    });
    expect(mail!.html_body).toContain('<b>Dienstag</b>');
    expect(mail!.html_body).not.toMatch(/script|onerror|alert/);
    expect(mail!.text_body).toContain('Gerne am Dienstag.');
    expect(mail!.message_id).toMatch(/^<.+@.+>$/);
    const files = await attachmentsOf(mail!.id);
    expect(files.map((f) => [f.name, f.mime, f.size, f.project_id, f.uploaded_by])).toEqual([
      ['Betreibungsauszug.pdf', 'application/pdf', PDF.length, rent, null],
      ['ausweis.png', 'image/png', PNG.length, rent, null],
    ]);
    const stored = await storageFor(t.config).get(files[0]!.storage_key);
    expect(stored?.bytes.equals(PDF)).toBe(true);
    expect(files[0]!.storage_key.startsWith(`${rent}/`)).toBe(true);
    expect(await conversation(out.conversationId)).toMatchObject({ unread_count: 1, unread_bounce_count: 0 });
    expect((await conversation(out.conversationId)).last_mail_at).not.toBeNull();
    expect(await unreadCount(db(), rent)).toBe(before + 1);
  });

  it('refuses an unknown reply address and a foreign domain at RCPT, storing nothing', async () => {
    const out = await sendOut(rent);
    const mailsBefore = await db().selectFrom('conversation_mails').select('id').execute();
    const unknown = `r-${'a'.repeat(26)}@${DOMAIN}`;
    const local = out.replyTo.split('@')[0]!;
    for (const to of [unknown, `${local}@example.org`, `info@${DOMAIN}`, 'someone@example.org']) {
      const error = await refusal({ to, subject: 'Hallo', text: 'Hallo' });
      expect(error, to).toMatchObject({ code: 'EENVELOPE', responseCode: 550 });
    }
    expect(await db().selectFrom('conversation_mails').select('id').execute()).toHaveLength(
      mailsBefore.length,
    );
    expect(await conversation(out.conversationId)).toMatchObject({ unread_count: 0 });
  });

  it('skips an attachment of a forbidden type or with false content and notes it, filing the mail', async () => {
    const out = await sendOut(rent);
    await send({
      to: out.replyTo,
      subject: 'Unterlagen',
      text: 'Anbei meine Unterlagen.',
      attachments: [
        {
          filename: 'setup.exe',
          content: Buffer.from('MZ\x90\x00programm'),
          contentType: 'application/octet-stream',
        },
        { filename: 'rechnung.pdf', content: PROGRAM_AS_PDF, contentType: 'application/pdf' },
        { filename: 'plan.pdf', content: PDF, contentType: 'application/pdf' },
      ],
    });
    const [mail] = await incoming(out.conversationId);
    expect((await attachmentsOf(mail!.id)).map((f) => f.name)).toEqual(['plan.pdf']);
    expect(mail!.html_body).toContain('Anbei meine Unterlagen.');
    expect(mail!.html_body).toContain('Anhang «setup.exe» wurde nicht übernommen');
    expect(mail!.html_body).toContain('Anhang «rechnung.pdf» wurde nicht übernommen');
    expect(mail!.status_reason).toContain('setup.exe');
    expect(await conversation(out.conversationId)).toMatchObject({ unread_count: 1 });
  });

  it('files a mail to several reply addresses once into each conversation, never into another', async () => {
    const first = await sendOut(rent);
    const again = await sendOut(rent);
    // a second mail of the first conversation: same counterpart, new reply address
    const firstConversation = await conversation(first.conversationId);
    const sameConversation = await db()
      .transaction()
      .execute((trx) =>
        queueConversationMail(trx, t.config, rent, {
          conversation: firstConversation,
          kind: 'direct',
          subject: 'Nachtrag',
          html: '<p>Nachtrag</p>',
          text: 'Nachtrag',
          sentBy: null,
        }),
      );
    const sameReplyTo = (await db()
      .selectFrom('outbox')
      .select('reply_to')
      .where('id', '=', sameConversation.outboxId)
      .executeTakeFirstOrThrow())!.reply_to!;
    const other = await sendOut(verkauf);
    const untouched = await sendOut(verkauf);
    const verkaufBefore = await unreadCount(db(), verkauf);
    await send({ to: [first.replyTo, sameReplyTo, other.replyTo], subject: 'An alle', text: 'Danke.' });
    expect(await incoming(first.conversationId)).toHaveLength(1);
    expect(await incoming(other.conversationId)).toHaveLength(1);
    expect((await incoming(other.conversationId))[0]!.project_id).toBe(verkauf);
    expect(await incoming(again.conversationId)).toHaveLength(0);
    expect(await incoming(untouched.conversationId)).toHaveLength(0);
    expect(await conversation(untouched.conversationId)).toMatchObject({ unread_count: 0, bounce_count: 0 });
    expect(await unreadCount(db(), verkauf)).toBe(verkaufBefore + 1);
    // the same mail delivered again (its sender lost our answer) is not filed twice
    const [filed] = await incoming(first.conversationId);
    await send({ to: first.replyTo, subject: 'An alle', text: 'Danke.', messageId: filed!.message_id! });
    expect(await incoming(first.conversationId)).toHaveLength(1);
  });

  it('marks the original of a DSN bounced with its reason and counts an unseen bounce', async () => {
    const out = await sendOut(rent);
    const bystander = await sendOut(verkauf);
    const before = await unreadCount(db(), rent);
    const diagnostic = '550 5.1.1 <nobody@example.org>: Recipient address rejected: User unknown';
    await transport.sendMail({
      envelope: { from: '', to: [`bounces@${DOMAIN}`] },
      raw: dsn({ messageId: out.messageId, recipient: out.to, diagnostic }),
    });
    const outbox = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', out.outboxId)
      .executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ status: 'bounced', last_error: diagnostic });
    const mail = await db()
      .selectFrom('conversation_mails')
      .selectAll()
      .where('id', '=', out.mailId)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ status: 'bounced', status_reason: diagnostic, bounce_read: 0 });
    expect(await conversation(out.conversationId)).toMatchObject({
      bounce_count: 1,
      unread_bounce_count: 1,
      unread_count: 0,
    });
    expect(await incoming(out.conversationId)).toHaveLength(0);
    // an unseen bounce, but no unread mail: the unread count stays
    expect(await unreadCount(db(), rent)).toBe(before);
    // an attempt recorded late does not undo the bounce, nor count it twice
    await markConversationMail(db(), out.outboxId, 'sent');
    await markConversationMail(db(), out.outboxId, 'bounced', 'again');
    expect(
      await db()
        .selectFrom('conversation_mails')
        .select(['status', 'status_reason'])
        .where('id', '=', out.mailId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'bounced', status_reason: diagnostic });
    expect(await conversation(out.conversationId)).toMatchObject({ bounce_count: 1 });
    const other = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', bystander.outboxId)
      .executeTakeFirstOrThrow();
    expect(other.status).toBe('sent');
    expect(await conversation(bystander.conversationId)).toMatchObject({
      bounce_count: 0,
      unread_bounce_count: 0,
    });
  });

  it('reads a DSN returning the whole original to a reply address, Status and Action as the reason', async () => {
    const out = await sendOut(verkauf);
    await transport.sendMail({
      envelope: { from: '', to: [out.replyTo] },
      raw: dsn({ messageId: out.messageId, recipient: out.to, status: '5.2.2', whole: true }),
    });
    const outbox = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', out.outboxId)
      .executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ status: 'bounced', last_error: '5.2.2 failed' });
    expect(await conversation(out.conversationId)).toMatchObject({ unread_bounce_count: 1, unread_count: 0 });
  });

  it('accepts and drops a DSN of an unknown original, of a mail never sent, and a delay report', async () => {
    const out = await sendOut(rent);
    const unsent = await sendOut(rent, true);
    const mailsBefore = await db().selectFrom('conversation_mails').select('id').execute();
    await transport.sendMail({
      envelope: { from: '', to: [`bounces@${DOMAIN}`] },
      raw: dsn({
        messageId: `<unknown-${randomBytes(4).toString('hex')}@${DOMAIN}>`,
        recipient: out.to,
        diagnostic: '550 no',
      }),
    });
    await transport.sendMail({
      envelope: { from: '', to: [`bounces@${DOMAIN}`] },
      raw: dsn({ messageId: out.messageId, recipient: out.to, action: 'delayed', status: '4.4.1' }),
    });
    await transport.sendMail({
      envelope: { from: '', to: [unsent.replyTo] },
      raw: dsn({ messageId: unsent.messageId, recipient: unsent.to, diagnostic: '550 5.1.1 unknown' }),
    });
    const statusOf = async (id: number) =>
      (await db().selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status;
    expect(await statusOf(out.outboxId)).toBe('sent');
    expect(await statusOf(unsent.outboxId)).toBe('queued');
    expect(await conversation(unsent.conversationId)).toMatchObject({ bounce_count: 0 });
    expect(await db().selectFrom('conversation_mails').select('id').execute()).toHaveLength(
      mailsBefore.length,
    );
    expect(await conversation(out.conversationId)).toMatchObject({ bounce_count: 0, unread_count: 0 });
  });

  it('files a vacation reply sent to the bounce address where its In-Reply-To points', async () => {
    const out = await sendOut(rent);
    await transport.sendMail({
      envelope: { from: 'anna@example.org', to: [`bounces@${DOMAIN}`] },
      from: 'anna@example.org',
      to: `bounces@${DOMAIN}`,
      subject: 'Abwesenheitsnotiz',
      text: 'Ich bin bis am 3. März abwesend.',
      inReplyTo: out.messageId,
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    const [mail] = await incoming(out.conversationId);
    expect(mail).toMatchObject({ subject: 'Abwesenheitsnotiz', status: 'received', is_read: 0 });
  });

  const outboxOf = (id: number) =>
    db().selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it("marks nothing on a DSN about another recipient or written outside the recipient's domain and our own", async () => {
    const out = await sendOut(rent);
    const bounce = (o: { recipient: string; reporter?: string }) =>
      transport.sendMail({
        envelope: { from: '', to: [out.replyTo] },
        raw: dsn({ messageId: out.messageId, diagnostic: '550 5.1.1 unknown', ...o }),
      });
    // the recipient of the mail forwards it and reports another address as failed
    await bounce({ recipient: 'someone-else@example.org' });
    // the right recipient, but written by a host of another domain
    await bounce({ recipient: out.to, reporter: 'mx.elsewhere.test' });
    await bounce({ recipient: out.to, reporter: 'example.org.elsewhere.test' });
    expect(await outboxOf(out.outboxId)).toMatchObject({ status: 'sent', last_error: '' });
    expect(await conversation(out.conversationId)).toMatchObject({ bounce_count: 0, unread_bounce_count: 0 });
    // written at our own mail domain (our MTA's report), it counts
    await bounce({ recipient: out.to.toUpperCase(), reporter: `mail.${DOMAIN}` });
    expect(await outboxOf(out.outboxId)).toMatchObject({ status: 'bounced' });
  });

  it("takes a DSN written at our relay's site (SMTP_URL)", async () => {
    const out = await sendOut(verkauf);
    const deps = {
      db: db(),
      config: { ...t.config, smtpUrl: 'smtp://user:secret@smtp.relay-provider.net:587' },
      storage: storageFor(t.config),
      log: t.app.log,
    };
    const raw = (reporter: string) =>
      Buffer.from(
        dsn({ messageId: out.messageId, recipient: out.to, reporter, diagnostic: '550 no such user' }),
      );
    const foreign = await receiveMail(
      deps,
      { from: '', to: [`bounces@${DOMAIN}`] },
      raw('relay-provider.net.evil.test'),
    );
    expect(foreign.bounce).toEqual({ kind: 'not_matching' });
    const relayed = await receiveMail(
      deps,
      { from: '', to: [`bounces@${DOMAIN}`] },
      raw('out7.relay-provider.net'),
    );
    expect(relayed.bounce).toMatchObject({ kind: 'bounced', outboxId: out.outboxId });
  });

  it('keeps a bounce reason as one line of plain text, at most 200 characters', async () => {
    const out = await sendOut(rent);
    const words = '<b>Bitte</b> rufen Sie +41 00 000 00 00 an \u0007 und\tbestätigen Sie Ihre Daten.';
    await transport.sendMail({
      envelope: { from: '', to: [`bounces@${DOMAIN}`] },
      raw: dsn({
        messageId: out.messageId,
        recipient: out.to,
        diagnostic: `550 ${words} ${'x'.repeat(400)}`,
      }),
    });
    const { last_error: reason } = await outboxOf(out.outboxId);
    expect(reason.length).toBeLessThanOrEqual(200);
    expect(reason).toMatch(
      /^550 <b>Bitte<\/b> rufen Sie \+41 00 000 00 00 an und bestätigen Sie Ihre Daten\. x+…$/,
    );
    const mail = await db()
      .selectFrom('conversation_mails')
      .select('status_reason')
      .where('id', '=', out.mailId)
      .executeTakeFirstOrThrow();
    expect(mail.status_reason).toBe(reason);
  });

  it("marks a reply whose From: is none of the conversation's addresses, and the feed says so", async () => {
    const out = await sendOut(rent);
    const application = await db()
      .selectFrom('conversations')
      .innerJoin('applications', 'applications.id', 'conversations.application_id')
      .select(['applications.id', 'applications.email'])
      .where('conversations.id', '=', out.conversationId)
      .executeTakeFirstOrThrow();
    await send({ from: out.to.toUpperCase(), to: out.replyTo, subject: 'Von mir', text: 'Passt.' });
    await send({
      from: `Anna <${application.email}>`,
      to: out.replyTo,
      subject: 'Vom Haushalt',
      text: 'Ja.',
    });
    await send({
      from: 'Fremd <fremd@elsewhere.test>',
      to: out.replyTo,
      subject: 'Von fremd',
      text: 'Hallo.',
    });
    const mails = await incoming(out.conversationId);
    expect(mails.map((m) => [m.subject, m.sender_mismatch])).toEqual([
      ['Von mir', 0],
      ['Vom Haushalt', 0],
      ['Von fremd', 1],
    ]);
    const admin = await Client.login(t.app, 'demo.admin');
    const res = await admin.get(`/api/v1/communication/${application.id}/inbox-feed`);
    expect(res.statusCode).toBe(200);
    const shown = res.json<InboxFeedReply>().mails.filter((m) => m.conversation_id === out.conversationId);
    expect(
      shown.filter((m) => m.direction === 'in').map((m) => [m.from.toLowerCase(), m.sender_mismatch]),
    ).toEqual([
      [out.to, false],
      [application.email, false],
      ['fremd@elsewhere.test', true],
    ]);
  });

  it('shows the inline images of a reply in its body from their attachments, served like attachments', async () => {
    const out = await sendOut(rent);
    await send({
      to: out.replyTo,
      subject: 'Foto',
      html: '<p>Der Schaden:</p><img src="cid:schaden@anna" alt="Schaden"><img src="cid:fehlt@anna">',
      attachments: [{ filename: 'schaden.png', content: PNG, contentType: 'image/png', cid: 'schaden@anna' }],
    });
    const [mail] = await incoming(out.conversationId);
    const [file] = await db()
      .selectFrom('mail_attachments')
      .select('id')
      .where('mail_id', '=', mail!.id)
      .execute();
    const url = `/api/v1/communication/attachments/${file!.id}/file`;
    expect(mail!.html_body).toBe(`<p>Der Schaden:</p><img src="${url}" alt="Schaden">`);
    const application = await db()
      .selectFrom('conversations')
      .select('application_id')
      .where('id', '=', out.conversationId)
      .executeTakeFirstOrThrow();
    const admin = await Client.login(t.app, 'demo.admin');
    const feed = (
      await admin.get(`/api/v1/communication/${application.application_id}/inbox-feed`)
    ).json<InboxFeedReply>();
    const shown = feed.mails.find((m) => m.id === mail!.id)!;
    expect(shown.attachments.map((a) => a.url)).toEqual([url]);
    expect(shown.html).toContain(`src="${url}"`);
    const image = await admin.get(url);
    expect(image.statusCode).toBe(200);
    expect(Buffer.from(image.rawPayload).equals(PNG)).toBe(true);
    // the image is the attachment's: no session, no image
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('does not listen without SMTP_IN_PORT', async () => {
    const config = { ...t.config, smtpInPort: null };
    expect(await startMailReceiver(db(), config, storageFor(t.config), t.app.log)).toBeNull();
  });

  it('refuses a mail larger than 25 MB with 552, filing nothing', async () => {
    const out = await sendOut(rent);
    const line = `${'x'.repeat(998)}\r\n`;
    const body = line.repeat(Math.ceil((26 * 1024 * 1024) / line.length));
    const error = await refusal({
      envelope: { from: 'anna@example.org', to: [out.replyTo] },
      raw: `From: anna@example.org\r\nTo: ${out.replyTo}\r\nSubject: Gross\r\n\r\n${body}`,
    });
    expect(error).toMatchObject({ responseCode: 552 });
    expect(await incoming(out.conversationId)).toHaveLength(0);
  });
});
