import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerDetail } from '../../schema/api/owners';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const OWNERS = '/api/v1/settings/owners';
const INVESTORS = '/api/v1/settings/owners-investors';

describe.each(DIALECTS)('settings: owners (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  const owner = (extra: Record<string, unknown> = {}) => ({
    name: 'Anna Keller',
    street: 'Bahnhofstrasse 1',
    postal_code: '8001',
    city: 'Zürich',
    phone: '044 668 18 00',
    email: 'anna.keller@example.ch',
    iban: 'CH93 0076 2011 6238 5295 7',
    ...extra,
  });
  /** the audit entries of one owner since `after` (SQLite may give a removed owner's id again) */
  const auditOf = (id: number, after = 0) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'owners')
      .where('entity_id', '=', String(id))
      .where('id', '>', after)
      .orderBy('id')
      .execute();
  const lastAuditId = async () =>
    (await t.database.db.selectFrom('audit_log').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ??
    0;

  it('creates an owner with the objects and buildings they own, edits and deletes it, each in the audit trail', async () => {
    const [object] = await t.objectsOf('rent');
    const [building] = await t.buildingsOf('rent');
    const created = await admin.post(
      `${OWNERS}/create`,
      owner({ objects: [object!.id], buildings: [building!.id] }),
    );
    expect(created.statusCode).toBe(200);
    const detail = created.json<OwnerDetail>();
    expect(detail).toMatchObject({
      iban: 'CH9300762011623852957',
      phone: '+41446681800',
      objects: [object!.id],
      buildings: [building!.id],
      version: 1,
    });
    const list = await admin.get(OWNERS, { rowsPerPage: '50' });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('Anna Keller');

    const edited = await admin.post(`${OWNERS}/${detail.id}/edit`, owner({ city: 'Bern', version: 1 }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json<OwnerDetail>()).toMatchObject({ city: 'Bern', objects: [], version: 2 });
    expect((await admin.post(`${OWNERS}/${detail.id}/edit`, owner({ version: 1 }))).statusCode).toBe(409);

    expect((await admin.request({ method: 'DELETE', url: `${OWNERS}/${detail.id}` })).statusCode).toBe(200);
    expect((await admin.get(`${OWNERS}/${detail.id}`)).statusCode).toBe(404);
    expect((await auditOf(detail.id)).map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses an IBAN with a wrong checksum, an invalid phone and e-mail, and another project’s object', async () => {
    const bad = await admin.post(
      `${OWNERS}/create`,
      owner({ iban: 'CH93 0076 2011 6238 5295 8', phone: '123', email: 'keller@' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ iban: 'iban_invalid', phone: 'phone_invalid' });
    expect(bad.json().errors.email).toBeTruthy();
    const [foreign] = await t.objectsOf('beta');
    const stranger = await admin.post(`${OWNERS}/create`, owner({ objects: [foreign!.id] }));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toMatchObject({ objects: 'owner_object_invalid' });
  });

  it('deletes several owners at once from the owners-investors list, in the audit trail', async () => {
    const since = await lastAuditId();
    const ids = [];
    for (const name of ['Erste AG', 'Zweite AG']) {
      ids.push((await admin.post(`${INVESTORS}/create`, owner({ name }))).json<OwnerDetail>().id);
    }
    const bulk = await admin.post(INVESTORS, { bulkAction: 'delete', targets: ids });
    expect(bulk.statusCode).toBe(200);
    for (const id of ids) {
      expect((await admin.get(`${OWNERS}/${id}`)).statusCode).toBe(404);
      expect((await auditOf(id, since)).map((e) => e.action)).toEqual(['create', 'delete']);
    }
  });

  it("never lets an admin of one customer see or change another customer's owners", async () => {
    const mine = (await admin.post(`${OWNERS}/create`, owner({ name: 'Nur Demo' }))).json<OwnerDetail>();
    const beta = await Client.login(t.app, 'beta.admin', 'beta');
    expect((await beta.get(`${OWNERS}/${mine.id}`)).statusCode).toBe(404);
    expect((await beta.post(`${OWNERS}/${mine.id}/edit`, owner({ version: 1 }))).statusCode).toBe(404);
    expect((await beta.request({ method: 'DELETE', url: `${OWNERS}/${mine.id}` })).statusCode).toBe(404);
    expect(JSON.stringify((await beta.get(OWNERS)).json())).not.toContain('Nur Demo');
    expect((await beta.inTenant('rent').get(OWNERS)).statusCode).toBe(403);
    expect((await admin.get(`${OWNERS}/${mine.id}`)).json<OwnerDetail>().name).toBe('Nur Demo');
  });

  it('refuses non-admins and anyone without a session', async () => {
    for (const name of ['demo.superuser', 'demo.user']) {
      const client = await Client.login(t.app, name);
      expect((await client.get(OWNERS)).statusCode).toBe(403);
      expect((await client.post(`${OWNERS}/create`, owner())).statusCode).toBe(403);
    }
    expect((await new Client(t.app, null).get(OWNERS)).statusCode).toBe(401);
  });
});
