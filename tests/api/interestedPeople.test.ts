import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailDialogReply, MailSendReply } from '../../schema/api/communication';
import type { BulkResult, TableData } from '../../schema/api/tableData';
import type { InterestedChangeReply, InterestedPersonDetail } from '../../schema/interestedPeople';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { auditOf, expectFieldError, expectStatus } from './objectsSupport';

const BASE = '/api/v1/applications/interested';
const BULK_MAIL = '/api/v1/communication/bulk-mail';

/** Interested people (B2C) over HTTP: create, list, panel, edit, bulk actions, mail, invitation. */
describe.each(DIALECTS)('interested people (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let marketer: Client;
  let contract: Client;
  let beta: Client;
  let rentId: number;
  let objectId: number;
  let betaObjectId: number;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    marketer = await Client.login(t.app, 'demo.marketer');
    contract = await Client.login(t.app, 'demo.contract');
    beta = await Client.login(t.app, 'beta.admin', 'beta');
    rentId = await t.projectId('rent');
    const object = await t.database.db
      .selectFrom('objects')
      .select('id')
      .where('project_id', '=', rentId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    objectId = object.id;
    betaObjectId = (
      await t.database.db
        .selectFrom('objects')
        .select('id')
        .where('project_id', '=', await t.projectId('beta'))
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const person = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return {
      name: `Nora Interessentin${counter}`,
      email: `Nora.${counter}@Example.ch`,
      phone: '079 123 45 67',
      language: 'fr',
      objectId,
      note: '',
      ...overrides,
    };
  };
  const create = async (c: Client = admin, overrides: Record<string, unknown> = {}) =>
    (
      expectStatus(
        await c.post(`${BASE}/create`, person(overrides)),
        200,
        'create',
      ) as unknown as InterestedChangeReply
    ).person;

  it('creates a person with the phone in international form and the e-mail in lower case, audited', async () => {
    const created = await create(marketer);
    expect(created).toMatchObject({
      phone: '+41791234567',
      email: `nora.${counter}@example.ch`,
      language: 'fr',
      source: 'staff',
      active: true,
      inviteRefusal: null,
    });
    expect(created.object?.id).toBe(objectId);
    const read = expectStatus(
      await marketer.get(`${BASE}/${created.id}`),
      200,
    ) as unknown as InterestedPersonDetail;
    expect(read.name).toBe(created.name);
    const audit = await auditOf(t, 'interested_people', created.id);
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('refuses bad fields on the field', async () => {
    expectFieldError(await admin.post(`${BASE}/create`, person({ name: '' })), 'name');
    expectFieldError(await admin.post(`${BASE}/create`, person({ email: 'keine-adresse' })), 'email');
    expectFieldError(await admin.post(`${BASE}/create`, person({ phone: '12' })), 'phone', 'phone_invalid');
    expectFieldError(await admin.post(`${BASE}/create`, person({ language: 'es' })), 'language');
    expectFieldError(
      await admin.post(`${BASE}/create`, person({ objectId: betaObjectId })),
      'objectId',
      'interested_object_not_found',
    );
    const first = await create();
    expectFieldError(
      await admin.post(`${BASE}/create`, person({ email: first.email.toUpperCase() })),
      'email',
      'interested_email_taken',
    );
  });

  it('answers 403 to a role without interested_people and 404 for another customer’s person', async () => {
    expect((await contract.post(`${BASE}/create`, person())).statusCode).toBe(403);
    expect((await contract.get(BASE)).statusCode).toBe(403);
    const mine = await create();
    expect((await contract.get(`${BASE}/${mine.id}`)).statusCode).toBe(403);
    expect((await contract.post(`${BASE}/invite-to-apply`, { targets: [mine.id] })).statusCode).toBe(403);
    const theirs = await create(beta, { objectId: betaObjectId });
    expectStatus(await admin.get(`${BASE}/${theirs.id}`), 404);
    expectStatus(
      await admin.post(`${BASE}/${theirs.id}/edit`, { ...person(), version: theirs.version }),
      404,
    );
    expectStatus(await admin.get(`${BASE}/99999999999999`), 404);
    expectStatus(await admin.get(`${BASE}/abc`), 400);
  });

  it('edits with the version read and refuses a stale one with 409', async () => {
    const p = await create();
    const saved = expectStatus(
      await admin.post(`${BASE}/${p.id}/edit`, {
        ...person({ email: p.email, name: 'Nora Neuname' }),
        objectId: null,
        version: p.version,
      }),
      200,
    ) as unknown as InterestedChangeReply;
    expect(saved.person).toMatchObject({ name: 'Nora Neuname', object: null, version: p.version + 1 });
    expect(saved.person.inviteRefusal).toBeTruthy();
    const stale = await admin.post(`${BASE}/${p.id}/edit`, {
      ...person({ email: p.email }),
      version: p.version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('lists by state with search and sort, and deactivates with a result per row', async () => {
    const a = await create(admin, { name: 'Zora Suchbar' });
    const b = await create(admin, { name: 'Anna Suchbar' });
    const theirs = await create(beta, { objectId: betaObjectId });
    const found = expectStatus(
      await admin.get(BASE, { search: 'suchbar', sort: 'name' }),
      200,
    ) as unknown as TableData;
    expect(found.body.map((r) => r._id)).toEqual([b.id, a.id]);
    expect(found.stateFilters.choices.map((c) => c.value)).toEqual(['all', 'active', 'inactive']);
    expect(found.bulkOptions.map((o) => o.value)).toEqual(
      expect.arrayContaining(['deactivate', 'activate', 'sendMail', 'inviteToApply', 'inviteToViewing']),
    );
    // the invitations are prompts of the client with calls of their own, not generic bulk actions
    expectStatus(await admin.post(BASE, { bulkAction: 'inviteToViewing', targets: [a.id] }), 400);

    const first = expectStatus(
      await admin.post(BASE, { bulkAction: 'deactivate', targets: [a.id] }),
      200,
    ) as unknown as BulkResult;
    expect(first.done).toBe(1);
    const second = expectStatus(
      await admin.post(BASE, { bulkAction: 'deactivate', targets: [a.id, b.id, theirs.id] }),
      200,
    ) as unknown as BulkResult;
    expect(second.results.map((r) => [r.id, r.status])).toEqual([
      [a.id, 'skipped'],
      [b.id, 'done'],
      [theirs.id, 'not_found'],
    ]);
    const inactive = expectStatus(
      await admin.get(BASE, { search: 'suchbar', status: 'inactive' }),
      200,
    ) as unknown as TableData;
    expect(inactive.body).toHaveLength(2);
    const active = expectStatus(
      await admin.get(BASE, { search: 'suchbar', status: 'active' }),
      200,
    ) as unknown as TableData;
    expect(active.body).toHaveLength(0);
    expect((await auditOf(t, 'interested_people', b.id)).map((e) => e.action)).toEqual([
      'create',
      'deactivate',
    ]);
    // the beta person is still active
    const betaPerson = expectStatus(
      await beta.get(`${BASE}/${theirs.id}`),
      200,
    ) as unknown as InterestedPersonDetail;
    expect(betaPerson.active).toBe(true);

    const exported = await admin.post(BASE, { bulkAction: 'exportExcel', targets: [a.id, b.id] });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });

  it('invites to apply with the object’s public form link, in the person’s language, a result per row', async () => {
    const p = await create(admin, { language: 'it' });
    const general = await create(admin, { objectId: null });
    const inactive = await create();
    expectStatus(await admin.post(BASE, { bulkAction: 'deactivate', targets: [inactive.id] }), 200);
    const reply = expectStatus(
      await marketer.post(`${BASE}/invite-to-apply`, { targets: [p.id, general.id, inactive.id, 99999] }),
      200,
    ) as unknown as BulkResult;
    expect(reply.results.map((r) => [r.id, r.status])).toEqual([
      [p.id, 'done'],
      [general.id, 'skipped'],
      [inactive.id, 'skipped'],
      [99999, 'not_found'],
    ]);
    const publicId = (
      await t.database.db
        .selectFrom('objects')
        .select('public_id')
        .where('id', '=', objectId)
        .executeTakeFirstOrThrow()
    ).public_id!;
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'interested_invite')
      .where('to_address', '=', p.email)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`/form/application/new?uuids=${publicId}`);
    expect(mail.text_body).toContain('Buongiorno');
    const after = expectStatus(await admin.get(`${BASE}/${p.id}`), 200) as unknown as InterestedPersonDetail;
    expect(after.invitedAt).not.toBeNull();
    expectFieldError(await admin.post(`${BASE}/invite-to-apply`, { targets: [] }), 'targets');
  });

  it('writes to interested people through the mail dialog (mailView interested)', async () => {
    const p = await create(admin, { language: 'de' });
    const dialog = expectStatus(
      await marketer.get(BULK_MAIL, { targets: String(p.id), mailView: 'interested' }),
      200,
    ) as unknown as MailDialogReply;
    expect(dialog.contactGroups.flatMap((g) => g.contacts)).toEqual([
      expect.objectContaining({ id: p.id, email: p.email }),
    ]);
    const sent = expectStatus(
      await marketer.post(BULK_MAIL, {
        targets: [p.id],
        mailView: 'interested',
        subject: 'Zu {{object_title}}',
        body: '<p>{{salutation}}</p><p>Hier der Link: {{application_link}}</p>',
      }),
      200,
    ) as unknown as MailSendReply;
    expect(sent.results).toEqual([{ id: p.id, status: 'queued' }]);
    expect(
      (await contract.get(BULK_MAIL, { targets: String(p.id), mailView: 'interested' })).statusCode,
    ).toBe(403);
  });
});
