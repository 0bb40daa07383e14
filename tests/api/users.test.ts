import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/core/auth';
import { loginReply, outboxMails } from './accountSupport';
import { Client, createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './harness';

const USERS = '/api/v1/settings/users';
const INVITATION = '/api/v1/accounts/invitation';
const PASSWORD = 'Willkommen26!';

describe.each(DIALECTS)('user management (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let superadmin: Client;
  let rentId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { publicUrl: 'https://immo.example.ch' });
    admin = await Client.login(t.app, 'demo.admin');
    superadmin = await Client.login(t.app, 'demo.superadmin');
    rentId = await t.projectId('rent');
  });
  afterAll(() => t.close());

  const idOf = async (username: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  const userRow = (username: string) =>
    t.database.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  const put = (client: Client, id: number, payload: unknown) => client.post(`${USERS}/${id}/edit`, payload);
  const login = (username: string, password: string, tenant = 'rent') =>
    loginReply(t, username, password, tenant);
  const invitationMails = (to: string) => outboxMails(t, to, 'invitation');
  const linkOf = (text: string) => {
    const url = new URL(/(https:\/\/\S+\/invitation\?token=\S+)/.exec(text)![1]!);
    const id = /\/action\/account\/([^/]+)\/invitation$/.exec(url.pathname)![1]!;
    return { url, id, token: url.searchParams.get('token')! };
  };
  const confirm = (id: string, token: string, tenant = 'rent') =>
    t.app.inject({
      method: 'POST',
      url: `${INVITATION}/confirm`,
      headers: { 'tenant-name': tenant },
      payload: { id, token, password: PASSWORD, password_confirmation: PASSWORD },
    });
  const check = (id: string, token: string, tenant = 'rent') =>
    t.app.inject({
      method: 'GET',
      url: `${INVITATION}/${id}/init`,
      query: { token },
      headers: { 'tenant-name': tenant },
    });
  const invite = (client: Client, username: string, extra: Record<string, unknown> = {}) =>
    client.post(`${USERS}/create`, {
      username,
      first_name: 'Anna',
      last_name: 'Muster',
      email: `${username}@example.ch`,
      language: 'de',
      role: 'user',
      projects: [rentId],
      ...extra,
    });
  const formOf = async (client: Client, id: number) => {
    const res = await client.get(`${USERS}/${id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    return {
      first_name: d.first_name,
      last_name: d.last_name,
      email: d.email,
      language: d.language,
      role: d.role,
      projects: d.projects,
      version: d.version,
    };
  };
  const audits = (entityId: number, action: string) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'users')
      .where('entity_id', '=', String(entityId))
      .where('action', '=', action)
      .execute();

  describe('access', () => {
    it('lists the users of the project to an admin, with name, e-mail, role, projects, status and last sign-in', async () => {
      const res = await admin.get(USERS, { rowsPerPage: '50' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const text = JSON.stringify(body);
      expect(text).toContain('demo.admin@immodesk.demo');
      expect(text).toContain('demo.analyst@immodesk.demo');
      expect(text).not.toContain('beta.demo');
      const columns = JSON.stringify(body.columns ?? body);
      for (const key of ['name', 'email', 'role', 'projects', 'status', 'last_login_at'])
        expect(columns).toContain(key);
    });

    it('refuses every users route to every role but admin and superadmin, and to no session', async () => {
      const target = await idOf('demo.user');
      const routes: Array<[string, string]> = [
        ['GET', USERS],
        ['POST', USERS],
        ['GET', `${USERS}/choices`],
        ['POST', `${USERS}/create`],
        ['GET', `${USERS}/${target}`],
        ['POST', `${USERS}/${target}/edit`],
        ['POST', `${USERS}/${target}/deactivate`],
        ['POST', `${USERS}/${target}/activate`],
        ['POST', `${USERS}/${target}/reset-2fa`],
        ['POST', `${USERS}/${target}/resend-invitation`],
        ['POST', `${USERS}/${target}/invitation-link`],
      ];
      const anonymous = new Client(t.app, null);
      for (const role of ['superuser', 'user', 'assistant', 'marketer', 'contract', 'analyst']) {
        const client = await Client.login(t.app, `demo.${role}`);
        for (const [method, url] of routes) {
          const res = await client.request({
            method: method as 'GET' | 'POST',
            url,
            payload: method === 'POST' ? {} : undefined,
          });
          expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        }
      }
      for (const [method, url] of routes) {
        const res = await anonymous.request({
          method: method as 'GET' | 'POST',
          url,
          payload: method === 'POST' ? {} : undefined,
        });
        expect(res.statusCode, `anonymous ${method} ${url}`).toBe(401);
      }
      expect((await superadmin.get(USERS)).statusCode).toBe(200);
      expect((await superadmin.get(`${USERS}/${target}`)).statusCode).toBe(200);
      expect((await admin.get(`${USERS}/${target}`)).statusCode).toBe(200);
      expect((await (await Client.login(t.app, 'beta.admin', 'beta')).get(USERS)).statusCode).toBe(200);
    });

    it("never shows or changes another customer's users (404)", async () => {
      const beta = await idOf('beta.user');
      expect((await admin.get(`${USERS}/${beta}`)).statusCode).toBe(404);
      expect((await superadmin.get(`${USERS}/${beta}`)).statusCode).toBe(404);
      const form = await formOf(await Client.login(t.app, 'beta.admin', 'beta'), beta);
      expect((await put(admin, beta, form)).statusCode).toBe(404);
      for (const action of ['deactivate', 'activate', 'reset-2fa', 'resend-invitation', 'invitation-link'])
        expect((await admin.post(`${USERS}/${beta}/${action}`)).statusCode).toBe(404);
      expect((await admin.get(`${USERS}/99999999`)).statusCode).toBe(404);
      expect((await admin.get(`${USERS}/abc`)).statusCode).toBe(400);
      const betaAdmin = await Client.login(t.app, 'beta.admin', 'beta');
      const list = await betaAdmin.get(USERS, { rowsPerPage: '50' });
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain('immodesk.demo');
      expect((await betaAdmin.get(`${USERS}/${await idOf('demo.user')}`)).statusCode).toBe(404);
      expect((await userRow('beta.user')).is_active).toBe(1);
    });

    it('offers the superadmin role only to a superadmin', async () => {
      const asAdmin = (await admin.get(`${USERS}/choices`)).json();
      const asSuper = (await superadmin.get(`${USERS}/choices`)).json();
      expect(asAdmin.roles).not.toContain('superadmin');
      expect(asAdmin.roles).toContain('admin');
      expect(asSuper.roles).toContain('superadmin');
      expect(asAdmin.projects.map((p: { id: number }) => p.id)).toContain(rentId);
    });
  });

  describe('invitation', () => {
    it('invites a user: the mail carries a single-use link valid 72 hours whose token is stored hashed', async () => {
      const res = await invite(admin, 'anna.muster');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'invited', role: 'user', projects: [rentId] });
      const [mail] = await invitationMails('anna.muster@example.ch');
      expect(mail).toBeDefined();
      const { url, id, token } = linkOf(mail!.text_body);
      expect(url.origin).toBe('https://immo.example.ch');
      expect(token.length).toBeGreaterThanOrEqual(22);
      const row = await t.database.db
        .selectFrom('user_invitations')
        .selectAll()
        .where('public_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(hashToken(token));
      expect((Date.parse(row.expires_at) - Date.parse(row.created_at)) / 3_600_000).toBe(72);
      // no password yet: no sign-in
      expect((await login('anna.muster', PASSWORD)).statusCode).not.toBe(200);
      expect((await check(id, token)).json()).toMatchObject({ valid: true, username: 'anna.muster' });
      expect((await check(id, token, 'beta')).statusCode).toBe(400);
      expect((await check(id, 'wrong')).statusCode).toBe(400);
      expect((await confirm(id, token)).statusCode).toBe(200);
      const again = await confirm(id, token);
      expect(again.statusCode).toBe(410);
      expect(again.json().messageKey).toBe('invitation_link_used');
      expect((await login('anna.muster', PASSWORD)).statusCode).toBe(200);
      const user = await idOf('anna.muster');
      expect(await audits(user, 'create')).toHaveLength(1);
      expect(await audits(user, 'invitation_accept')).toHaveLength(1);
      const list = await admin.get(USERS, { rowsPerPage: '50' });
      expect(list.body).toContain('anna.muster@example.ch');
    });

    it("links to a project the invited user works in, the request's when it is one of theirs", async () => {
      const verkauf = await t.projectId('verkauf');
      expect((await invite(admin, 'gina.elsewhere', { projects: [verkauf] })).statusCode).toBe(200);
      const { url } = linkOf((await invitationMails('gina.elsewhere@example.ch'))[0]!.text_body);
      expect(url.origin).toBe('https://verkauf.immo.example.ch');
      expect((await admin.get(`${USERS}/choices`)).json().currentProject).toBe(rentId);
    });

    it('refuses an expired link with 410', async () => {
      expect((await invite(admin, 'ben.expired')).statusCode).toBe(200);
      const { id, token } = linkOf((await invitationMails('ben.expired@example.ch'))[0]!.text_body);
      await t.database.db
        .updateTable('user_invitations')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('public_id', '=', id)
        .execute();
      const res = await confirm(id, token);
      expect(res.statusCode).toBe(410);
      expect(res.json().messageKey).toBe('invitation_link_expired');
    });

    it('resends the invitation: a new link works, the earlier one no longer', async () => {
      expect((await invite(admin, 'carla.resend')).statusCode).toBe(200);
      const first = linkOf((await invitationMails('carla.resend@example.ch'))[0]!.text_body);
      const res = await admin.post(`${USERS}/${await idOf('carla.resend')}/resend-invitation`);
      expect(res.statusCode).toBe(200);
      const mails = await invitationMails('carla.resend@example.ch');
      expect(mails).toHaveLength(2);
      const second = linkOf(mails[0]!.text_body);
      expect((await confirm(first.id, first.token)).statusCode).toBe(410);
      expect((await confirm(second.id, second.token)).statusCode).toBe(200);
      expect(await audits(await idOf('carla.resend'), 'invitation_resend')).toHaveLength(1);
      // once the password is set there is nothing to resend
      const done = await admin.post(`${USERS}/${await idOf('carla.resend')}/resend-invitation`);
      expect(done.statusCode).toBe(409);
      expect(done.json().messageKey).toBe('user_not_invited');
    });

    it('hands the admin a new invitation link to copy: it works, the mailed one no longer, and it is audited', async () => {
      expect((await invite(admin, 'hanna.copy')).statusCode).toBe(200);
      const id = await idOf('hanna.copy');
      const mailed = linkOf((await invitationMails('hanna.copy@example.ch'))[0]!.text_body);
      const res = await admin.post(`${USERS}/${id}/invitation-link`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body.message).toContain('Einladungslink');
      expect(Date.parse(body.expires_at)).toBeGreaterThan(Date.now());
      const copied = linkOf(body.link);
      expect(copied.url.origin).toBe('https://immo.example.ch');
      // no mail goes with it, and only the token's hash is stored
      expect(await invitationMails('hanna.copy@example.ch')).toHaveLength(1);
      const stored = await t.database.db
        .selectFrom('user_invitations')
        .selectAll()
        .where('public_id', '=', copied.id)
        .executeTakeFirstOrThrow();
      expect(stored.token_hash).toBe(hashToken(copied.token));
      expect(JSON.stringify(stored)).not.toContain(copied.token);
      const audit = await audits(id, 'invitation_link_copy');
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit)).not.toContain(copied.token);
      // asked again: a newer link, the one copied before stops working too
      const again = linkOf((await admin.post(`${USERS}/${id}/invitation-link`)).json().link);
      expect((await check(mailed.id, mailed.token)).statusCode).toBe(410);
      expect((await check(copied.id, copied.token)).statusCode).toBe(410);
      expect((await check(again.id, again.token)).statusCode).toBe(200);
      expect((await confirm(again.id, again.token)).statusCode).toBe(200);
      // once the password is set there is no invitation left to hand over
      const done = await admin.post(`${USERS}/${id}/invitation-link`);
      expect(done.statusCode).toBe(409);
      expect(done.json().messageKey).toBe('user_not_invited');
    });

    it('keeps a superadmin invitation link to a superadmin', async () => {
      expect((await invite(superadmin, 'ida.super', { role: 'superadmin' })).statusCode).toBe(200);
      const id = await idOf('ida.super');
      expect((await admin.post(`${USERS}/${id}/invitation-link`)).statusCode).toBe(403);
      expect((await superadmin.post(`${USERS}/${id}/invitation-link`)).statusCode).toBe(200);
    });

    it('refuses a taken username or e-mail and projects the admin does not work in', async () => {
      const taken = await invite(admin, 'demo.user');
      expect(taken.statusCode).toBe(400);
      expect(taken.json().errors).toEqual({ username: 'username_taken' });
      const email = await invite(admin, 'dora.dup', { email: 'demo.user@immodesk.demo' });
      expect(email.json().errors).toEqual({ email: 'email_taken' });
      const other = await invite(admin, 'eva.other', { projects: [await t.projectId('beta')] });
      expect(other.statusCode).toBe(400);
      expect(other.json().errors).toEqual({ projects: 'user_project_not_allowed' });
      const none = await invite(admin, 'eva.none', { projects: [] });
      expect(none.json().errors).toMatchObject({ projects: 'user_projects_required' });
    });
  });

  describe('superadmin rules', () => {
    it('lets only a superadmin make a superadmin', async () => {
      const res = await invite(admin, 'fritz.super', { role: 'superadmin' });
      expect(res.statusCode).toBe(403);
      expect(res.json().messageKey).toBe('user_superadmin_only');
      expect(
        await t.database.db.selectFrom('users').select('id').where('username', '=', 'fritz.super').execute(),
      ).toHaveLength(0);
      expect((await invite(superadmin, 'fritz.super', { role: 'superadmin' })).statusCode).toBe(200);
      const user = await idOf('anna.muster');
      const form = await formOf(admin, user);
      const promote = await put(admin, user, { ...form, role: 'superadmin' });
      expect(promote.statusCode).toBe(403);
    });

    it('lets only a superadmin edit, deactivate or reset a superadmin', async () => {
      const target = await idOf('fritz.super');
      const form = await formOf(admin, target);
      const res = await put(admin, target, { ...form, first_name: 'Fritz' });
      expect(res.statusCode).toBe(403);
      expect(res.json().messageKey).toBe('user_superadmin_only');
      expect((await admin.post(`${USERS}/${target}/deactivate`)).statusCode).toBe(403);
      expect((await admin.post(`${USERS}/${target}/reset-2fa`)).statusCode).toBe(403);
      expect((await admin.get(`${USERS}/${target}`)).json().editable).toBe(false);
      expect((await put(superadmin, target, { ...form, first_name: 'Fritz' })).statusCode).toBe(200);
    });

    it('keeps a superadmin updated with the admin role a superadmin', async () => {
      const target = await idOf('fritz.super');
      const form = await formOf(superadmin, target);
      const res = await put(superadmin, target, { ...form, role: 'admin' });
      expect(res.statusCode).toBe(200);
      expect(res.json().role).toBe('superadmin');
      expect((await userRow('fritz.super')).role).toBe('superadmin');
    });
  });

  describe('self-lockout', () => {
    it('refuses an admin removing their own admin role (409)', async () => {
      const self = await idOf('demo.admin');
      const form = await formOf(admin, self);
      const res = await put(admin, self, { ...form, role: 'user' });
      expect(res.statusCode).toBe(409);
      expect(res.json().messageKey).toBe('user_own_admin_role');
      expect(res.json().message).toContain('Administratorrolle');
      expect((await userRow('demo.admin')).role).toBe('admin');
    });

    it('refuses an admin deactivating themselves (409)', async () => {
      const res = await admin.post(`${USERS}/${await idOf('demo.admin')}/deactivate`);
      expect(res.statusCode).toBe(409);
      expect(res.json().messageKey).toBe('user_deactivate_self');
      expect((await userRow('demo.admin')).is_active).toBe(1);
    });

    it('refuses an admin removing themselves from the project they work in (409)', async () => {
      const self = await idOf('demo.admin');
      const form = await formOf(admin, self);
      const res = await put(admin, self, {
        ...form,
        projects: form.projects.filter((p: number) => p !== rentId),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().messageKey).toBe('user_own_project');
    });

    it('refuses removing the last admin of a project, by role change, project removal or deactivation (409)', async () => {
      const target = await idOf('demo.admin');
      const form = await formOf(superadmin, target);
      const demote = await put(superadmin, target, { ...form, role: 'user' });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().messageKey).toBe('user_last_admin');
      const removed = await put(superadmin, target, {
        ...form,
        projects: form.projects.filter((p: number) => p !== rentId),
      });
      expect(removed.statusCode).toBe(409);
      const deactivate = await superadmin.post(`${USERS}/${target}/deactivate`);
      expect(deactivate.statusCode).toBe(409);
      expect(deactivate.json().messageKey).toBe('user_last_admin');
      expect((await userRow('demo.admin')).role).toBe('admin');
    });
  });

  describe('edit, deactivate, second factor', () => {
    it('edits name, e-mail, language, role and projects, and writes the audit trail', async () => {
      const target = await idOf('anna.muster');
      const form = await formOf(admin, target);
      const verkauf = await t.projectId('verkauf');
      const res = await put(admin, target, {
        ...form,
        first_name: 'Annina',
        email: 'annina@example.ch',
        language: 'fr',
        role: 'assistant',
        projects: [rentId, verkauf],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        first_name: 'Annina',
        email: 'annina@example.ch',
        language: 'fr',
        role: 'assistant',
        projects: [rentId, verkauf].sort((a, b) => a - b),
      });
      const [entry] = await audits(target, 'update');
      expect(JSON.parse(entry!.after!)).toMatchObject({ first_name: 'Annina', role: 'assistant' });
      expect(JSON.parse(entry!.before!)).toMatchObject({ first_name: 'Anna', role: 'user' });
      // the form's version is stale now
      const stale = await put(admin, target, form);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().messageKey).toBe('user_changed_meanwhile');
    });

    it("keeps a user's projects beyond the admin's reach, and shows only those within it", async () => {
      const verkauf = await t.projectId('verkauf');
      const erst = await t.projectId('erstvermietung');
      // a second admin who works only in rent and verkauf
      expect(
        (await invite(superadmin, 'hanna.admin', { role: 'admin', projects: [rentId, verkauf] })).statusCode,
      ).toBe(200);
      await t.database.db
        .updateTable('users')
        .set({ password_hash: (await userRow('demo.admin')).password_hash })
        .where('username', '=', 'hanna.admin')
        .execute();
      const hanna = new Client(t.app, (await login('hanna.admin', DEMO_PASSWORD)).json().token);
      const target = await idOf('demo.user');
      const form = await formOf(hanna, target);
      expect(form.projects.sort()).toEqual([rentId, verkauf].sort());
      const res = await put(hanna, target, { ...form, projects: [rentId] });
      expect(res.statusCode).toBe(200);
      const kept = await t.database.db
        .selectFrom('user_projects')
        .select('project_id')
        .where('user_id', '=', target)
        .execute();
      const ids = kept.map((r) => r.project_id);
      expect(ids).toContain(erst);
      expect(ids).not.toContain(verkauf);
      const again = await put(hanna, target, {
        ...(await formOf(hanna, target)),
        projects: [rentId, erst],
      });
      expect(again.statusCode).toBe(200);
      const other = await put(hanna, target, {
        ...(await formOf(hanna, target)),
        projects: [rentId, await t.projectId('beta')],
      });
      expect(other.statusCode).toBe(400);
    });

    it('deactivates a user: every session of theirs ends at once, sign-in is refused', async () => {
      const assistant = await Client.login(t.app, 'demo.assistant');
      const second = await Client.login(t.app, 'demo.assistant', 'verkauf');
      expect((await assistant.get('/api/v1/users/user-profile-settings')).statusCode).toBe(200);
      const target = await idOf('demo.assistant');
      const res = await admin.post(`${USERS}/${target}/deactivate`);
      expect(res.statusCode).toBe(200);
      expect(res.json().endedSessions).toBeGreaterThanOrEqual(2);
      expect((await assistant.get('/api/v1/users/user-profile-settings')).statusCode).toBe(401);
      expect((await second.get('/api/v1/users/user-profile-settings')).statusCode).toBe(401);
      expect((await login('demo.assistant', DEMO_PASSWORD)).statusCode).not.toBe(200);
      expect(await audits(target, 'deactivate')).toHaveLength(1);
      expect((await admin.get(`${USERS}/${target}`)).json().status).toBe('inactive');
      expect((await admin.post(`${USERS}/${target}/activate`)).statusCode).toBe(200);
      expect((await login('demo.assistant', DEMO_PASSWORD)).statusCode).toBe(200);
      expect(await audits(target, 'activate')).toHaveLength(1);
    });

    it('resets the second factor: the user sets one up again at the next sign-in', async () => {
      const target = await idOf('demo.marketer');
      await t.database.db
        .insertInto('user_two_factor')
        .values({ user_id: target, method: 'email', updated_at: new Date().toISOString() })
        .execute();
      const before = await login('demo.marketer', DEMO_PASSWORD);
      expect(before.json()).toMatchObject({
        twoFactorRequired: true,
        method: 'email',
        enrolmentRequired: false,
      });
      expect((await admin.get(`${USERS}/${target}`)).json().two_factor).toBe(true);
      const res = await admin.post(`${USERS}/${target}/reset-2fa`);
      expect(res.statusCode).toBe(200);
      expect(
        await t.database.db
          .selectFrom('user_two_factor')
          .select('user_id')
          .where('user_id', '=', target)
          .execute(),
      ).toHaveLength(0);
      const after = await login('demo.marketer', DEMO_PASSWORD);
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({ twoFactorRequired: true, method: null, enrolmentRequired: true });
      expect(await audits(target, 'two_factor_reset')).toHaveLength(1);
    });

    it('records the last sign-in', async () => {
      await login('demo.superuser', DEMO_PASSWORD);
      const detail = (await admin.get(`${USERS}/${await idOf('demo.superuser')}`)).json();
      expect(detail.last_login_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });
  });
});
