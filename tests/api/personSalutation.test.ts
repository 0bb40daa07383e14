import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationPersonDetail } from '../../schema/api/applications';
import type { MailPreviewReply } from '../../schema/api/communication';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const BASE = '/api/v1/applications';
const PREVIEW = '/api/v1/communication/mail-preview';

/** The Anrede of an adult, set by the staff, greets in the {{salutation}} placeholder. */
describe.each(DIALECTS)('applications: the Anrede of a person (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let appId: number;
  let personId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    const rent = await t.projectId('rent');
    const row = await t.database.db
      .selectFrom('applications')
      .innerJoin('application_persons', 'application_persons.application_id', 'applications.id')
      .select(['applications.id as app', 'application_persons.id as person'])
      .where('applications.project_id', '=', rent)
      .where('applications.email', '!=', '')
      .where('applications.language', '=', 'de')
      .where('application_persons.person_type', '=', 'adult')
      .where('application_persons.position', '=', 1)
      .orderBy('applications.id')
      .executeTakeFirstOrThrow();
    appId = row.app;
    personId = row.person;
    // the household answered a `gender` question of its form: the staff's choice speaks over it
    await t.database.db
      .updateTable('application_persons')
      .set({ first_name: 'Anna', last_name: 'Keller-Huber', answers: JSON.stringify({ gender: 'male' }) })
      .where('id', '=', personId)
      .execute();
  });
  afterAll(() => t.close());

  const url = () => `${BASE}/${appId}/adult/${personId}`;
  const greeting = async () =>
    (
      await admin.post(PREVIEW, {
        mailView: 'applications',
        targetId: appId,
        subject: 'S',
        body: '{{salutation}}',
      })
    ).json<MailPreviewReply>().body;
  const save = async (salutation: string) => {
    const current = (await admin.get(url())).json<ApplicationPersonDetail>();
    const res = await admin.post(url(), { version: current.version, salutation });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ApplicationPersonDetail>();
  };

  it('reads the salutation from the answers, and greets by it', async () => {
    expect((await admin.get(url())).json<ApplicationPersonDetail>().salutation).toBe('male');
    expect(await greeting()).toContain('Sehr geehrter Herr Keller-Huber');
  });

  it('keeps a chosen Anrede in the answers: Sehr geehrte Frau Keller-Huber', async () => {
    const saved = await save('female');
    expect(saved.salutation).toBe('female');
    expect(saved.answers).toMatchObject({ salutation: 'female', gender: 'male' });
    expect(await greeting()).toContain('Sehr geehrte Frau Keller-Huber');
  });

  it('greets neutrally when no Anrede is chosen, even against the gender answer', async () => {
    const saved = await save('');
    expect(saved.salutation).toBe('');
    expect(await greeting()).toContain('Guten Tag Anna Keller-Huber');
  });

  it('refuses an Anrede that is not one of the choices', async () => {
    const current = (await admin.get(url())).json<ApplicationPersonDetail>();
    const res = await admin.post(url(), { version: current.version, salutation: 'Dr.' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { salutation: 'choice_invalid' } });
  });
});
