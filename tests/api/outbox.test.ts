import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicApplicationCreated } from '../../schema/api/applicationForms';
import type { TableData, TableRow } from '../../schema/api/tableData';
import type { UserActionReply, UserCreatedReply } from '../../schema/api/users';
import { queueMail } from '../../server/core/mail';
import { swissDay } from '../../server/modules/applicationFlow/common';
import { insertApplication } from './applicationFlowSupport';
import { Client, createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './harness';
import { expectStatus } from './objectsSupport';
import { validApplication } from './publicApplicationSupport';

const OUTBOX = '/api/v1/communication/inbox/outbox';
const NO_SERVER = 'Nicht gesendet: Es ist kein Mailserver eingerichtet.';

/**
 * The outbox view (Postausgang): every mail the project sends, automatic ones included, with its
 * kind and state; account mails for admins only and never with their body; no other project's.
 */
describe.each(DIALECTS)('communication: the outbox lists every outgoing mail (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let staff: Client;
  let rentId: number;
  let otherId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { publicUrl: 'https://immo.example.ch' });
    admin = await Client.login(t.app, 'demo.admin');
    staff = await Client.login(t.app, 'demo.user');
    rentId = await t.projectId('rent');
    otherId = await t.projectId('erstvermietung');
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const list = async (client: Client, query: Record<string, string> = {}) => {
    const res = await client.get(OUTBOX, { rowsPerPage: '50', ...query });
    expectStatus(res, 200, `outbox ${JSON.stringify(query)}`);
    return res.json<TableData>();
  };
  const rowsTo = async (client: Client, address: string) =>
    (await list(client, { search: address })).body.filter((r) => r.contact === address);
  const kindLabel = (data: TableData, kind: string) =>
    data.header.find((h) => h.key === 'kind')?.choices?.find((c) => c.value === kind)?.displayName;

  const submitApplication = async (email: string) => {
    const open = await db()
      .selectFrom('objects')
      .select(['public_id'])
      .where('project_id', '=', rentId)
      .where('active', '=', 1)
      .where('progress_state', '=', 'available')
      .where('application', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const body = validApplication(open.public_id);
    body.adults[0]!.email = email;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/applications/new',
      remoteAddress: '10.9.0.1',
      headers: { 'tenant-name': 'rent' },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PublicApplicationCreated>();
  };

  const invite = async (username: string) => {
    const res = await admin.post('/api/v1/settings/users/create', {
      username,
      first_name: 'Nina',
      last_name: 'Graf',
      email: `${username}@example.ch`,
      language: 'de',
      role: 'user',
      projects: [rentId],
    });
    expectStatus(res, 200, 'invite');
    return res.json<UserCreatedReply>();
  };

  it('lists the applicant’s confirmation with its kind, its state and why it waits', async () => {
    const email = 'confirmation.outbox@example.ch';
    await submitApplication(email);
    const data = await list(admin, { search: email });
    const [row] = data.body.filter((r) => r.contact === email);
    expect(row).toMatchObject({
      kind: 'application_confirmation',
      status: 'queued',
      status_reason: NO_SERVER,
      application_id: null,
    });
    expect(kindLabel(data, 'application_confirmation')).toBe('Bewerbungsbestätigung');
    expect(row!.created_at).toEqual(expect.any(String));
    // the conversation mails of the demo data are there too, by their own kind
    const all = await list(admin, { rowsPerPage: '50' });
    expect(all.body.some((r) => String(r.kind).startsWith('conversation_'))).toBe(true);
    // the kind filter narrows to the confirmations
    const confirmations = await list(admin, { kind: 'application_confirmation', rowsPerPage: '50' });
    expect(confirmations.body.length).toBeGreaterThan(0);
    for (const r of confirmations.body) expect(r.kind).toBe('application_confirmation');
  });

  it('shows every state of the outbox, each with its own count and reason', async () => {
    const email = 'states.outbox@example.ch';
    await submitApplication(email);
    const [row] = await rowsTo(admin, email);
    await db()
      .updateTable('outbox')
      .set({ status: 'bounced', last_error: '550 mailbox unknown', sent_at: new Date().toISOString() })
      .where('id', '=', row!._id)
      .execute();
    const [bounced] = await rowsTo(admin, email);
    expect(bounced).toMatchObject({ status: 'bounced', kind: 'application_confirmation' });
    expect(bounced!.status_reason).toContain('550 mailbox unknown');
    expect(bounced!.sent_at).toEqual(expect.any(String));

    const data = await list(admin, { status: 'bounced', rowsPerPage: '50' });
    expect(data.body.map((r) => r._id)).toContain(row!._id);
    for (const r of data.body) expect(r.status).toBe('bounced');
    const states = data.stateFilters.choices.map((c) => c.value);
    expect(states).toEqual(['all', 'queued', 'sending', 'sent', 'failed', 'bounced', 'unconfirmed']);
    const bouncedChoice = data.stateFilters.choices.find((c) => c.value === 'bounced')!;
    expect(bouncedChoice.totalNum).toBe(data.pagination.totalItems);
    expect(bouncedChoice.displayName).toBe('Unzustellbar');

    await db()
      .updateTable('outbox')
      .set({ status: 'sent', last_error: '' })
      .where('id', '=', row!._id)
      .execute();
    const [sent] = await rowsTo(admin, email);
    expect(sent).toMatchObject({ status: 'sent', status_reason: '' });
  });

  it('lists an offer’s mail as an offer, with its application, opening the messenger', async () => {
    const object = (await t.objectsOf('rent')).find(
      (o) => o.active === 1 && o.application === 1 && o.progress_state === 'available',
    )!;
    const app = await insertApplication(db(), rentId, {
      progress_state: 'active.evaluated',
      email: 'offer.outbox@example.ch',
    });
    const expiresOn = swissDay(new Date(Date.now() + 7 * 86_400_000));
    const res = await admin.post(`/api/v1/applications/${app.id}/offer`, {
      version: app.version,
      objectId: object.id,
      expiresOn,
      comment: '',
    });
    expectStatus(res, 200, 'offer');
    const data = await list(admin, { search: 'offer.outbox@example.ch' });
    const rows = data.body.filter((r) => r.contact === 'offer.outbox@example.ch');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'offer',
      status: 'queued',
      application_id: app.id,
      application: app.main_name,
    });
    expect(typeof rows[0]!.conversation_id).toBe('number');
    expect(kindLabel(data, 'offer')).toBe('Angebot');
  });

  it('says that an invitation waits in the outbox when no mail server is configured', async () => {
    const created = await invite('nina.outbox');
    expect(created.delivery).toBe('outbox');
    expect(created.message).toBe(
      'Einladung für nina.outbox@example.ch erstellt. Die Mail wartet im Postausgang: Es ist kein Mailserver eingerichtet.',
    );
    const resent = await admin.post(`/api/v1/settings/users/${created.id}/resend-invitation`);
    expectStatus(resent, 200, 'resend');
    expect(resent.json<UserActionReply>()).toMatchObject({ delivery: 'outbox' });
    expect(resent.json<UserActionReply>().message).toContain('wartet im Postausgang');
  });

  it('shows invitations to admins without their body, and to nobody else', async () => {
    const email = 'lena.outbox@example.ch';
    await invite('lena.outbox');
    const stored = await db()
      .selectFrom('outbox')
      .select(['id', 'text_body'])
      .where('to_address', '=', email)
      .where('kind', '=', 'invitation')
      .executeTakeFirstOrThrow();
    const link = /(https:\/\/\S+invitation\?token=\S+)/.exec(stored.text_body)![1]!;
    const token = new URL(link).searchParams.get('token')!;

    const res = await admin.get(OUTBOX, { search: email });
    expectStatus(res, 200, 'admin outbox');
    const rows = res.json<TableData>().body.filter((r: TableRow) => r.contact === email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ _id: stored.id, kind: 'invitation', status: 'queued' });
    expect(String(rows[0]!.subject)).not.toBe('');
    // recipient, subject, kind, state and time: nothing of the body, neither link nor token
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain('invitation?token');
    for (const key of Object.keys(rows[0]!)) expect(key).not.toMatch(/body|text|html/);

    // a member of staff with shared_communication but no admin role sees no account mail
    expect(await rowsTo(staff, email)).toHaveLength(0);
    const forStaff = await list(staff, { rowsPerPage: '50' });
    const accountKinds = ['invitation', 'password_reset', 'two_factor_code', 'password_changed'];
    for (const row of forStaff.body) expect(accountKinds).not.toContain(row.kind);
    const byKind = await list(staff, { kind: 'invitation' });
    expect(byKind.body).toHaveLength(0);
    const offered = forStaff.filters.find((f) => f.key === 'kind')!.choices.map((c) => c.value);
    expect(offered).toContain('application_confirmation');
    expect(offered).not.toContain('invitation');
    const staffAll = (await list(staff)).pagination.totalItems;
    const adminAll = (await list(admin)).pagination.totalItems;
    expect(adminAll).toBeGreaterThan(staffAll);
  });

  it('says that an e-mailed sign-in code waits in the outbox, listed to admins only', async () => {
    const client = await Client.login(t.app, 'demo.assistant');
    const res = await client.post('/api/v1/users/user-profile-settings/2fa/email/start', {
      password: DEMO_PASSWORD,
    });
    expectStatus(res, 200, '2fa email start');
    const reply = res.json<{ method: string; delivery: string; message: string }>();
    expect(reply).toMatchObject({ method: 'email', delivery: 'outbox' });
    expect(reply.message).toContain('wartet im Postausgang');
    expect(reply.message).not.toContain('gesendet');
    const codes = await list(admin, { kind: 'two_factor_code' });
    expect(codes.body.length).toBeGreaterThan(0);
    expect((await list(staff, { kind: 'two_factor_code' })).body).toHaveLength(0);
  });

  it('never lists another project’s mails, nor mails of no project', async () => {
    const subject = 'Nur für das andere Projekt';
    await queueMail(db(), {
      to: 'fremd.outbox@example.ch',
      subject,
      text: 'Guten Tag',
      kind: 'application_confirmation',
      projectId: otherId,
    });
    await queueMail(db(), { to: 'niemand.outbox@example.ch', subject, text: 'Guten Tag', projectId: null });
    expect((await list(admin, { search: 'outbox@example.ch' })).body.map((r) => r.contact)).not.toEqual(
      expect.arrayContaining(['fremd.outbox@example.ch']),
    );
    for (const client of [admin, staff]) {
      const found = await list(client, { search: subject });
      expect(found.body).toHaveLength(0);
    }
    const other = await list(admin.inTenant('erstvermietung'), { search: subject });
    expect(other.body.map((r) => r.contact)).toEqual(['fremd.outbox@example.ch']);
  });
});
