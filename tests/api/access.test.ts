import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPermissions, ROLES } from '../../schema/permissions';
import { landingPage } from '../../schema/resources';
import { Client, createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './harness';

describe.each(DIALECTS)('tenancy, language and permissions (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  describe('tenancy', () => {
    it('answers an unknown tenant-name with 404 and a message, even with a session', async () => {
      const res = await admin.inTenant('unknown-project').get('/api/v1/objects/apartments');
      expect(res.statusCode).toBe(404);
      expect(res.json().messageKey).toBe('unknown_project');
    });

    it("refuses a session on another customer's project with 403", async () => {
      const res = await admin.inTenant('beta').get('/api/v1/objects/apartments');
      expect(res.statusCode).toBe(403);
      expect(res.json().messageKey).toBe('project_access_denied');
    });

    it("refuses the other customer's session on ours with 403", async () => {
      const beta = await Client.login(t.app, 'beta.admin', 'beta');
      expect((await beta.get('/api/v1/objects/apartments')).statusCode).toBe(200);
      expect((await beta.inTenant('rent').get('/api/v1/objects/apartments')).statusCode).toBe(403);
      expect((await beta.inTenant('rent').get('/api/v1/bootstrap')).statusCode).toBe(403);
    });

    it('refuses a project the user has no access to, at login and with a session', async () => {
      const user = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'demo.user')
        .executeTakeFirstOrThrow();
      const project = await t.database.db
        .selectFrom('projects')
        .select('id')
        .where('slug', '=', 'verkauf')
        .executeTakeFirstOrThrow();
      await t.database.db
        .deleteFrom('user_projects')
        .where('user_id', '=', user.id)
        .where('project_id', '=', project.id)
        .execute();
      const client = await Client.login(t.app, 'demo.user');
      expect((await client.inTenant('verkauf').get('/api/v1/bootstrap')).statusCode).toBe(403);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: { 'tenant-name': 'verkauf' },
        payload: { username: 'demo.user', password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(403);
      const projects = (await client.get('/api/v1/bootstrap'))
        .json()
        .projects.map((p: { slug: string }) => p.slug);
      expect(projects).not.toContain('verkauf');
    });

    it('gives a superadmin every project of the organisation', async () => {
      const superadmin = await Client.login(t.app, 'demo.superadmin');
      await t.database.db
        .deleteFrom('user_projects')
        .where('user_id', '=', (await superadmin.get('/api/v1/bootstrap')).json().user.id)
        .execute();
      expect((await superadmin.inTenant('verkauf').get('/api/v1/bootstrap')).statusCode).toBe(200);
      expect((await superadmin.inTenant('beta').get('/api/v1/bootstrap')).statusCode).toBe(403);
    });

    it('takes the project from the host when there is no tenant-name header', async () => {
      const sub = await t.app.inject({
        method: 'GET',
        url: '/api/v1/init',
        headers: { host: 'verkauf.localhost:3000' },
      });
      expect(sub.json().bootstrap.project.slug).toBe('verkauf');
      const bare = await t.app.inject({
        method: 'GET',
        url: '/api/v1/init',
        headers: { host: 'localhost:3000' },
      });
      expect(bare.json().bootstrap.project.slug).toBe('rent');
    });
  });

  describe('language prefix', () => {
    it('serves /fr, /it and /en paths like German ones, with texts in that language', async () => {
      const titles = async (prefix: string) =>
        (await admin.get(`${prefix}/api/v1/objects/apartments`))
          .json()
          .header.map((h: { title: string }) => h.title);
      const [de, fr, it, en] = await Promise.all(['', '/fr', '/it', '/en'].map(titles));
      expect(de).toContain('Bruttomiete');
      for (const other of [fr, it, en]) {
        expect(other).toHaveLength(de.length);
        expect(other).not.toEqual(de);
      }
    });

    it('answers errors in the language of the path', async () => {
      const de = (await new Client(t.app, null).get('/api/v1/bootstrap')).json().message;
      const fr = (await new Client(t.app, null).get('/fr/api/v1/bootstrap')).json().message;
      expect(fr).not.toBe(de);
    });

    it('does not take an unknown two-letter prefix for a language', async () => {
      expect((await admin.get('/xx/api/v1/bootstrap')).statusCode).toBe(404);
    });
  });

  describe('permissions per role', () => {
    it.each(ROLES)('lets %s read the object lists exactly when its permissions say so', async (role) => {
      const client = await Client.login(t.app, `demo.${role}`);
      const res = await client.get('/api/v1/objects/apartments');
      const allowed = role === 'superadmin' || defaultPermissions(role).includes('object_read');
      expect(res.statusCode).toBe(allowed ? 200 : 403);
      if (!allowed) expect(res.json().messageKey).toBe('admin_access_denied');
      const detail = await client.get('/api/v1/objects/1');
      expect([allowed ? 200 : 403, 404]).toContain(detail.statusCode);
    });

    it.each(ROLES)('tells %s its landing page in bootstrap', async (role) => {
      const client = await Client.login(t.app, `demo.${role}`);
      const body = (await client.get('/api/v1/bootstrap')).json();
      expect(body.landingPage).toBe(
        landingPage({ role, permissions: defaultPermissions(role), features: body.availableFeatures }),
      );
      expect(body.canSeeProjectSettings).toBe(role === 'superadmin' || role === 'admin');
    });

    it('closes a disabled feature even to a superadmin', async () => {
      const superadmin = await Client.login(t.app, 'demo.superadmin', 'erstvermietung');
      expect((await superadmin.get('/api/v1/objects/apartments')).statusCode).toBe(200);
      const features = JSON.stringify({ object: false });
      await t.database.db
        .updateTable('projects')
        .set({ features })
        .where('slug', '=', 'erstvermietung')
        .execute();
      expect((await superadmin.get('/api/v1/objects/apartments')).statusCode).toBe(403);
      expect((await superadmin.get('/api/v1/bootstrap')).json().availableFeatures.object).toBe(false);
    });
  });
});
