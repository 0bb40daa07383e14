import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueMail } from '../../server/core/mail';
import { storageFor } from '../../server/core/storage';
import { conversationFor, queueConversationMail } from '../../server/modules/communication/conversations';
import { MAX_ATTEMPTS } from '../../server/modules/mail/sendAttempt';
import { deliverDue, startMailSender } from '../../server/modules/mail/sender';
import { answersAfterData } from '../support/smtpSink';
import { createTestApp, DIALECTS, type TestApp } from './harness';
import { smtpFixtures } from './smtpSupport';

const MINUTE = 60_000;

describe.each(DIALECTS)('mail sender (%s)', (dialect) => {
  let t: TestApp;
  let rent: number;
  let applicationId: number;
  const { sink, transportTo, close } = smtpFixtures(() => t);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    rent = await t.projectId('rent');
    const app = await t.database.db
      .selectFrom('applications')
      .select('id')
      .where('project_id', '=', rent)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    applicationId = app.id;
  });
  afterAll(async () => {
    await close();
    await t.close();
  });
  beforeEach(async () => {
    // every test starts with an empty outbox (the rate limit counts what was sent)
    await t.database.db.deleteFrom('outbox').execute();
  });

  /** Queues `count` conversation mails (one conversation per recipient) and answers their outbox ids. */
  async function queueConversationMails(
    count: number,
    extra: { attachments?: Array<{ fileId: number; name: string }> } = {},
  ) {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      await t.database.db.transaction().execute(async (trx) => {
        const conversation = await conversationFor(trx, rent, {
          applicationId,
          personId: null,
          email: `person${i}-${Date.now()}@example.ch`,
          name: `Person ${i}`,
          language: 'de',
        });
        const { outboxId } = await queueConversationMail(trx, t.config, rent, {
          conversation,
          kind: 'direct',
          subject: `Besichtigung ${i}`,
          html: `<p>Guten Tag <strong>Person ${i}</strong></p>`,
          text: `Guten Tag Person ${i}`,
          sentBy: null,
          fromName: 'Immodesk Rent',
          ...extra,
        });
        ids.push(outboxId);
      });
    }
    return ids;
  }

  const outboxRow = (id: number) =>
    t.database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const conversationMail = (outboxId: number) =>
    t.database.db
      .selectFrom('conversation_mails')
      .selectAll()
      .where('outbox_id', '=', outboxId)
      .executeTakeFirstOrThrow();

  it('delivers a queued mail with From, Reply-To, Message-ID, both parts, attachments and the bounce envelope', async () => {
    const s = await sink();
    const bytes = Buffer.from('%PDF-1.4 Grundriss');
    await storageFor(t.config).put('mailtest/grundriss.pdf', bytes, { contentType: 'application/pdf' });
    const file = await t.database.db
      .insertInto('uploaded_files')
      .values({
        project_id: rent,
        uploaded_by: null,
        storage_key: 'mailtest/grundriss.pdf',
        original_name: 'grundriss.pdf',
        mime: 'application/pdf',
        size: bytes.length,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [id] = await queueConversationMails(1, {
      attachments: [{ fileId: file.id, name: 'Grundriss.pdf' }],
    });
    const row = await outboxRow(id!);

    const counts = await deliverDue(t.database.db, t.config, { transport: transportTo(s) });
    expect(counts).toEqual({ sent: 1, failed: 0, deferred: 0, unconfirmed: 0 });
    expect(s.mails).toHaveLength(1);
    const mail = s.mails[0]!;
    expect(mail.from).toBe(`bounces@${t.config.mailDomain}`);
    expect(mail.to).toEqual([row.to_address]);
    expect(mail.parsed.from?.value).toEqual([{ name: 'Immodesk Rent', address: t.config.mailFrom }]);
    expect(mail.parsed.replyTo?.value[0]?.address).toBe(row.reply_to);
    expect(row.reply_to).toMatch(new RegExp(`^r-[a-z2-7]{26}@${t.config.mailDomain}$`));
    expect(mail.parsed.messageId).toBe(row.message_id);
    expect(mail.parsed.subject).toBe('Besichtigung 0');
    expect(mail.parsed.html).toContain('<strong>Person 0</strong>');
    expect(mail.parsed.text?.trim()).toBe('Guten Tag Person 0');
    expect(mail.parsed.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ['Grundriss.pdf', 'application/pdf', '%PDF-1.4 Grundriss'],
    ]);

    const after = await outboxRow(id!);
    expect(after).toMatchObject({ status: 'sent', attempts: 1, last_error: '', claimed_until: null });
    expect(after.sent_at).not.toBeNull();
    expect(await conversationMail(id!)).toMatchObject({ status: 'sent', status_reason: '' });
  });

  it('gives a mail without Message-ID one, records it, and sends a system mail from the bare address', async () => {
    const s = await sink();
    const id = await queueMail(t.database.db, { to: 'admin@example.ch', subject: 'Code', text: '123456' });
    expect((await outboxRow(id)).message_id).toBeNull();
    // the transport of SMTP_URL itself
    const counts = await deliverDue(t.database.db, { ...t.config, smtpUrl: s.url });
    expect(counts.sent).toBe(1);
    const row = await outboxRow(id);
    expect(row.message_id).toMatch(new RegExp(`^<[0-9a-f-]{36}@${t.config.mailDomain}>$`));
    expect(s.mails[0]!.parsed.messageId).toBe(row.message_id);
    expect(s.mails[0]!.parsed.from?.value).toEqual([{ name: '', address: t.config.mailFrom }]);
    expect(s.mails[0]!.parsed.html).toBe(false);
  });

  it('the sink really drops: the data arrives and the connection ends without an answer', async () => {
    const s = await sink({ dropEvery: 1 });
    const { lines } = await answersAfterData(s.port);
    expect(lines.filter((l) => /^\d{3}/.test(l))).toEqual([]);
    expect(s.dropped).toBe(1);
    expect(s.mails).toHaveLength(0);
  });

  it('with every third connection dropped, every mail is accepted exactly once after retries', async () => {
    const s = await sink({ dropEvery: 3 });
    const ids = await queueConversationMails(12);
    const transport = transportTo(s);
    let now = new Date();
    let passes = 0;
    for (; passes < 20; passes += 1) {
      await deliverDue(t.database.db, t.config, { transport, now });
      const waiting = await t.database.db
        .selectFrom('outbox')
        .select('id')
        .where('status', '!=', 'sent')
        .execute();
      if (waiting.length === 0) break;
      // past the longest backoff (an hour)
      now = new Date(now.getTime() + 2 * 60 * MINUTE);
    }
    expect(s.dropped).toBeGreaterThan(0);
    const rows = await t.database.db.selectFrom('outbox').selectAll().where('id', 'in', ids).execute();
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    const received = s.mails.map((m) => m.parsed.messageId).sort();
    expect(received).toEqual(rows.map((r) => r.message_id).sort());
    expect(new Set(received).size).toBe(12);
    // every dropped connection cost its mail one more attempt, nothing else did
    expect(rows.reduce((sum, r) => sum + r.attempts, 0)).toBe(12 + s.dropped);
    for (const id of ids) expect((await conversationMail(id)).status).toBe('sent');
  });

  it('a 550 marks the mail and its conversation mail failed with the server answer', async () => {
    const s = await sink({ rejectWith: { code: 550, message: 'Mailbox unavailable' } });
    const [id] = await queueConversationMails(1);
    const counts = await deliverDue(t.database.db, t.config, { transport: transportTo(s) });
    expect(counts).toMatchObject({ sent: 0, failed: 1 });
    const row = await outboxRow(id!);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null, sent_at: null });
    expect(row.last_error).toMatch(/^550 .*Mailbox unavailable/);
    const mail = await conversationMail(id!);
    expect(mail.status).toBe('failed');
    expect(mail.status_reason).toMatch(/550 .*Mailbox unavailable/);
    // a failed mail is not tried again
    expect(
      await deliverDue(t.database.db, t.config, {
        transport: transportTo(s),
        now: new Date(Date.now() + 3 * 60 * MINUTE),
      }),
    ).toMatchObject({ sent: 0, failed: 0 });
  });

  it('a 4xx or an unreachable server queues the mail again with backoff, and gives up after about a day', async () => {
    const busy = await sink({ rejectWith: { code: 451, message: 'Try again later' } });
    const [id] = await queueConversationMails(1);
    const now = new Date();
    expect(await deliverDue(t.database.db, t.config, { transport: transportTo(busy), now })).toMatchObject({
      deferred: 1,
    });
    let row = await outboxRow(id!);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.last_error).toMatch(/^451 .*Try again later/);
    expect(row.next_attempt_at).toBe(new Date(now.getTime() + MINUTE).toISOString());
    expect(await conversationMail(id!)).toMatchObject({
      status: 'queued',
      status_reason: 'mail_delivery_retrying',
    });
    // not due before its backoff
    expect(await deliverDue(t.database.db, t.config, { transport: transportTo(busy), now })).toMatchObject({
      deferred: 0,
    });

    // a closed port: connection refused; the second wait is twice as long
    const gone = await sink();
    await gone.close();
    const later = new Date(now.getTime() + MINUTE);
    await deliverDue(t.database.db, t.config, { transport: transportTo(gone), now: later });
    row = await outboxRow(id!);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row.next_attempt_at).toBe(new Date(later.getTime() + 2 * MINUTE).toISOString());

    // the last attempt of the day fails too: given up
    await t.database.db
      .updateTable('outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where('id', '=', id!)
      .execute();
    await deliverDue(t.database.db, t.config, {
      transport: transportTo(gone),
      now: new Date(later.getTime() + 3 * MINUTE),
    });
    expect(await outboxRow(id!)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await conversationMail(id!)).toMatchObject({
      status: 'failed',
      status_reason: 'mail_delivery_gave_up',
    });
  });

  it('a mail left in sending after its lease is marked unconfirmed and never sent', async () => {
    const s = await sink();
    const [interrupted, current] = await queueConversationMails(2);
    const now = new Date();
    await t.database.db
      .updateTable('outbox')
      .set({ status: 'sending', claimed_until: new Date(now.getTime() - 1000).toISOString(), attempts: 1 })
      .where('id', '=', interrupted!)
      .execute();
    await t.database.db
      .updateTable('outbox')
      .set({ status: 'sending', claimed_until: new Date(now.getTime() + MINUTE).toISOString(), attempts: 1 })
      .where('id', '=', current!)
      .execute();
    const counts = await deliverDue(t.database.db, t.config, { transport: transportTo(s), now });
    expect(counts).toEqual({ sent: 0, failed: 0, deferred: 0, unconfirmed: 1 });
    expect(await outboxRow(interrupted!)).toMatchObject({
      status: 'unconfirmed',
      last_error: 'mail_delivery_unconfirmed',
    });
    expect(await conversationMail(interrupted!)).toMatchObject({
      status: 'unconfirmed',
      status_reason: 'mail_delivery_unconfirmed',
    });
    // the one whose lease still runs belongs to the process sending it
    expect((await outboxRow(current!)).status).toBe('sending');
    await deliverDue(t.database.db, t.config, {
      transport: transportTo(s),
      now: new Date(now.getTime() + 30_000),
    });
    expect(s.mails).toHaveLength(0);
    expect((await outboxRow(interrupted!)).status).toBe('unconfirmed');
  });

  it('sends at most MAIL_RATE_PER_MINUTE mails a minute per project; system mails are not limited', async () => {
    const s = await sink();
    const config = { ...t.config, mailRatePerMinute: 3 };
    const ids = await queueConversationMails(5);
    for (let i = 0; i < 2; i += 1)
      await queueMail(t.database.db, { to: `sys${i}@example.ch`, subject: 'System', text: 'x' });
    const transport = transportTo(s);
    const now = new Date();
    expect(await deliverDue(t.database.db, config, { transport, now })).toMatchObject({
      sent: 5,
      deferred: 2,
    });
    const statuses = async () =>
      (
        await t.database.db
          .selectFrom('outbox')
          .select(['id', 'status'])
          .where('id', 'in', ids)
          .orderBy('id')
          .execute()
      ).map((r) => r.status);
    expect(await statuses()).toEqual(['sent', 'sent', 'sent', 'queued', 'queued']);
    // within the same minute: still held back
    expect(
      await deliverDue(t.database.db, config, { transport, now: new Date(now.getTime() + 30_000) }),
    ).toMatchObject({ sent: 0, deferred: 2 });
    expect(
      await deliverDue(t.database.db, config, { transport, now: new Date(now.getTime() + 61_000) }),
    ).toMatchObject({ sent: 2, deferred: 0 });
    expect(await statuses()).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    expect(s.mails).toHaveLength(7);
  });

  it('without SMTP_URL nothing is sent and the mails stay queued', async () => {
    const [id] = await queueConversationMails(1);
    expect(t.config.smtpUrl).toBeNull();
    expect(await deliverDue(t.database.db, t.config)).toEqual({
      sent: 0,
      failed: 0,
      deferred: 0,
      unconfirmed: 0,
    });
    expect(await outboxRow(id!)).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await conversationMail(id!)).status).toBe('queued');
    const info = vi.fn();
    const sender = startMailSender(t.database.db, t.config, {
      info,
      error: vi.fn(),
    } as unknown as FastifyBaseLogger);
    expect(info).toHaveBeenCalledTimes(1);
    expect(String(info.mock.calls[0]?.[0])).toMatch(/SMTP_URL/);
    await sender.stop();
  });

  it('the running sender delivers what is queued, and stops', async () => {
    const s = await sink();
    const [id] = await queueConversationMails(1);
    const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const sender = startMailSender(t.database.db, { ...t.config, smtpUrl: s.url }, log);
    try {
      await vi.waitFor(async () => expect((await outboxRow(id!)).status).toBe('sent'), {
        timeout: 15_000,
        interval: 100,
      });
    } finally {
      await sender.stop();
    }
    expect(s.mails).toHaveLength(1);
  });

  it('two passes side by side send every mail once', async () => {
    const s = await sink();
    const ids = await queueConversationMails(16);
    const [a, b] = await Promise.all([
      deliverDue(t.database.db, t.config, { transport: transportTo(s) }),
      deliverDue(t.database.db, t.config, { transport: transportTo(s) }),
    ]);
    expect(a.sent + b.sent).toBe(16);
    const received = s.mails.map((m) => m.parsed.messageId);
    expect(new Set(received).size).toBe(16);
    expect(received).toHaveLength(16);
    const rows = await t.database.db
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});
