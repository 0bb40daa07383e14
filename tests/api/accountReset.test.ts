import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/core/auth';
import { loginReply, outboxMails } from './accountSupport';
import { Client, createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './harness';

const RESET = '/api/v1/accounts/password/reset';
const NEW_PASSWORD = 'Frisch2026?';

describe.each(DIALECTS)('password reset (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { publicUrl: 'https://immo.example.ch' });
  });
  afterAll(() => t.close());

  const request = (payload: unknown, tenant = 'rent') =>
    t.app.inject({
      method: 'POST',
      url: `${RESET}/request`,
      headers: { 'tenant-name': tenant },
      payload: payload as object,
    });

  const check = (id: string, token: string, tenant = 'rent') =>
    t.app.inject({
      method: 'GET',
      url: `${RESET}/check/${id}/init`,
      query: { token },
      headers: { 'tenant-name': tenant },
    });

  const confirm = (payload: Record<string, string>, tenant = 'rent') =>
    t.app.inject({ method: 'POST', url: `${RESET}/confirm`, headers: { 'tenant-name': tenant }, payload });

  const login = (username: string, password: string, tenant = 'rent') =>
    loginReply(t, username, password, tenant);

  const resetMails = (to: string) => outboxMails(t, to, 'password_reset');

  /** Asks for a reset and reads the link from the mail. */
  const requestLink = async (username: string, tenant = 'rent') => {
    expect((await request({ username }, tenant)).statusCode).toBe(200);
    const domain = username.startsWith('beta.') ? 'beta.demo' : 'immodesk.demo';
    const [mail] = await resetMails(`${username}@${domain}`);
    const link = /(https:\/\/\S+password-reset-form\?token=\S+)/.exec(mail!.text_body)![1]!;
    const url = new URL(link);
    const id = /\/action\/account\/([^/]+)\/password-reset-form$/.exec(url.pathname)![1]!;
    return { link, url, id, token: url.searchParams.get('token')! };
  };

  const newPassword = (id: string, token: string, password = NEW_PASSWORD) => ({
    id,
    token,
    password,
    password_confirmation: password,
  });

  describe('request', () => {
    it('answers the same for a known account, an unknown one and an e-mail address', async () => {
      const known = await request({ username: 'demo.user' });
      const unknown = await request({ username: 'nobody.here' });
      const byEmail = await request({ email: 'Demo.Analyst@immodesk.demo' });
      const unknownEmail = await request({ email: 'nobody@example.ch' });
      for (const res of [known, unknown, byEmail, unknownEmail]) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(known.body);
      }
      expect(known.json().message).toBeTruthy();
      expect(await resetMails('demo.user@immodesk.demo')).toHaveLength(1);
      expect(await resetMails('demo.analyst@immodesk.demo')).toHaveLength(1);
      expect(await resetMails('nobody@example.ch')).toHaveLength(0);
    });

    it("mails a link to the project's page that names neither the user nor the token's hash", async () => {
      const { url, id, token, link } = await requestLink('demo.contract');
      expect(url.origin).toBe('https://immo.example.ch');
      expect(url.pathname).toBe(`/action/account/${id}/password-reset-form`);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const row = await t.database.db
        .selectFrom('password_resets')
        .selectAll()
        .where('public_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(hashToken(token));
      expect(row.token_hash).not.toContain(token);
      const minutes = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 60_000;
      expect(minutes).toBe(60);
      const [mail] = await resetMails('demo.contract@immodesk.demo');
      expect(mail!.subject).toBe('Passwort zurücksetzen');
      expect(mail!.html_body).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
    });

    it('links to the subdomain of the project the request came from', async () => {
      const { url } = await requestLink('demo.marketer', 'verkauf');
      expect(url.origin).toBe('https://verkauf.immo.example.ch');
    });

    it("sends nothing for another customer's account or an inactive one, and answers the same", async () => {
      const before = await t.database.db.selectFrom('outbox').select('id').execute();
      await t.database.db
        .updateTable('users')
        .set({ is_active: 0 })
        .where('username', '=', 'demo.assistant')
        .execute();
      const other = await request({ username: 'beta.admin' });
      const inactive = await request({ username: 'demo.assistant' });
      expect(other.statusCode).toBe(200);
      expect(inactive.body).toBe(other.body);
      expect(await t.database.db.selectFrom('outbox').select('id').execute()).toHaveLength(before.length);
      await t.database.db
        .updateTable('users')
        .set({ is_active: 1 })
        .where('username', '=', 'demo.assistant')
        .execute();
    });

    it('sends at most three mails an hour to one account, answering the same', async () => {
      for (let i = 0; i < 4; i++)
        expect((await request({ username: 'demo.superuser' })).statusCode).toBe(200);
      expect(await resetMails('demo.superuser@immodesk.demo')).toHaveLength(3);
    });

    it('needs a username or an e-mail address', async () => {
      const res = await request({});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ username: 'general_field_is_required' });
    });
  });

  describe('check', () => {
    it('tells a valid link with the username it resets', async () => {
      const { id, token } = await requestLink('demo.admin');
      const res = await check(id, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ valid: true, username: 'demo.admin' });
    });

    it('refuses an unknown id, a wrong token and a missing token with 400', async () => {
      const { id, token } = await requestLink('demo.admin');
      for (const res of [
        await check('00000000-0000-4000-8000-000000000000', token),
        await check(id, `${token.slice(0, -1)}x`),
        await check('not-a-uuid', token),
        await t.app.inject({
          method: 'GET',
          url: `${RESET}/check/${id}/init`,
          headers: { 'tenant-name': 'rent' },
        }),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().messageKey).toBe('password_reset_link_invalid');
      }
    });

    it("refuses the link on another customer's project", async () => {
      const { id, token } = await requestLink('demo.admin');
      expect((await check(id, token, 'beta')).statusCode).toBe(400);
    });

    it('refuses the link on another project of the same customer like an invalid one', async () => {
      const { id, token } = await requestLink('demo.user', 'erstvermietung');
      for (const res of [await check(id, token, 'rent'), await confirm(newPassword(id, token), 'verkauf')]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().messageKey).toBe('password_reset_link_invalid');
      }
      expect((await login('demo.user', DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await check(id, token, 'erstvermietung')).statusCode).toBe(200);
    });

    it('refuses an expired link with 410', async () => {
      const { id, token } = await requestLink('demo.analyst');
      await t.database.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('public_id', '=', id)
        .execute();
      const res = await check(id, token);
      expect(res.statusCode).toBe(410);
      expect(res.json().messageKey).toBe('password_reset_link_expired');
      const set = await confirm(newPassword(id, token));
      expect(set.statusCode).toBe(410);
      expect((await login('demo.analyst', DEMO_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('confirm', () => {
    it('sets the new password, ends every session of the user and uses the link up', async () => {
      const first = await Client.login(t.app, 'demo.user');
      const second = await Client.login(t.app, 'demo.user', 'verkauf');
      const bystander = await Client.login(t.app, 'demo.admin');
      const { id, token } = await requestLink('demo.user');
      const res = await confirm(newPassword(id, token));
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBeTruthy();

      expect((await first.get('/api/v1/bootstrap')).statusCode).toBe(401);
      expect((await second.get('/api/v1/bootstrap')).statusCode).toBe(401);
      expect((await bystander.get('/api/v1/bootstrap')).statusCode).toBe(200);
      expect((await login('demo.user', DEMO_PASSWORD)).statusCode).toBe(401);
      expect((await login('demo.user', NEW_PASSWORD)).statusCode).toBe(200);

      const again = await confirm(newPassword(id, token, 'Nochmals2026!'));
      expect(again.statusCode).toBe(410);
      expect(again.json().messageKey).toBe('password_reset_link_used');
      expect((await check(id, token)).statusCode).toBe(410);
      expect((await login('demo.user', NEW_PASSWORD)).statusCode).toBe(200);

      const userId = (await login('demo.user', NEW_PASSWORD)).json().user.id;
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'user_id', 'project_id'])
        .where('entity', '=', 'users')
        .where('entity_id', '=', String(userId))
        .execute();
      expect(audit).toEqual([
        { action: 'password_reset', user_id: userId, project_id: await t.projectId('rent') },
      ]);
    });

    it('ends the other open links of the account too, and tells the user by mail', async () => {
      await t.database.db.deleteFrom('password_resets').execute();
      const older = await requestLink('demo.contract');
      const newer = await requestLink('demo.contract');
      expect((await confirm(newPassword(newer.id, newer.token))).statusCode).toBe(200);
      expect((await check(older.id, older.token)).statusCode).toBe(410);
      const [mail] = await t.database.db
        .selectFrom('outbox')
        .select('kind')
        .where('to_address', '=', 'demo.contract@immodesk.demo')
        .orderBy('id', 'desc')
        .execute();
      expect(mail!.kind).toBe('password_changed');
    });

    it('applies the password rules and changes nothing when they fail', async () => {
      const { id, token } = await requestLink('demo.marketer');
      const weak = await confirm({ id, token, password: 'password', password_confirmation: 'password' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors).toEqual({ password: 'password_needs_uppercase' });
      const mismatch = await confirm({
        id,
        token,
        password: NEW_PASSWORD,
        password_confirmation: 'Frisch2026!',
      });
      expect(mismatch.json().errors).toEqual({ password_confirmation: 'password_confirmation_mismatch' });
      const tooLong = await confirm({
        id,
        token,
        password: 'Aa1!'.repeat(6),
        password_confirmation: 'Aa1!'.repeat(6),
      });
      expect(tooLong.json().errors).toEqual({ password: 'password_too_long' });
      expect((await check(id, token)).statusCode).toBe(200);
      expect((await login('demo.marketer', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a wrong token without using the link up', async () => {
      const { id, token } = await requestLink('demo.marketer');
      const res = await confirm(newPassword(id, 'A'.repeat(43)));
      expect(res.statusCode).toBe(400);
      expect(res.json().messageKey).toBe('password_reset_link_invalid');
      expect((await check(id, token)).statusCode).toBe(200);
    });

    it('lets a user locked out by failed sign-ins in again with the new password', async () => {
      for (let i = 0; i < 10; i++) await login('demo.analyst', 'Wrong2026!');
      expect((await login('demo.analyst', DEMO_PASSWORD)).statusCode).toBe(429);
      const { id, token } = await requestLink('demo.analyst');
      expect((await confirm(newPassword(id, token))).statusCode).toBe(200);
      expect((await login('demo.analyst', NEW_PASSWORD)).statusCode).toBe(200);
    });
  });
});
