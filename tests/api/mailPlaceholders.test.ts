import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailPreviewReply, MailSendReply } from '../../schema/api/communication';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const BULK = '/api/v1/communication/bulk-mail';
const PREVIEW = '/api/v1/communication/mail-preview';

/** Placeholders without a value or damaged, the salutation, and what a send says without a mail server. */
describe.each(DIALECTS)('communication: placeholders, salutation and delivery (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let rent: number;
  /** a German application whose main adult is a woman (answers), one with no such answer */
  let woman: number;
  let neutral: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    rent = await t.projectId('rent');
    const rows = await t.database.db
      .selectFrom('applications')
      .select('id')
      .where('project_id', '=', rent)
      .where('email', '!=', '')
      .where('language', '=', 'de')
      .orderBy('id')
      .limit(2)
      .execute();
    [woman, neutral] = rows.map((r) => r.id) as [number, number];
    await t.database.db
      .updateTable('application_persons')
      .set({ first_name: 'Anna', last_name: 'Keller-Huber', answers: JSON.stringify({ salutation: 'Frau' }) })
      .where('application_id', '=', woman)
      .where('position', '=', 1)
      .execute();
    await t.database.db
      .updateTable('application_persons')
      .set({ first_name: 'Luca', last_name: 'Meier', answers: '{}' })
      .where('application_id', '=', neutral)
      .where('position', '=', 1)
      .execute();
  });
  afterAll(() => t.close());

  const outboxCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('project_id', '=', rent)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('greets by the person’s answers: Sehr geehrte Frau …, else neutrally', async () => {
    const preview = async (targetId: number) =>
      (
        await admin.post(PREVIEW, {
          mailView: 'applications',
          targetId,
          subject: 'S',
          body: '<p>{{salutation}}</p>',
        })
      ).json<MailPreviewReply>();
    expect((await preview(woman)).body).toMatch(/^<p>Sehr geehrte Frau Keller-Huber<\/p>/);
    expect((await preview(neutral)).body).toMatch(/^<p>Guten Tag Luca Meier<\/p>/);
  });

  it('marks each placeholder the preview cannot fill and lists them', async () => {
    const res = await admin.post(PREVIEW, {
      mailView: 'applications',
      targetId: woman,
      subject: 'Besichtigung {{viewing_date}}',
      body: '<p>Bitte kommen Sie am {{viewing_date}}.</p><p>{{applicant_first_name}} {{first_name}</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<MailPreviewReply>();
    expect(preview.unfilled).toEqual(['{{viewing_date}}', '{{first_name}']);
    expect(preview.subject).toBe('Besichtigung {{viewing_date}}');
    expect(preview.body).toContain('am <mark data-placeholder="">{{viewing_date}}</mark>.');
    expect(preview.body).toContain('Anna <mark data-placeholder="">{{first_name}</mark>');
  });

  it('refuses to send a placeholder without a value, naming it, and queues nothing', async () => {
    const before = await outboxCount();
    const res = await admin.post(BULK, {
      targets: [woman],
      mailView: 'applications',
      subject: 'Einladung',
      body: '<p>Besichtigung am {{viewing_date}}.</p>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      messageKey: 'mail_placeholders_unfilled',
      errors: { body: expect.any(String) },
    });
    expect(res.json<{ message: string }>().message).toContain('{{viewing_date}}');
    expect(res.json<{ message: string }>().message).toContain('Anna Keller-Huber');
    expect(await outboxCount()).toBe(before);
  });

  it('refuses a damaged or unknown placeholder, naming it as written', async () => {
    for (const body of ['<p>Hallo {{applicant_name}</p>', '<p>Hallo {{first_name}}</p>']) {
      const res = await admin.post(BULK, { targets: [woman], mailView: 'applications', subject: 'S', body });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(body.slice(9, -4));
    }
  });

  it('says the mails wait in the outbox when no mail server is configured', async () => {
    const res = await admin.post(BULK, {
      targets: [woman],
      mailView: 'applications',
      subject: 'Hallo {{applicant_first_name}}',
      body: '<p>{{salutation}}</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<MailSendReply>();
    expect(reply.delivery).toBe('outbox');
    expect(reply.notify).toEqual([
      {
        type: 'warning',
        title: 'Wartet im Postausgang',
        text: '1 Mail(s) warten im Postausgang: Es ist kein Mailserver eingerichtet.',
      },
    ]);
  });
});
