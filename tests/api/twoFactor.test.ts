import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/core/auth';
import { base32Decode, totp } from '../../server/core/totp';
import { Client, createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './harness';

const PROFILE_2FA = '/api/v1/users/user-profile-settings/2fa';

/** The code an authenticator app shows now, or `steps` time steps later. */
const appCode = (secret: string, steps = 0) => totp(base32Decode(secret)!, Date.now() + steps * 30_000);

describe.each(DIALECTS)('two-factor sign-in (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const login = (username: string, tenant = 'rent', password = DEMO_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'tenant-name': tenant, 'user-agent': 'TwoFactorTest/1.0' },
      payload: { username, password },
    });

  const authenticate = (challenge: string, code: string, tenant = 'rent') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/2fa-authentication',
      headers: { 'tenant-name': tenant },
      payload: { challenge, code },
    });

  const post = (url: string, payload: unknown, tenant = 'rent') =>
    t.app.inject({ method: 'POST', url, headers: { 'tenant-name': tenant }, payload: payload as object });

  const userId = async (username: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  /** The last code mail to a demo user, and the six-digit code in it. */
  const lastCodeMail = async (username: string) => {
    const domain = username.startsWith('beta.') ? 'beta.demo' : 'immodesk.demo';
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', `${username}@${domain}`)
      .where('kind', '=', 'two_factor_code')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { mail, code: /(\d{6})/.exec(mail.text_body)![1]! };
  };

  /** Lets the next app code through although the test already used the current step. */
  const forgetUsedStep = async (username: string) =>
    t.database.db
      .updateTable('user_two_factor')
      .set({ totp_last_step: null })
      .where('user_id', '=', await userId(username))
      .execute();

  /** Sets up an authenticator app through the profile; answers the secret and the recovery codes. */
  const enrolTotp = async (username: string) => {
    const client = await Client.login(t.app, username);
    const start = await client.post(`${PROFILE_2FA}/totp/start`, { password: DEMO_PASSWORD });
    expect(start.statusCode).toBe(200);
    const { secret } = start.json();
    const confirm = await client.post(`${PROFILE_2FA}/totp/confirm`, { code: appCode(secret) });
    expect(confirm.statusCode).toBe(200);
    return { client, secret: secret as string, recoveryCodes: confirm.json().recoveryCodes as string[] };
  };

  describe('setting up an authenticator app in the profile', () => {
    it('answers a secret and its otpauth URI, and switches on with a correct code', async () => {
      const client = await Client.login(t.app, 'demo.superuser');
      const start = await client.post(`${PROFILE_2FA}/totp/start`, { password: DEMO_PASSWORD });
      expect(start.statusCode).toBe(200);
      const body = start.json();
      expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(body.otpauthUri).toBe(
        `otpauth://totp/Immodesk:demo.superuser?secret=${body.secret}&issuer=Immodesk&algorithm=SHA1&digits=6&period=30`,
      );
      expect((await client.get(PROFILE_2FA)).json()).toMatchObject({ enabled: false, pendingMethod: 'totp' });

      const confirm = await client.post(`${PROFILE_2FA}/totp/confirm`, { code: appCode(body.secret) });
      expect(confirm.statusCode).toBe(200);
      const codes: string[] = confirm.json().recoveryCodes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(confirm.json().twoFactor).toMatchObject({
        enabled: true,
        method: 'totp',
        recoveryCodesLeft: 10,
      });
    });

    it('stores the secret sealed and the recovery codes hashed, and never shows the secret again', async () => {
      const { client, secret, recoveryCodes } = await enrolTotp('demo.assistant');
      const id = await userId('demo.assistant');
      const row = await t.database.db
        .selectFrom('user_two_factor')
        .selectAll()
        .where('user_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.totp_secret).not.toContain(secret);
      expect(row.totp_secret).toMatch(/^v1\./);
      const hashes = await t.database.db
        .selectFrom('recovery_codes')
        .select('code_hash')
        .where('user_id', '=', id)
        .execute();
      expect(hashes.map((h) => h.code_hash)).not.toContain(recoveryCodes[0]);
      const status = await client.get(PROFILE_2FA);
      expect(status.body).not.toContain(secret);
    });

    it('asks for the current password before starting', async () => {
      const client = await Client.login(t.app, 'demo.marketer');
      const res = await client.post(`${PROFILE_2FA}/totp/start`, { password: 'Wrong2026!' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ password: 'current_password_wrong' });
    });

    it('refuses a wrong code and stays off', async () => {
      const client = await Client.login(t.app, 'demo.marketer');
      const { secret } = (await client.post(`${PROFILE_2FA}/totp/start`, { password: DEMO_PASSWORD })).json();
      const wrong = String((Number(appCode(secret)) + 1) % 1_000_000).padStart(6, '0');
      const res = await client.post(`${PROFILE_2FA}/totp/confirm`, { code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ code: 'two_factor_code_invalid' });
      expect((await client.get(PROFILE_2FA)).json().enabled).toBe(false);
    });

    it('refuses to confirm a method that was not started', async () => {
      const client = await Client.login(t.app, 'demo.contract');
      const res = await client.post(`${PROFILE_2FA}/email/confirm`, { code: '123456' });
      expect(res.statusCode).toBe(409);
      expect(res.json().messageKey).toBe('two_factor_not_pending');
    });
  });

  describe('signing in with an authenticator app', () => {
    let secret: string;
    let recoveryCodes: string[];

    beforeAll(async () => {
      ({ secret, recoveryCodes } = await enrolTotp('demo.user'));
    });

    it('answers login with a challenge and no session', async () => {
      const res = await login('demo.user');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ twoFactorRequired: true, method: 'totp', enrolmentRequired: false });
      expect(body.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body).not.toHaveProperty('token');
      const stored = await t.database.db
        .selectFrom('two_factor_challenges')
        .select('token_hash')
        .where('token_hash', '=', hashToken(body.challenge))
        .executeTakeFirst();
      expect(stored).toBeDefined();
    });

    it('opens a session with the app code, once per challenge', async () => {
      const { challenge } = (await login('demo.user')).json();
      await forgetUsedStep('demo.user');
      const res = await authenticate(challenge, appCode(secret));
      expect(res.statusCode).toBe(200);
      const { token, user } = res.json();
      expect(user.username).toBe('demo.user');
      const client = new Client(t.app, token);
      expect((await client.get('/api/v1/bootstrap')).statusCode).toBe(200);
      const sessions = (await client.get('/api/v1/users/sessions')).json().sessions;
      expect(sessions.find((s: { current: boolean }) => s.current).second_factor).toBe('totp');

      await forgetUsedStep('demo.user');
      const again = await authenticate(challenge, appCode(secret));
      expect(again.statusCode).toBe(400);
      expect(again.json().messageKey).toBe('two_factor_challenge_invalid');
    });

    it('accepts an app code only once', async () => {
      await forgetUsedStep('demo.user');
      const code = appCode(secret);
      const first = await authenticate((await login('demo.user')).json().challenge, code);
      expect(first.statusCode).toBe(200);
      const second = await authenticate((await login('demo.user')).json().challenge, code);
      expect(second.statusCode).toBe(400);
      expect(second.json().messageKey).toBe('two_factor_code_invalid');
    });

    it('refuses an expired challenge with 410', async () => {
      const { challenge } = (await login('demo.user')).json();
      await t.database.db
        .updateTable('two_factor_challenges')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', hashToken(challenge))
        .execute();
      await forgetUsedStep('demo.user');
      const res = await authenticate(challenge, appCode(secret));
      expect(res.statusCode).toBe(410);
      expect(res.json().messageKey).toBe('two_factor_challenge_expired');
    });

    it('gives the challenge five minutes', async () => {
      const before = Date.now();
      const { challenge, expiresAt } = (await login('demo.user')).json();
      const minutes = (Date.parse(expiresAt) - before) / 60_000;
      expect(minutes).toBeGreaterThan(4.9);
      expect(minutes).toBeLessThanOrEqual(5.01);
      expect(challenge).toBeTruthy();
    });

    it('refuses a challenge in another project than the one it was made for', async () => {
      const { challenge } = (await login('demo.user')).json();
      await forgetUsedStep('demo.user');
      const res = await authenticate(challenge, appCode(secret), 'verkauf');
      expect(res.statusCode).toBe(400);
      expect(res.json().messageKey).toBe('two_factor_challenge_invalid');
    });

    it('takes a recovery code once, and counts what is left', async () => {
      const code = recoveryCodes[0]!.toUpperCase();
      const first = await authenticate((await login('demo.user')).json().challenge, code);
      expect(first.statusCode).toBe(200);
      const client = new Client(t.app, first.json().token);
      expect((await client.get(PROFILE_2FA)).json().recoveryCodesLeft).toBe(9);
      const second = await authenticate((await login('demo.user')).json().challenge, recoveryCodes[0]!);
      expect(second.statusCode).toBe(400);
      expect(second.json().errors).toEqual({ code: 'two_factor_code_invalid' });
    });

    it('refuses the code of a secret that is not the user’s', async () => {
      const res = await authenticate(
        (await login('demo.user')).json().challenge,
        appCode('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
      );
      expect(res.statusCode).toBe(400);
    });

    it('replaces the recovery codes on request, after the password', async () => {
      const client = new Client(
        t.app,
        (await authenticate((await login('demo.user')).json().challenge, recoveryCodes[1]!)).json().token,
      );
      expect(
        (await client.post(`${PROFILE_2FA}/recovery-codes`, { password: 'Wrong2026!' })).statusCode,
      ).toBe(400);
      const res = await client.post(`${PROFILE_2FA}/recovery-codes`, { password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      const fresh: string[] = res.json().recoveryCodes;
      expect(fresh).toHaveLength(10);
      const old = await authenticate((await login('demo.user')).json().challenge, recoveryCodes[2]!);
      expect(old.statusCode).toBe(400);
      const renewed = await authenticate((await login('demo.user')).json().challenge, fresh[0]!);
      expect(renewed.statusCode).toBe(200);
      recoveryCodes = fresh.slice(1);
    });

    it('keeps the password step as before: a wrong password is 401, not a challenge', async () => {
      const res = await login('demo.user', 'rent', 'Wrong2026!');
      expect(res.statusCode).toBe(401);
      expect(res.json().messageKey).toBe('invalid_credentials');
    });
  });

  describe('wrong codes are throttled like passwords', () => {
    it('refuses the user with 429 and Retry-After after 10 wrong codes, even with the right code', async () => {
      const { secret } = await enrolTotp('demo.analyst');
      const { challenge } = (await login('demo.analyst')).json();
      for (let i = 0; i < 10; i++) {
        const res = await authenticate(challenge, '000000');
        expect(res.statusCode).toBe(400);
      }
      await forgetUsedStep('demo.analyst');
      const blocked = await authenticate(challenge, appCode(secret));
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().messageKey).toBe('too_many_code_attempts');
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // a new challenge (the password is known) does not reset the count
      const fresh = (await login('demo.analyst')).json().challenge;
      expect((await authenticate(fresh, appCode(secret))).statusCode).toBe(429);
    });

    it('lets the user in again once the wrong codes are older than 15 minutes', async () => {
      const id = await userId('demo.analyst');
      await t.database.db
        .updateTable('login_failures')
        .set({ failed_at: new Date(Date.now() - 16 * 60_000).toISOString() })
        .where('username_key', '=', `2fa:${id}`)
        .execute();
      const { secret } = await (async () => {
        // the analyst's secret is sealed; set a known one up again through the profile
        await t.database.db.deleteFrom('user_two_factor').where('user_id', '=', id).execute();
        return enrolTotp('demo.analyst');
      })();
      await forgetUsedStep('demo.analyst');
      const res = await authenticate((await login('demo.analyst')).json().challenge, appCode(secret));
      expect(res.statusCode).toBe(200);
    });
  });

  describe('code guessing locks neither the owner out nor stays unlimited per address', () => {
    const fromAddress = (ip: string, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { 'tenant-name': 'beta' }, payload, remoteAddress: ip });
    const challengeFrom = async (ip: string, username: string) => {
      const res = await fromAddress(ip, '/api/v1/login', { username, password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      return res.json().challenge as string;
    };

    it('lets the right code from an address that has not been failing in while another guesses', async () => {
      const client = await Client.login(t.app, 'beta.marketer', 'beta');
      const start = await client.post(`${PROFILE_2FA}/totp/start`, { password: DEMO_PASSWORD });
      const { secret } = start.json();
      expect((await client.post(`${PROFILE_2FA}/totp/confirm`, { code: appCode(secret) })).statusCode).toBe(
        200,
      );
      const attacker = await challengeFrom('198.51.100.20', 'beta.marketer');
      for (let i = 0; i < 10; i++)
        expect(
          (
            await fromAddress('198.51.100.20', '/api/v1/2fa-authentication', {
              challenge: attacker,
              code: '000000',
            })
          ).statusCode,
        ).toBe(400);
      await forgetUsedStep('beta.marketer');
      const blocked = await fromAddress('198.51.100.20', '/api/v1/2fa-authentication', {
        challenge: attacker,
        code: appCode(secret),
      });
      expect(blocked.statusCode).toBe(429);
      const owner = await challengeFrom('198.51.100.21', 'beta.marketer');
      const res = await fromAddress('198.51.100.21', '/api/v1/2fa-authentication', {
        challenge: owner,
        code: appCode(secret),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().token).toBeTruthy();
      // later cases count the project's users with a second factor
      await t.database.db
        .deleteFrom('user_two_factor')
        .where('user_id', '=', await userId('beta.marketer'))
        .execute();
    });

    it('refuses an address that keeps guessing codes over many accounts', async () => {
      const ip = '198.51.100.30';
      const users = ['beta.admin', 'beta.superuser', 'beta.user', 'beta.assistant', 'beta.contract'];
      const answers: number[] = [];
      try {
        for (const username of users) {
          const client = await Client.login(t.app, username, 'beta');
          await t.database.db
            .deleteFrom('user_two_factor')
            .where('user_id', '=', await userId(username))
            .execute();
          const { secret } = (
            await client.post(`${PROFILE_2FA}/totp/start`, { password: DEMO_PASSWORD })
          ).json();
          await client.post(`${PROFILE_2FA}/totp/confirm`, { code: appCode(secret) });
          const challenge = await challengeFrom(ip, username);
          for (let i = 0; i < 8; i++)
            answers.push(
              (await fromAddress(ip, '/api/v1/2fa-authentication', { challenge, code: '000000' })).statusCode,
            );
        }
        expect(answers.slice(0, 30).every((status) => status === 400)).toBe(true);
        expect(answers.slice(30).every((status) => status === 429)).toBe(true);
        const res = await fromAddress(ip, '/api/v1/2fa-authentication', {
          challenge: await challengeFrom(ip, 'beta.admin'),
          code: '000000',
        });
        expect(res.json().messageKey).toBe('too_many_attempts_from_address');
      } finally {
        // later cases sign these users in with the password alone
        for (const username of users)
          await t.database.db
            .deleteFrom('user_two_factor')
            .where('user_id', '=', await userId(username))
            .execute();
      }
    });
  });

  describe('codes by e-mail', () => {
    it('sets up e-mailed codes with a code from the outbox', async () => {
      const client = await Client.login(t.app, 'demo.contract');
      const start = await client.post(`${PROFILE_2FA}/email/start`, { password: DEMO_PASSWORD });
      expect(start.statusCode).toBe(200);
      expect(start.json().sentTo).toBe('d***@immodesk.demo');
      const { code, mail } = await lastCodeMail('demo.contract');
      expect(mail.subject).toBe('Ihr Code für die Anmeldung');
      expect(mail.html_body).toContain(code);
      const confirm = await client.post(`${PROFILE_2FA}/email/confirm`, { code });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json().twoFactor).toMatchObject({ enabled: true, method: 'email' });
    });

    it('mails a code at login and opens the session with it, once', async () => {
      const res = await login('demo.contract');
      expect(res.json()).toMatchObject({
        twoFactorRequired: true,
        method: 'email',
        sentTo: 'd***@immodesk.demo',
      });
      const { code } = await lastCodeMail('demo.contract');
      const ok = await authenticate(res.json().challenge, code);
      expect(ok.statusCode).toBe(200);
      const again = await authenticate((await login('demo.contract')).json().challenge, code);
      expect(again.statusCode).toBe(400);
    });

    it('does not take the code of one sign-in for another', async () => {
      const first = (await login('demo.contract')).json().challenge;
      const { code } = await lastCodeMail('demo.contract');
      const second = (await login('demo.contract')).json().challenge;
      expect((await authenticate(second, code)).statusCode).toBe(400);
      expect((await authenticate(first, code)).statusCode).toBe(200);
    });

    it('refuses an e-mailed code that ran out', async () => {
      const { challenge } = (await login('demo.contract')).json();
      const { code } = await lastCodeMail('demo.contract');
      await t.database.db
        .updateTable('two_factor_email_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', await userId('demo.contract'))
        .execute();
      expect((await authenticate(challenge, code)).statusCode).toBe(400);
    });

    it('sends a new code on request, not twice within 30 seconds, and the old one stops working', async () => {
      const { challenge } = (await login('demo.contract')).json();
      const { code: first } = await lastCodeMail('demo.contract');
      const soon = await post('/api/v1/2fa-authentication/resend', { challenge });
      expect(soon.statusCode).toBe(429);
      expect(soon.json().messageKey).toBe('two_factor_resend_too_soon');
      expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
      await t.database.db
        .updateTable('two_factor_email_codes')
        .set({ created_at: new Date(Date.now() - 60_000).toISOString() })
        .where('user_id', '=', await userId('demo.contract'))
        .execute();
      const resent = await post('/api/v1/2fa-authentication/resend', { challenge });
      expect(resent.statusCode).toBe(200);
      const { code: second } = await lastCodeMail('demo.contract');
      if (second !== first) expect((await authenticate(challenge, first)).statusCode).toBe(400);
      expect((await authenticate(challenge, second)).statusCode).toBe(200);
    });

    it('does not resend for an app sign-in', async () => {
      const { challenge } = (await login('demo.user')).json();
      const res = await post('/api/v1/2fa-authentication/resend', { challenge });
      expect(res.statusCode).toBe(409);
    });
  });

  describe('turning it off', () => {
    it('needs the password, then signs in with the password alone and tells the user by mail', async () => {
      const { client } = await enrolTotp('demo.marketer');
      expect((await client.post(`${PROFILE_2FA}/disable`, { password: 'Wrong2026!' })).statusCode).toBe(400);
      const off = await client.post(`${PROFILE_2FA}/disable`, { password: DEMO_PASSWORD });
      expect(off.statusCode).toBe(200);
      expect(off.json().twoFactor).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
      const res = await login('demo.marketer');
      expect(res.json().token).toBeTruthy();
      const mail = await t.database.db
        .selectFrom('outbox')
        .select('kind')
        .where('to_address', '=', 'demo.marketer@immodesk.demo')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail.kind).toBe('two_factor_disabled');
    });
  });

  describe('a project that requires a second factor', () => {
    it('lets only an admin read and change the setting', async () => {
      const superadmin = await Client.login(t.app, 'demo.superadmin', 'verkauf');
      expect((await superadmin.get('/api/v1/settings/two-factor')).json()).toMatchObject({
        require_2fa: false,
      });
      const user = await Client.login(t.app, 'beta.user', 'beta');
      expect((await user.get('/api/v1/settings/two-factor')).statusCode).toBe(403);
      expect((await user.post('/api/v1/settings/two-factor', { require_2fa: true })).statusCode).toBe(403);
      const admin = await Client.login(t.app, 'beta.admin', 'beta');
      const bad = await admin.post('/api/v1/settings/two-factor', { require_2fa: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ require_2fa: 'boolean_expected' });
    });

    it('leads a user without a second factor to set one up before the session opens', async () => {
      const admin = await Client.login(t.app, 'beta.admin', 'beta');
      const saved = await admin.post('/api/v1/settings/two-factor', { require_2fa: true });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ require_2fa: true });
      expect(saved.json().staff.enrolled).toBe(0);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'before', 'after', 'user_id'])
        .where('entity', '=', 'projects')
        .where('entity_id', '=', String(await t.projectId('beta')))
        .execute();
      expect(audit).toEqual([
        {
          action: 'update',
          before: JSON.stringify({ require_2fa: 0 }),
          after: JSON.stringify({ require_2fa: 1 }),
          user_id: await userId('beta.admin'),
        },
      ]);

      const res = await login('beta.superuser', 'beta');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ twoFactorRequired: true, method: null, enrolmentRequired: true });
      expect(body).not.toHaveProperty('token');
      // no code before a method is chosen
      const early = await authenticate(body.challenge, '123456', 'beta');
      expect(early.statusCode).toBe(400);
      expect(early.json().messageKey).toBe('two_factor_method_missing');

      const setup = await post(
        '/api/v1/2fa-authentication/setup',
        { challenge: body.challenge, method: 'totp' },
        'beta',
      );
      expect(setup.statusCode).toBe(200);
      const { secret, otpauthUri } = setup.json();
      expect(otpauthUri).toContain(`secret=${secret}`);
      const done = await authenticate(body.challenge, appCode(secret), 'beta');
      expect(done.statusCode).toBe(200);
      expect(done.json().token).toBeTruthy();
      expect(done.json().recoveryCodes).toHaveLength(10);

      // from now on the user signs in with the app
      const next = await login('beta.superuser', 'beta');
      expect(next.json()).toMatchObject({ twoFactorRequired: true, method: 'totp' });
      // the session opened with the app works; the admin's, opened without a second factor, no longer does
      expect((await new Client(t.app, done.json().token, 'beta').get('/api/v1/bootstrap')).statusCode).toBe(
        200,
      );
      const refused = await admin.get('/api/v1/settings/two-factor');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().messageKey).toBe('two_factor_required');
    });

    it('sets up e-mailed codes during sign-in too, and then refuses to turn them off', async () => {
      const { challenge } = (await login('beta.assistant', 'beta')).json();
      const setup = await post('/api/v1/2fa-authentication/setup', { challenge, method: 'email' }, 'beta');
      expect(setup.statusCode).toBe(200);
      expect(setup.json().sentTo).toBe('b***@beta.demo');
      const { code } = await lastCodeMail('beta.assistant');
      const done = await authenticate(challenge, code, 'beta');
      expect(done.statusCode).toBe(200);
      expect(done.json().recoveryCodes).toHaveLength(10);

      const client = new Client(t.app, done.json().token, 'beta');
      expect((await client.get(PROFILE_2FA)).json()).toMatchObject({
        enabled: true,
        method: 'email',
        required: true,
        requiredByProject: true,
      });
      const off = await client.post(`${PROFILE_2FA}/disable`, { password: DEMO_PASSWORD });
      expect(off.statusCode).toBe(409);
      expect(off.json().messageKey).toBe('two_factor_required_by_project');
    });

    it('gives the sign-in that sets up a second factor 15 minutes', async () => {
      const before = Date.now();
      const { expiresAt } = (await login('beta.contract', 'beta')).json();
      const minutes = (Date.parse(expiresAt) - before) / 60_000;
      expect(minutes).toBeGreaterThan(14.9);
      expect(minutes).toBeLessThanOrEqual(15.01);
    });

    it('leaves users of projects that do not require it alone', async () => {
      const res = await login('demo.admin');
      expect(res.json().token).toBeTruthy();
    });

    it('refuses setup for a user who already has a second factor', async () => {
      const { challenge } = (await login('beta.superuser', 'beta')).json();
      const res = await post('/api/v1/2fa-authentication/setup', { challenge, method: 'email' }, 'beta');
      expect(res.statusCode).toBe(409);
      expect(res.json().messageKey).toBe('two_factor_already_set_up');
    });

    it('refuses a session opened without a second factor in a project that requires one, and only there', async () => {
      // a user who signs in with the password alone (earlier cases gave this one an app)
      await t.database.db
        .deleteFrom('user_two_factor')
        .where('user_id', '=', await userId('demo.superuser'))
        .execute();
      const user = await Client.login(t.app, 'demo.superuser');
      const inSale = new Client(t.app, user.token, 'verkauf');
      expect((await inSale.get('/api/v1/bootstrap')).statusCode).toBe(200);
      const admin = await Client.login(t.app, 'demo.admin', 'verkauf');
      expect((await admin.post('/api/v1/settings/two-factor', { require_2fa: true })).statusCode).toBe(200);
      try {
        const refused = await inSale.get('/api/v1/bootstrap');
        expect(refused.statusCode).toBe(401);
        expect(refused.json().messageKey).toBe('two_factor_required');
        // the same session in the reletting project, which does not require one
        expect((await user.get('/api/v1/bootstrap')).statusCode).toBe(200);
      } finally {
        await t.database.db
          .updateTable('projects')
          .set({ require_2fa: 0 })
          .where('id', '=', await t.projectId('verkauf'))
          .execute();
      }
    });
  });
});
