import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/core/auth';
import { Client, createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './harness';
import { expectSessionEnded, setSessionTimes } from './sessionSupport';

describe.each(DIALECTS)('sessions (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, tenant = 'rent', ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'tenant-name': tenant },
      payload: { username, password },
      remoteAddress: ip,
    });

  it('signs in with the username and answers token and user', async () => {
    const res = await login('demo.admin', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(body.user).sort()).toEqual(
      [
        'company',
        'email',
        'features',
        'first_name',
        'id',
        'language',
        'last_name',
        'permissions',
        'role',
        'userType',
        'username',
      ].sort(),
    );
    expect(body.user).toMatchObject({ username: 'demo.admin', role: 'admin', userType: 'staff' });
    expect(body.user.permissions).toContain('object_read');
    expect(body.user.features.object).toBe(true);
  });

  it('signs in with the e-mail address, in any letter case', async () => {
    const res = await login('Demo.Marketer@Immodesk.Demo', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('marketer');
  });

  it('stores only a hash of the token', async () => {
    const token = (await login('demo.user', DEMO_PASSWORD)).json().token as string;
    const rows = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === hashToken(token))).toBe(true);
  });

  it('answers a wrong password and an unknown user with the same 401 message', async () => {
    const wrong = await login('demo.analyst', 'Wrong2026!');
    const unknown = await login('nobody.here', 'Wrong2026!');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBeTruthy();
  });

  it('refuses credentials of another customer on this project like wrong ones', async () => {
    const res = await login('beta.admin', DEMO_PASSWORD, 'rent');
    expect(res.statusCode).toBe(401);
    expect(res.json().messageKey).toBe('invalid_credentials');
  });

  it('refuses a login without username or password with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'tenant-name': 'rent' },
      payload: { username: 'demo.admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('password');
  });

  it('needs a bearer token: missing or unknown answers 401 JSON', async () => {
    const none = await new Client(t.app, null).get('/api/v1/bootstrap');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBeTruthy();
    const unknown = await new Client(t.app, 'not-a-real-token').get('/api/v1/bootstrap');
    expect(unknown.statusCode).toBe(401);
  });

  it('ends the session at logout', async () => {
    const client = await Client.login(t.app, 'demo.superuser');
    expect((await client.get('/api/v1/bootstrap')).statusCode).toBe(200);
    expect((await client.post('/api/v1/logout')).statusCode).toBe(200);
    expect((await client.get('/api/v1/bootstrap')).statusCode).toBe(401);
  });

  it('ends a session that stayed unused longer than the idle time', async () => {
    const client = await Client.login(t.app, 'demo.contract');
    const longAgo = new Date(Date.now() - (t.config.sessionIdleMinutes + 1) * 60_000).toISOString();
    await setSessionTimes(t, client, { last_seen_at: longAgo });
    await expectSessionEnded(t, client);
  });

  it('keeps a session alive while it is used', async () => {
    const client = await Client.login(t.app, 'demo.assistant');
    const recently = new Date(Date.now() - 5 * 60_000).toISOString();
    await setSessionTimes(t, client, { last_seen_at: recently });
    expect((await client.get('/api/v1/bootstrap')).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('token_hash', '=', hashToken(client.token!))
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.last_seen_at)).toBeGreaterThan(Date.parse(recently));
  });

  it('signs out a non-superadmin whose permission list is gone', async () => {
    const client = await Client.login(t.app, 'demo.user');
    await t.database.db
      .updateTable('users')
      .set({ permissions: null })
      .where('username', '=', 'demo.user')
      .execute();
    const res = await client.get('/api/v1/bootstrap');
    expect(res.statusCode).toBe(401);
    expect(res.json().messageKey).toBe('permissions_missing');
    expect((await login('demo.user', DEMO_PASSWORD)).statusCode).toBe(403);
  });

  describe('throttling', () => {
    it('refuses a username with 429 and Retry-After after 10 failed logins, even with the right password', async () => {
      for (let i = 0; i < 10; i++)
        expect((await login('demo.superadmin', 'Wrong2026!')).statusCode).toBe(401);
      const blocked = await login('demo.superadmin', DEMO_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(blocked.json().message).toBeTruthy();
    });

    it('does not affect other users from the same address', async () => {
      expect((await login('demo.admin', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('counts an unknown username too, so that locking tells nothing about existence', async () => {
      for (let i = 0; i < 10; i++) await login('ghost.user', 'Wrong2026!');
      expect((await login('ghost.user', 'Wrong2026!')).statusCode).toBe(429);
    });

    it('lets the username in again once its failures are older than 15 minutes', async () => {
      const old = new Date(Date.now() - 16 * 60_000).toISOString();
      await t.database.db.updateTable('login_failures').set({ failed_at: old }).execute();
      expect((await login('demo.superadmin', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('counts the e-mail address and the username of an account together', async () => {
      for (let i = 0; i < 5; i++) expect((await login('demo.superuser', 'Wrong2026!')).statusCode).toBe(401);
      for (let i = 0; i < 5; i++)
        expect((await login('Demo.Superuser@immodesk.demo', 'Wrong2026!')).statusCode).toBe(401);
      expect((await login('demo.superuser', DEMO_PASSWORD)).statusCode).toBe(429);
      expect((await login('demo.superuser@immodesk.demo', DEMO_PASSWORD)).statusCode).toBe(429);
    });

    it('lets the right password in from an address that has not been failing while another guesses', async () => {
      // the account above is being guessed at from 203.0.113.7
      const elsewhere = await login('demo.superuser', DEMO_PASSWORD, 'rent', '198.51.100.9');
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.json().token).toBeTruthy();
      expect((await login('demo.superuser', DEMO_PASSWORD)).statusCode).toBe(429);
    });

    it('refuses an address with 429 once it failed too often over many usernames', async () => {
      const ip = '198.51.100.77';
      const answers: number[] = [];
      for (let i = 0; i < 40; i++)
        answers.push((await login(`guess.user${i}`, 'Wrong2026!', 'rent', ip)).statusCode);
      expect(answers.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(answers.slice(30).every((status) => status === 429)).toBe(true);
      const blocked = await login('demo.admin', DEMO_PASSWORD, 'rent', ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().messageKey).toBe('too_many_attempts_from_address');
      expect(blocked.json().message).toMatch(/Netzwerkadresse/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // the accounts themselves are not locked for anyone else
      expect((await login('demo.admin', DEMO_PASSWORD, 'rent', '198.51.100.78')).statusCode).toBe(200);
    });
  });
});
