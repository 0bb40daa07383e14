import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobRetryReply, JobsOverview } from '../../schema/api/jobs';
import { MAIL_SEND_JOB, outboxJobKey, queueMail } from '../../server/core/mail';
import { deliverDue } from '../../server/modules/mail/sender';
import type { SinkOptions } from '../support/smtpSink';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { smtpFixtures } from './smtpSupport';

const MINUTE = 60_000;

/**
 * Mails leave through the job interface: each outbox row is sent by its `mail_send` job, once,
 * although the job may be delivered twice; the sender resumes after a restart, retries a temporary
 * failure with the row's backoff, fails a permanent one for the admins to see, and never sends a
 * mail whose transaction was rolled back.
 */
describe.each(DIALECTS)('mails as jobs (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let rent: number;
  let run = 0;
  const { sink, transportTo, sender, stopSenders, close } = smtpFixtures(() => t);

  beforeAll(async () => {
    t = await createTestApp(dialect, { mailRatePerMinute: 10_000 });
    admin = await Client.login(t.app, 'demo.admin');
    rent = await t.projectId('rent');
  });
  afterAll(async () => {
    await close();
    await t.close();
  });
  beforeEach(async () => {
    await stopSenders();
    await t.database.db.deleteFrom('outbox').execute();
    await t.database.db.deleteFrom('jobs').where('kind', '=', MAIL_SEND_JOB).execute();
    run += 1;
  });

  const queue = (n: number, projectId: number | null = rent) =>
    queueMail(t.database.db, {
      to: `mieter${n}-${run}@example.ch`,
      subject: `Nachricht ${run}.${n}`,
      text: `Guten Tag ${n}`,
      projectId,
    });
  const outboxRow = (id: number) =>
    t.database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const jobOf = (id: number) =>
    t.database.db.selectFrom('jobs').selectAll().where('key', '=', outboxJobKey(id)).executeTakeFirst();
  const waitFor = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 20_000, interval: 100 });

  it('queues a job with each mail, in the mail’s transaction', async () => {
    const id = await queue(1);
    expect(await jobOf(id)).toMatchObject({
      kind: MAIL_SEND_JOB,
      state: 'queued',
      project_id: rent,
      payload: JSON.stringify({ outboxId: id, projectId: rent }),
    });
  });

  it('sends each mail once although two workers run', async () => {
    const s = await sink();
    const ids: number[] = [];
    for (let n = 0; n < 10; n += 1) ids.push(await queue(n, n % 2 === 0 ? rent : null));
    sender(s);
    sender(s);
    await waitFor(async () => {
      const rows = await t.database.db.selectFrom('outbox').select('status').where('id', 'in', ids).execute();
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
    });
    // a few more passes of both workers send nothing again
    await new Promise((r) => setTimeout(r, 2500));
    const received = s.mails.map((m) => m.parsed.subject);
    expect(received).toHaveLength(10);
    expect(new Set(received).size).toBe(10);
    for (const id of ids) {
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
      expect((await jobOf(id))?.state).toBe('done');
    }
  });

  it('resumes after a restart: a job whose runner died, a mail queued before mails had jobs, one queued while stopped', async () => {
    const s = await sink();
    const first = sender(s);
    await first.stop();
    // a mail whose job a stopped runner had claimed (its claim still runs)
    const claimed = await queue(1);
    await t.database.db
      .updateTable('jobs')
      .set({
        state: 'running',
        locked_by: 'gone:1:dead',
        locked_until: new Date(Date.now() + 5 * MINUTE).toISOString(),
        attempts: 1,
        updated_at: new Date(Date.now() - 1000).toISOString(),
      })
      .where('key', '=', outboxJobKey(claimed))
      .execute();
    // a mail queued before the sender ran jobs: no job row
    const old = await queue(2);
    await t.database.db.deleteFrom('jobs').where('key', '=', outboxJobKey(old)).execute();
    // a mail queued while no sender ran
    const waiting = await queue(3);
    sender(s);
    await waitFor(async () => {
      for (const id of [claimed, old, waiting]) expect((await outboxRow(id)).status).toBe('sent');
    });
    expect(s.mails.map((m) => m.parsed.subject).sort()).toEqual(
      [1, 2, 3].map((n) => `Nachricht ${run}.${n}`).sort(),
    );
    for (const id of [claimed, old, waiting]) {
      expect((await outboxRow(id)).attempts).toBe(1);
      await waitFor(async () => expect((await jobOf(id))?.state).toBe('done'));
    }
  });

  it('retries a temporary failure with the backoff, then sends the mail', async () => {
    const options: SinkOptions = { rejectWith: { code: 451, message: 'Try again later' } };
    const s = await sink(options);
    const transport = transportTo(s);
    const id = await queue(1);
    const now = new Date();
    expect(await deliverDue(t.database.db, t.config, { transport, now })).toMatchObject({
      sent: 0,
      deferred: 1,
    });
    const retryAt = new Date(now.getTime() + MINUTE).toISOString();
    expect(await outboxRow(id)).toMatchObject({ status: 'queued', attempts: 1, next_attempt_at: retryAt });
    // the job waits for the backoff
    expect(await jobOf(id)).toMatchObject({ state: 'queued', run_at: retryAt });
    expect(
      await deliverDue(t.database.db, t.config, { transport, now: new Date(now.getTime() + 30_000) }),
    ).toMatchObject({ sent: 0, deferred: 0 });
    // the mail server takes mails again
    options.rejectWith = undefined;
    expect(
      await deliverDue(t.database.db, t.config, { transport, now: new Date(now.getTime() + MINUTE) }),
    ).toMatchObject({ sent: 1, failed: 0 });
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await jobOf(id))?.state).toBe('done');
    expect(s.mails).toHaveLength(1);
  });

  it('fails a job for good on a 5xx: the admins see it, it is not retried until they retry it', async () => {
    const options: SinkOptions = { rejectWith: { code: 550, message: 'Mailbox unavailable' } };
    const s = await sink(options);
    const id = await queue(1);
    sender(s);
    await waitFor(async () => expect((await jobOf(id))?.state).toBe('failed'));
    const job = (await jobOf(id))!;
    expect(job.attempts).toBe(1);
    expect(job.last_error).toMatch(/^550 .*Mailbox unavailable/);
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: 1 });
    // a few more passes: not tried again
    await new Promise((r) => setTimeout(r, 2500));
    expect((await outboxRow(id)).attempts).toBe(1);
    expect((await jobOf(id))?.attempts).toBe(1);

    const res = await admin.get('/api/v1/settings/jobs');
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json<JobsOverview>();
    expect(overview.failed.find((item) => item.id === job.id)).toMatchObject({
      kind: MAIL_SEND_JOB,
      kind_label: 'Versand einer E-Mail',
      state: 'failed',
      last_error: job.last_error,
    });
    // mails on their way are the outbox view's, not listed as upcoming jobs
    expect(overview.upcoming.some((item) => item.kind === MAIL_SEND_JOB)).toBe(false);

    // the address was fixed at the other end: the admin's retry sends the mail, once
    options.rejectWith = undefined;
    const retried = await admin.post(`/api/v1/settings/jobs/${job.id}/retry`, {});
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<JobRetryReply>().job.state).toBe('queued');
    await waitFor(async () => expect((await outboxRow(id)).status).toBe('sent'));
    await waitFor(async () => expect((await jobOf(id))?.state).toBe('done'));
    expect(s.mails).toHaveLength(1);
  });

  it('never sends a mail queued in a transaction that was rolled back', async () => {
    const s = await sink();
    const subject = `Zurückgenommen ${run}`;
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await queueMail(trx, { to: `weg-${run}@example.ch`, subject, text: 'x', projectId: rent });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const kept = await queue(1);
    expect(
      await t.database.db.selectFrom('outbox').select('id').where('subject', '=', subject).execute(),
    ).toEqual([]);
    const jobs = await t.database.db
      .selectFrom('jobs')
      .select('key')
      .where('kind', '=', MAIL_SEND_JOB)
      .execute();
    expect(jobs.map((j) => j.key)).toEqual([outboxJobKey(kept)]);
    sender(s);
    await waitFor(async () => expect((await outboxRow(kept)).status).toBe('sent'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(s.mails.map((m) => m.parsed.subject)).toEqual([`Nachricht ${run}.1`]);
  });
});
