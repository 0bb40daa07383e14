import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/core/auth';
import { Client, createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './harness';

const PROFILE = '/api/v1/users/user-profile-settings';

describe.each(DIALECTS)('profile settings and sessions (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const login = (username: string, password = DEMO_PASSWORD, userAgent = 'AccountTest/1.0') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'tenant-name': 'rent', 'user-agent': userAgent },
      payload: { username, password },
    });

  const signIn = async (username: string, password = DEMO_PASSWORD, userAgent?: string) => {
    const res = await login(username, password, userAgent);
    expect(res.statusCode).toBe(200);
    return new Client(t.app, res.json().token);
  };

  /** The audit entries of one record, oldest first, with before and after parsed. */
  const auditOf = async (entity: string, entityId: number | string) =>
    (
      await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', entity)
        .where('entity_id', '=', String(entityId))
        .orderBy('id')
        .execute()
    ).map((row) => ({
      ...row,
      before: row.before === null ? null : JSON.parse(row.before),
      after: row.after === null ? null : JSON.parse(row.after),
    }));

  const lastMail = (to: string) =>
    t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirst();

  describe('account', () => {
    it('answers the own profile with its version and two-factor state', async () => {
      const client = await signIn('demo.user');
      const res = await client.get(PROFILE);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        first_name: 'Lukas',
        last_name: 'Meier',
        email: 'demo.user@immodesk.demo',
        username: 'demo.user',
        language: 'de',
        version: 1,
        password_changed_at: null,
        twoFactor: { enabled: false, method: null, required: false, requiredByProject: false },
      });
      expect(res.body).not.toContain('password_hash');
    });

    it('saves name, e-mail, username and language, and answers the new session user', async () => {
      const client = await signIn('demo.assistant');
      const profile = (await client.get(PROFILE)).json();
      const res = await client.post(PROFILE, {
        first_name: ' Chloé ',
        last_name: 'Rochat-Muster',
        email: 'Chloe.Rochat@Example.ch',
        username: 'chloe.rochat',
        language: 'fr',
        version: profile.version,
        currentPassword: DEMO_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        first_name: 'Chloé',
        last_name: 'Rochat-Muster',
        email: 'Chloe.Rochat@Example.ch',
        username: 'chloe.rochat',
        language: 'fr',
        version: profile.version + 1,
      });
      expect(body.user).toMatchObject({ username: 'chloe.rochat', language: 'fr' });
      // the new username and e-mail sign in, in any letter case
      expect((await login('Chloe.Rochat')).statusCode).toBe(200);
      expect((await login('chloe.rochat@example.ch')).statusCode).toBe(200);
      expect((await login('demo.assistant')).statusCode).toBe(401);

      const [entry] = await auditOf('users', body.id);
      expect(entry).toMatchObject({
        action: 'update',
        user_id: body.id,
        project_id: await t.projectId('rent'),
        before: { last_name: 'Rochat', username: 'demo.assistant', language: 'de' },
        after: { last_name: 'Rochat-Muster', username: 'chloe.rochat', language: 'fr' },
      });
      expect(entry!.before).not.toHaveProperty('first_name');
    });

    it('tells the previous e-mail address about a new one', async () => {
      const mail = await lastMail('demo.assistant@immodesk.demo');
      expect(mail?.kind).toBe('email_changed');
      expect(mail?.text_body).toContain('Chloe.Rochat@Example.ch');
      // in the user's language, which is now French
      expect(mail?.subject).toBe('Votre adresse e-mail a été modifiée');
    });

    it('refuses a stale version with 409 and changes nothing', async () => {
      const client = await signIn('demo.marketer');
      const profile = (await client.get(PROFILE)).json();
      const payload = { ...profile, first_name: 'Reto', version: profile.version };
      expect((await client.post(PROFILE, payload)).statusCode).toBe(200);
      const stale = await client.post(PROFILE, { ...payload, first_name: 'Stale' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().messageKey).toBe('profile_changed_meanwhile');
      expect((await client.get(PROFILE)).json().first_name).toBe('Reto');
    });

    it('refuses a username or e-mail of another account, in any letter case, naming the field', async () => {
      const client = await signIn('demo.contract');
      const profile = (await client.get(PROFILE)).json();
      const username = await client.post(PROFILE, { ...profile, username: 'Demo.Admin' });
      expect(username.statusCode).toBe(400);
      expect(username.json().errors).toEqual({ username: 'username_taken' });
      const email = await client.post(PROFILE, {
        ...profile,
        email: 'BETA.ADMIN@beta.demo',
        currentPassword: DEMO_PASSWORD,
      });
      expect(email.statusCode).toBe(400);
      expect(email.json().errors).toEqual({ email: 'email_taken' });
      // keeping one's own is fine
      expect((await client.post(PROFILE, { ...profile, username: 'DEMO.contract' })).statusCode).toBe(200);
    });

    it('asks for the current password before the e-mail address changes, and saves nothing without it', async () => {
      const client = await signIn('demo.superadmin');
      const profile = (await client.get(PROFILE)).json();
      const changed = { ...profile, first_name: 'Taken', email: 'taker@example.ch' };
      const missing = await client.post(PROFILE, changed);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ currentPassword: 'general_field_is_required' });
      const wrong = await client.post(PROFILE, { ...changed, currentPassword: 'Wrong2026!' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ currentPassword: 'current_password_wrong' });
      const stored = (await client.get(PROFILE)).json();
      expect(stored).toMatchObject({
        email: profile.email,
        first_name: profile.first_name,
        version: profile.version,
      });
      expect((await lastMail(profile.email))?.kind ?? null).not.toBe('email_changed');
      // the same address in another letter case is no change; the right password saves a new one
      expect(
        (await client.post(PROFILE, { ...profile, email: profile.email.toUpperCase() })).statusCode,
      ).toBe(200);
      const saved = await client.post(PROFILE, {
        ...changed,
        version: profile.version + 1,
        currentPassword: DEMO_PASSWORD,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().email).toBe('taker@example.ch');
    });

    it('applies the username and e-mail rules', async () => {
      const client = await signIn('demo.analyst');
      const profile = (await client.get(PROFILE)).json();
      const res = await client.post(PROFILE, {
        ...profile,
        username: 'ab c',
        email: 'no-address',
        first_name: '',
        language: 'xx',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        username: 'username_too_short',
        email: 'email_invalid',
        first_name: 'general_field_is_required',
        language: 'language_invalid',
      });
      const chars = await client.post(PROFILE, { ...profile, username: 'anna+muster' });
      expect(chars.json().errors).toEqual({ username: 'username_invalid_characters' });
    });
  });

  describe('password change', () => {
    it('refuses a wrong current password as a field error', async () => {
      const client = await signIn('demo.superuser');
      const res = await client.post('/api/v1/users/reset-password', {
        current_password: 'Wrong2026!',
        password: 'Neu2026!x',
        password_confirmation: 'Neu2026!x',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ current_password: 'current_password_wrong' });
    });

    it('applies the password rules and the confirmation', async () => {
      const client = await signIn('demo.superuser');
      const weak = await client.post('/api/v1/users/reset-password', {
        current_password: DEMO_PASSWORD,
        password: 'kurz',
        password_confirmation: 'anders',
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors).toEqual({
        password: 'password_too_short',
        password_confirmation: 'password_confirmation_mismatch',
      });
      const same = await client.post('/api/v1/users/reset-password', {
        current_password: DEMO_PASSWORD,
        password: DEMO_PASSWORD,
        password_confirmation: DEMO_PASSWORD,
      });
      expect(same.json().errors).toEqual({ password: 'password_same_as_current' });
    });

    it('keeps this session, ends the others, and takes the new password from now on', async () => {
      const here = await signIn('demo.superuser', DEMO_PASSWORD, 'Here/1.0');
      const elsewhere = await signIn('demo.superuser', DEMO_PASSWORD, 'Elsewhere/1.0');
      const res = await here.post('/api/v1/users/reset-password', {
        current_password: DEMO_PASSWORD,
        password: 'Neu2026!x',
        password_confirmation: 'Neu2026!x',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().endedSessions).toBeGreaterThanOrEqual(1);
      expect((await here.get('/api/v1/bootstrap')).statusCode).toBe(200);
      expect((await elsewhere.get('/api/v1/bootstrap')).statusCode).toBe(401);
      expect((await login('demo.superuser')).statusCode).toBe(401);
      expect((await login('demo.superuser', 'Neu2026!x')).statusCode).toBe(200);
      expect((await here.get(PROFILE)).json().password_changed_at).toBeTruthy();
      const mail = await lastMail('demo.superuser@immodesk.demo');
      expect(mail?.kind).toBe('password_changed');
      const id = (await here.get(PROFILE)).json().id;
      const entries = await auditOf('users', id);
      expect(entries.map((e) => e.action)).toContain('password_change');
      const entry = entries.find((e) => e.action === 'password_change')!;
      expect(Object.keys(entry.after)).toEqual(['password_changed_at']);
      expect(JSON.stringify(entry)).not.toContain('argon2');
    });

    it('refuses with 429 after 10 wrong current passwords, even the right one', async () => {
      const client = await signIn('demo.user');
      for (let i = 0; i < 10; i++) {
        await client.post('/api/v1/users/reset-password', {
          current_password: 'Wrong2026!',
          password: 'Neu2026!x',
          password_confirmation: 'Neu2026!x',
        });
      }
      const res = await client.post('/api/v1/users/reset-password', {
        current_password: DEMO_PASSWORD,
        password: 'Neu2026!x',
        password_confirmation: 'Neu2026!x',
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().messageKey).toBe('too_many_password_attempts');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('notifications', () => {
    it('answers the defaults, saves what is sent and keeps the rest', async () => {
      const client = await signIn('demo.admin');
      const defaults = (await client.get('/api/v1/users/notification-settings')).json();
      expect(defaults).toEqual({
        new_application: false,
        new_message: true,
        appointment_booked: true,
        appointment_cancelled: true,
        contract_signed: true,
      });
      const saved = await client.post('/api/v1/users/notification-settings', {
        new_application: true,
        new_message: false,
      });
      expect(saved.statusCode).toBe(200);
      expect((await client.get('/api/v1/users/notification-settings')).json()).toEqual({
        ...defaults,
        new_application: true,
        new_message: false,
      });
      const bad = await client.post('/api/v1/users/notification-settings', { new_message: 'no' });
      expect(bad.statusCode).toBe(400);
      const id = (await client.get(PROFILE)).json().id;
      const [entry] = await auditOf('user_preferences', `${id}:notifications`);
      expect(entry).toMatchObject({
        before: { new_application: false, new_message: true },
        after: { new_application: true, new_message: false },
      });
    });

    it('keeps each user’s settings their own', async () => {
      const other = await signIn('demo.contract');
      expect((await other.get('/api/v1/users/notification-settings')).json().new_application).toBe(false);
    });

    it('saves the system notification preference', async () => {
      const client = await signIn('demo.admin');
      expect((await client.get('/api/v1/users/system-notification-preference')).json()).toEqual({
        desktop: false,
        sound: false,
      });
      const saved = await client.post('/api/v1/users/system-notification-preference', { desktop: true });
      expect(saved.json()).toMatchObject({ desktop: true, sound: false });
      expect((await client.get('/api/v1/users/system-notification-preference')).json()).toEqual({
        desktop: true,
        sound: false,
      });
      expect(
        (await client.post('/api/v1/users/system-notification-preference', { popup: true })).statusCode,
      ).toBe(400);
    });
  });

  describe('sessions', () => {
    it('lists the own sessions with user agent, times and the current one marked', async () => {
      const a = await signIn('demo.admin', DEMO_PASSWORD, 'Firefox/140.0');
      await signIn('demo.admin', DEMO_PASSWORD, 'Safari/18.0');
      await signIn('demo.user');
      const res = await a.get('/api/v1/users/sessions');
      expect(res.statusCode).toBe(200);
      const sessions = res.json().sessions as Array<Record<string, unknown>>;
      const agents = sessions.map((s) => s.user_agent);
      expect(agents).toContain('Firefox/140.0');
      expect(agents).toContain('Safari/18.0');
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      expect(sessions.find((s) => s.current)?.user_agent).toBe('Firefox/140.0');
      const ids = await t.database.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('sessions.id')
        .where('users.username', '=', 'demo.admin')
        .execute();
      expect(sessions.map((s) => s.id).sort()).toEqual(ids.map((r) => r.id).sort());
      for (const s of sessions)
        expect(Object.keys(s).sort()).toEqual([
          'created_at',
          'current',
          'id',
          'ip',
          'last_seen_at',
          'second_factor',
          'user_agent',
        ]);
    });

    it('does not list a session that has been idle too long', async () => {
      const client = await signIn('demo.admin', DEMO_PASSWORD, 'Idle/1.0');
      const idle = await signIn('demo.admin', DEMO_PASSWORD, 'Old/1.0');
      await t.database.db
        .updateTable('sessions')
        .set({
          last_seen_at: new Date(Date.now() - (t.config.sessionIdleMinutes + 1) * 60_000).toISOString(),
        })
        .where('token_hash', '=', hashToken(idle.token!))
        .execute();
      const agents = (await client.get('/api/v1/users/sessions'))
        .json()
        .sessions.map((s: { user_agent: string }) => s.user_agent);
      expect(agents).not.toContain('Old/1.0');
    });

    it('revokes one of the own sessions', async () => {
      const a = await signIn('demo.user', DEMO_PASSWORD, 'A/1.0');
      const b = await signIn('demo.user', DEMO_PASSWORD, 'B/1.0');
      const sessions = (await a.get('/api/v1/users/sessions')).json().sessions;
      const target = sessions.find((s: { user_agent: string; current: boolean }) => s.user_agent === 'B/1.0');
      const res = await a.request({ method: 'DELETE', url: `/api/v1/users/sessions/${target.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().current).toBe(false);
      expect((await b.get('/api/v1/bootstrap')).statusCode).toBe(401);
      expect((await a.get('/api/v1/bootstrap')).statusCode).toBe(200);
      const [entry] = await auditOf('sessions', target.id);
      expect(entry).toMatchObject({ action: 'session_revoke', before: { user_agent: 'B/1.0' }, after: null });
    });

    it("answers 404 for another user's session and leaves it alone", async () => {
      const mine = await signIn('demo.user');
      const theirs = await signIn('demo.admin', DEMO_PASSWORD, 'Theirs/1.0');
      const theirId = (await theirs.get('/api/v1/users/sessions'))
        .json()
        .sessions.find((s: { current: boolean }) => s.current).id;
      const res = await mine.request({ method: 'DELETE', url: `/api/v1/users/sessions/${theirId}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().messageKey).toBe('session_not_found');
      expect((await theirs.get('/api/v1/bootstrap')).statusCode).toBe(200);
      expect((await mine.request({ method: 'DELETE', url: '/api/v1/users/sessions/abc' })).statusCode).toBe(
        400,
      );
      expect(
        (await mine.request({ method: 'DELETE', url: '/api/v1/users/sessions/99999999999' })).statusCode,
      ).toBe(404);
    });

    it('ends all other own sessions at once', async () => {
      const a = await signIn('demo.contract', DEMO_PASSWORD, 'Keep/1.0');
      const b = await signIn('demo.contract', DEMO_PASSWORD, 'Drop/1.0');
      const other = await signIn('demo.admin');
      const res = await a.request({ method: 'DELETE', url: '/api/v1/users/sessions' });
      expect(res.statusCode).toBe(200);
      expect(res.json().ended).toBeGreaterThanOrEqual(1);
      expect((await a.get('/api/v1/bootstrap')).statusCode).toBe(200);
      expect((await b.get('/api/v1/bootstrap')).statusCode).toBe(401);
      expect((await other.get('/api/v1/bootstrap')).statusCode).toBe(200);
    });

    it('needs a session for every profile route', async () => {
      const anonymous = new Client(t.app, null);
      for (const url of [PROFILE, '/api/v1/users/sessions', '/api/v1/users/notification-settings']) {
        expect((await anonymous.get(url)).statusCode).toBe(401);
      }
    });
  });
});
