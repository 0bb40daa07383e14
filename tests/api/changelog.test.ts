import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChangelogChoicesReply,
  ChangelogEntryReply,
  ChangelogInitReply,
} from '../../schema/api/changelog';
import type { TableData } from '../../schema/api/tableData';
import { fillChangelogColumns } from '../../server/db/migrations/009_changelog_seen';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const LOGS = '/api/v1/event-log/logs';
const INIT = '/api/v1/event-log/init';
const CHOICES = '/api/v1/event-log/choices';

describe.each(DIALECTS)('changelog (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let user: Client;
  let betaAdmin: Client;
  let adminId: number;
  let deactivated: number;
  let buildingId: number;

  const logs = async (client: Client, query: Record<string, string> = {}) => {
    const res = await client.get(LOGS, { rowsPerPage: '50', ...query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TableData>();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    user = await Client.login(t.app, 'demo.user');
    betaAdmin = await Client.login(t.app, 'beta.admin', 'beta');
    adminId = (await admin.get('/api/v1/bootstrap')).json().user.id;
    // the user has looked once before the admin's changes
    expect((await user.post(INIT)).statusCode).toBe(200);
    const apartment = (await t.objectsOf('rent')).find((o) => o.active === 1)!;
    deactivated = apartment.id;
    const res = await admin.post('/api/v1/objects/apartments', {
      bulkAction: 'deactivate',
      targets: [apartment.id],
    });
    expect(res.json().done).toBe(1);
    const building = (await t.buildingsOf('rent')).find((b) => b.active === 1)!;
    buildingId = building.id;
    expect(
      (await admin.post('/api/v1/buildings/', { bulkAction: 'deactivate', targets: [building.id] })).json()
        .done,
    ).toBe(1);
  });
  afterAll(() => t.close());

  it('lists who changed which record how, newest first, with the changed fields', async () => {
    const data = await logs(user);
    expect(data.header.map((c) => c.key)).toEqual(
      expect.arrayContaining(['created_at', 'user_name', 'action', 'entity', 'record_name', 'fields']),
    );
    // the time is a moment (shown with the hour), not a day
    expect(data.header.find((c) => c.key === 'created_at')!.format).toBe('datetime');
    const [newest, second] = data.body;
    const building = (await t.buildingsOf('rent')).find((b) => b.id === buildingId)!;
    const object = (await t.objectsOf('rent')).find((o) => o.id === deactivated)!;
    // the record by its name and the field by its label, not by table and column
    expect(newest).toMatchObject({
      entity: 'buildings',
      _entity: 'buildings',
      _entity_id: String(buildingId),
      record_name: `${building.ref_number} ${building.title}`.trim(),
      action: 'deactivate',
      fields: 'Aktiv',
    });
    expect(newest!.user_name).not.toBe('');
    expect(second).toMatchObject({
      entity: 'objects',
      _entity_id: String(deactivated),
      record_name: `${object.ref_number} ${object.title}`.trim(),
      action: 'deactivate',
    });
    expect(newest!._id).toBeGreaterThan(second!._id);
    expect(data.search.enabled).toBe(true);
  });

  it('filters by user, entity, action and date, and searches', async () => {
    const byEntity = await logs(user, { entity: 'objects' });
    expect(byEntity.body.length).toBeGreaterThan(0);
    expect(byEntity.body.every((r) => r.entity === 'objects')).toBe(true);
    const byUser = await logs(user, { user: String(adminId), action: 'deactivate' });
    expect(byUser.body.map((r) => r._entity_id)).toEqual(
      expect.arrayContaining([String(buildingId), String(deactivated)]),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect((await logs(user, { date_from: today, date_to: today })).body.length).toBeGreaterThanOrEqual(2);
    expect((await logs(user, { date_to: '2000-01-01' })).body).toEqual([]);
    const searched = await logs(user, { search: 'buildings' });
    expect(searched.body.map((r) => r.entity)).toContain('buildings');
    expect(searched.body.every((r) => r.entity === 'buildings')).toBe(true);
  });

  it('offers the filter choices: the authors, kinds of record and actions', async () => {
    const res = await user.get(CHOICES);
    expect(res.statusCode).toBe(200);
    const choices = res.json<ChangelogChoicesReply>();
    expect(choices.users.map((u) => u.value)).toContain(String(adminId));
    expect(choices.entities.map((e) => e.value)).toEqual(expect.arrayContaining(['objects', 'buildings']));
    expect(choices.actions).toContainEqual({ value: 'deactivate', displayName: 'Deaktiviert' });
  });

  it('shows one entry with each field before and after', async () => {
    const [newest] = (await logs(user)).body;
    const res = await user.get(`${LOGS}/${newest!._id}`);
    expect(res.statusCode, res.body).toBe(200);
    const entry = res.json<ChangelogEntryReply>();
    expect(entry).toMatchObject({
      entity: 'buildings',
      entity_label: 'Liegenschaft',
      action_label: 'Deaktiviert',
      user_id: adminId,
    });
    const building = (await t.buildingsOf('rent')).find((b) => b.id === buildingId)!;
    expect(entry).toMatchObject({
      record_name: `${building.ref_number} ${building.title}`.trim(),
      record_exists: true,
    });
    expect(entry.changes).toEqual([
      { field: 'active', label: 'Aktiv', before: 1, after: 0, before_text: 'Ja', after_text: 'Nein' },
    ]);
  });

  it('counts the changes by others since the last look, and a look resets the count', async () => {
    const before = (await user.get(INIT)).json<ChangelogInitReply>();
    expect(before.unseen).toBe(2);
    expect(before.last_seen_at).not.toBeNull();
    // the admin's own changes are not news to the admin
    expect((await admin.get(INIT)).json<ChangelogInitReply>().unseen).toBe(0);
    expect((await user.post(INIT)).json<ChangelogInitReply>().unseen).toBe(0);
    expect((await user.get(INIT)).json<ChangelogInitReply>().unseen).toBe(0);
  });

  it("leaves out a person's own account: sessions, second factor, list columns, own profile", async () => {
    const saved = await admin.post('/api/v1/settings/event-log/list', { value: ['user_name', 'created_at'] });
    expect(saved.statusCode, saved.body).toBe(200);
    const recorded = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'user_list_settings')
      .execute();
    expect(recorded.length).toBeGreaterThan(0);
    const personal = ['sessions', 'user_two_factor', 'user_preferences', 'user_list_settings'];
    const data = await logs(admin);
    expect(data.body.filter((r) => personal.includes(String(r.entity)))).toEqual([]);
    expect((await admin.get(`${LOGS}/${recorded[0]!.id}`)).statusCode).toBe(404);
  });

  it("never shows another customer's or another project's changes", async () => {
    const rent = await logs(user);
    const beta = await logs(betaAdmin);
    const rentIds = new Set(rent.body.map((r) => r._id));
    expect(beta.body.filter((r) => rentIds.has(r._id))).toEqual([]);
    expect((await betaAdmin.get(`${LOGS}/${rent.body[0]!._id}`)).statusCode).toBe(404);
    expect(
      (await betaAdmin.get(CHOICES)).json<ChangelogChoicesReply>().users.map((u) => u.value),
    ).not.toContain(String(adminId));
    const other = await logs(admin.inTenant('erstvermietung'));
    expect(other.body.filter((r) => rentIds.has(r._id))).toEqual([]);
    expect((await admin.inTenant('erstvermietung').get(`${LOGS}/${rent.body[0]!._id}`)).statusCode).toBe(404);
  });

  it('records a change of the directory sign-in settings, of the secret only that it was set', async () => {
    const body = {
      provider: 'oidc',
      enabled: false,
      issuerUrl: 'https://login.example.ch/realms/beta',
      clientId: 'immodesk',
      clientSecret: 'not-a-real-secret',
    };
    let res = await betaAdmin.post('/api/v1/settings/authentication', body);
    expect(res.statusCode, res.body).toBe(200);
    res = await betaAdmin.post('/api/v1/settings/authentication', {
      ...body,
      clientSecret: '',
      clientId: 'immodesk-2',
      version: res.json().version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [updated, created] = (await logs(betaAdmin, { entity: 'sso_settings' })).body;
    expect(created).toMatchObject({ action: 'create' });
    const entry = (await betaAdmin.get(`${LOGS}/${updated!._id}`)).json<ChangelogEntryReply>();
    expect(entry).toMatchObject({ action: 'update', entity_label: 'Anmeldung über Verzeichnis' });
    expect(entry.changes).toEqual([
      {
        field: 'client_id',
        label: 'Client-ID',
        before: 'immodesk',
        after: 'immodesk-2',
        before_text: 'immodesk',
        after_text: 'immodesk-2',
      },
    ]);
    const first = (await betaAdmin.get(`${LOGS}/${created!._id}`)).json<ChangelogEntryReply>();
    expect(first.changes).toContainEqual(
      expect.objectContaining({ field: 'client_secret', label: 'Client-Secret', before: null, after: 'set' }),
    );
    expect(JSON.stringify(first)).not.toContain('not-a-real-secret');
    // the rent project sees none of it
    expect((await logs(user, { entity: 'sso_settings' })).body).toEqual([]);
  });

  it('fills author, fields and search text of rows written before the changelog (migration 009)', async () => {
    const rentId = await t.projectId('rent');
    const { id } = await t.database.db
      .insertInto('audit_log')
      .values({
        project_id: rentId,
        user_id: adminId,
        action: 'update',
        entity: 'buildings',
        entity_id: String(buildingId),
        before: JSON.stringify({ city: 'Bern' }),
        after: JSON.stringify({ city: 'Thun' }),
        created_at: '2025-01-02T03:04:05.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await fillChangelogColumns(t.database.db);
    const row = await t.database.db
      .selectFrom('audit_log')
      .select(['user_name', 'fields', 'search_text'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.user_name).not.toBe('');
    expect(row.fields).toBe('city');
    expect(row.search_text).toContain('thun');
    expect((await logs(user, { search: 'Thun', date_to: '2025-01-02' })).body.map((r) => r._id)).toEqual([
      id,
    ]);
  });

  it('refuses without a session', async () => {
    const anonymous = new Client(t.app, null);
    for (const url of [LOGS, INIT, CHOICES, `${LOGS}/1`])
      expect((await anonymous.get(url)).statusCode, url).toBe(401);
    expect((await anonymous.post(INIT)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown entry', async () => {
    expect((await user.get(`${LOGS}/999999`)).statusCode).toBe(404);
  });
});
