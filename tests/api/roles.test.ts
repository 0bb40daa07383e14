import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleSetting, RolesReply } from '../../schema/api/roles';
import { defaultPermissions } from '../../schema/permissions';
import { EDITABLE_ROLES, roleDefaults } from '../../schema/roles';
import { Client, createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './harness';

const ROLES_URL = '/api/v1/settings/roles';

function put(client: Client, role: string, payload: unknown) {
  return client.request({ method: 'PUT', url: `${ROLES_URL}/${role}`, payload: payload as object });
}

function reset(client: Client, role: string) {
  return client.request({ method: 'DELETE', url: `${ROLES_URL}/${role}` });
}

describe.each(DIALECTS)('settings: roles (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  async function roleOf(client: Client, role: string): Promise<RoleSetting> {
    const res = await client.get(ROLES_URL);
    expect(res.statusCode).toBe(200);
    return res.json<RolesReply>().roles.find((r) => r.role === role)!;
  }

  it('lists every role but superadmin with its defaults and the keys it can never have', async () => {
    const res = await admin.get(ROLES_URL);
    expect(res.statusCode).toBe(200);
    const body = res.json<RolesReply>();
    expect(body.roles.map((r) => r.role)).toEqual(EDITABLE_ROLES);
    const user = body.roles.find((r) => r.role === 'user')!;
    expect(user).toMatchObject({ customised: false, version: 0, permissions: defaultPermissions('user') });
    const analyst = body.roles.find((r) => r.role === 'analyst')!;
    expect(analyst.never).toContain('object_write');
    expect(analyst.permissions).toEqual(roleDefaults('analyst'));
  });

  it('takes a role change into effect on the next request of a signed-in user of that role', async () => {
    const user = await Client.login(t.app, 'demo.user');
    expect((await user.get('/api/v1/objects/apartments')).statusCode).toBe(200);

    const before = await roleOf(admin, 'user');
    const without = before.permissions.filter((key) => key !== 'object_read');
    const res = await put(admin, 'user', { permissions: without, version: before.version });
    expect(res.statusCode).toBe(200);
    expect(res.json<RoleSetting>()).toMatchObject({ customised: true, version: 1, permissions: without });

    // the same session, no new sign-in
    const refused = await user.get('/api/v1/objects/apartments');
    expect(refused.statusCode).toBe(403);
    const bootstrap = await user.get('/api/v1/bootstrap');
    expect(bootstrap.json().user.permissions).toEqual(without);
    // a new sign-in answers the role's list of this project at once
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'tenant-name': 'rent' },
      payload: { username: 'demo.user', password: DEMO_PASSWORD },
    });
    expect(signIn.json().user.permissions).toEqual(without);

    // other projects keep the defaults
    const elsewhere = await user.inTenant('verkauf').get('/api/v1/bootstrap');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().user.permissions).toEqual(defaultPermissions('user'));

    const back = await reset(admin, 'user');
    expect(back.statusCode).toBe(200);
    expect(back.json<RoleSetting>()).toMatchObject({ customised: false, version: 0 });
    expect((await user.get('/api/v1/objects/apartments')).statusCode).toBe(200);
  });

  it('writes every change and reset to the audit trail', async () => {
    const before = await roleOf(admin, 'assistant');
    const added = [...before.permissions, 'waitlist'];
    expect((await put(admin, 'assistant', { permissions: added, version: 0 })).statusCode).toBe(200);
    expect((await reset(admin, 'assistant')).statusCode).toBe(200);
    const entries = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'role_permissions')
      .where('entity_id', '=', 'assistant')
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.action)).toEqual(['create', 'reset']);
    expect(JSON.parse(entries[0]!.after!).permissions).toContain('waitlist');
    expect(JSON.parse(entries[0]!.before!).permissions).not.toContain('waitlist');
  });

  it('refuses a key the role can never have, an unknown key and an unknown role', async () => {
    const never = await put(admin, 'analyst', {
      permissions: ['analytics_read', 'object_write'],
      version: 0,
    });
    expect(never.statusCode).toBe(400);
    expect(never.json().errors.permissions).toBe('role_key_never');
    const unknown = await put(admin, 'analyst', { permissions: ['rocket_launch'], version: 0 });
    expect(unknown.statusCode).toBe(400);
    expect((await put(admin, 'superadmin', { permissions: [], version: 0 })).statusCode).toBe(404);
    expect((await put(admin, 'pilot', { permissions: [], version: 0 })).statusCode).toBe(404);
    expect((await roleOf(admin, 'analyst')).customised).toBe(false);
  });

  it('refuses a change made on a stale version with 409', async () => {
    const first = await put(admin, 'marketer', { permissions: ['object_read'], version: 0 });
    expect(first.statusCode).toBe(200);
    const stale = await put(admin, 'marketer', { permissions: ['viewing'], version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageKey).toBe('role_settings_changed');
    expect((await roleOf(admin, 'marketer')).permissions).toEqual(['object_read']);
    await reset(admin, 'marketer');
  });

  it('refuses non-admins, and anyone without a session', async () => {
    for (const name of ['demo.superuser', 'demo.user', 'demo.analyst']) {
      const client = await Client.login(t.app, name);
      expect((await client.get(ROLES_URL)).statusCode).toBe(403);
      expect((await put(client, 'user', { permissions: [], version: 0 })).statusCode).toBe(403);
      expect((await reset(client, 'user')).statusCode).toBe(403);
    }
    const anonymous = new Client(t.app, null);
    expect((await anonymous.get(ROLES_URL)).statusCode).toBe(401);
    expect((await roleOf(admin, 'user')).customised).toBe(false);
  });

  it("never lets an admin of one customer see or change another customer's roles", async () => {
    const beta = await Client.login(t.app, 'beta.admin', 'beta');
    const reading = await beta.inTenant('rent').get(ROLES_URL);
    expect(reading.statusCode).toBe(403);
    const changing = await put(beta.inTenant('rent'), 'user', { permissions: [], version: 0 });
    expect(changing.statusCode).toBe(403);
    expect((await roleOf(admin, 'user')).customised).toBe(false);

    // a change in beta stays in beta
    const own = await put(beta, 'user', { permissions: ['homepage_read'], version: 0 });
    expect(own.statusCode).toBe(200);
    expect((await roleOf(beta, 'user')).permissions).toEqual(['homepage_read']);
    expect((await roleOf(admin, 'user')).permissions).toEqual(defaultPermissions('user'));
  });
});
