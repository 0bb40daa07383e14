import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPermissions } from '../../schema/permissions';
import { MAX_PENDING_PER_PROJECT } from '../../server/modules/sso/flow';
import { startOidcProvider, type AccountName, type TestOidcProvider } from '../support/oidcProvider';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface PopupResult {
  targetOrigin: string;
  message: {
    type: string;
    ok: boolean;
    token?: string;
    user?: { id: number; username: string; role: string; email: string };
    message?: string;
    messageKey?: string;
  };
}

/** The result the callback page hands to its opener. */
function popupResult(html: string): PopupResult {
  const match = /<script id="sso-result" type="application\/json">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error(`no result in the page: ${html.slice(0, 300)}`);
  return JSON.parse(match[1]!) as PopupResult;
}

describe.each(DIALECTS)('single sign-on through a real OpenID provider (%s)', (dialect) => {
  let t: TestApp;
  let op: TestOidcProvider;
  let admin: Client;

  const configure = async (changes: Record<string, unknown> = {}) => {
    const res = await admin.post('/api/v1/settings/authentication', {
      provider: 'oidc',
      enabled: true,
      issuerUrl: op.issuer,
      clientId: op.client.id,
      clientSecret: op.client.secret,
      allowCreateUsers: false,
      defaultRole: 'user',
      ...changes,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    // the test provider listens on loopback over http
    t = await createTestApp(dialect, { ssoAllowPrivateIssuer: true });
    op = await startOidcProvider({ redirectUri: `${t.config.publicUrl}/api/v2/sso/callback` });
    admin = await Client.login(t.app, 'demo.admin');
    await configure();
  });
  afterAll(async () => {
    await op?.close();
    await t?.close();
  });

  const start = async (options: { path?: string; tenant?: string; redirectUri?: string } = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: options.path ?? '/api/v2/oicd/sso',
      headers: { 'tenant-name': options.tenant ?? 'rent' },
      payload: options.redirectUri ? { redirectUri: options.redirectUri } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json<{ authorizationUrl: string }>().authorizationUrl);
  };

  const callback = async (url: URL) => {
    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    return { res, result: popupResult(res.body) };
  };

  const signIn = async (account: AccountName) => callback(await op.signIn(await start(), account));

  const count = async (table: 'sessions' | 'users') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const expectRefused = (
    outcome: Awaited<ReturnType<typeof callback>>,
    status: number,
    messageKey: string,
  ) => {
    expect(outcome.res.statusCode, outcome.res.body).toBe(status);
    expect(outcome.res.headers['content-type']).toMatch(/^text\/html/);
    expect(outcome.result.message).toMatchObject({ type: 'immodesk-sso', ok: false, messageKey });
    expect(outcome.result.message.message).toBeTruthy();
    expect(outcome.result.message.token).toBeUndefined();
    expect(outcome.res.body).toContain(outcome.result.message.message!.slice(0, 20));
  };

  it('asks the provider for an authorization code with PKCE (S256), state and nonce', async () => {
    const url = await start();
    expect(url.origin).toBe(op.issuer);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: op.client.id,
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: `${t.config.publicUrl}/api/v2/sso/callback`,
    });
    expect(params.scope!.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.state!.length).toBeGreaterThanOrEqual(43);
    expect(params.nonce!.length).toBeGreaterThanOrEqual(43);
    // kept only hashed
    const row = await t.database.db
      .selectFrom('sso_logins')
      .selectAll()
      .where('state_hash', '=', sha256(params.state!))
      .executeTakeFirstOrThrow();
    expect(row.nonce_hash).toBe(sha256(params.nonce!));
    expect(JSON.stringify(row)).not.toContain(params.state!);
    expect(JSON.stringify(row)).not.toContain(params.nonce!);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60_000);
  });

  it('signs in through the provider and opens a session that works on /api/v1/bootstrap', async () => {
    const sessionsBefore = await count('sessions');
    const { res, result } = await signIn('admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<script src="/api/v2/sso/popup.js">');
    expect(result.targetOrigin).toBe(new URL(t.config.publicUrl).origin);
    expect(result.message).toMatchObject({ type: 'immodesk-sso', ok: true });
    expect(result.message.user).toMatchObject({ username: 'demo.admin', role: 'admin' });
    expect(await count('sessions')).toBe(sessionsBefore + 1);

    const session = new Client(t.app, result.message.token!);
    const bootstrap = await session.get('/api/v1/bootstrap');
    expect(bootstrap.statusCode).toBe(200);
    expect(bootstrap.json().user.username).toBe('demo.admin');
  });

  it('serves the popup script that posts the result to the opening window only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/sso/popup.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toContain('window.opener.postMessage(data.message, data.targetOrigin)');
  });

  it('refuses a state used a second time, without a second session', async () => {
    const url = await op.signIn(await start(), 'admin');
    expect((await callback(url)).res.statusCode).toBe(200);
    const sessionsBefore = await count('sessions');
    expectRefused(await callback(url), 400, 'sso_state_used');
    expect(await count('sessions')).toBe(sessionsBefore);
  });

  it('refuses an expired state, without a session', async () => {
    const authorization = await start();
    const url = await op.signIn(authorization, 'admin');
    await t.database.db
      .updateTable('sso_logins')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('state_hash', '=', sha256(authorization.searchParams.get('state')!))
      .execute();
    const sessionsBefore = await count('sessions');
    expectRefused(await callback(url), 400, 'sso_state_expired');
    expect(await count('sessions')).toBe(sessionsBefore);
  });

  it('refuses an unknown state and an answer without one', async () => {
    const unknown = new URL(`${t.config.publicUrl}/api/v2/sso/callback`);
    unknown.searchParams.set('code', 'made-up');
    unknown.searchParams.set('state', randomBytes(32).toString('base64url'));
    expectRefused(await callback(unknown), 400, 'sso_state_unknown');
    unknown.searchParams.delete('state');
    expectRefused(await callback(unknown), 400, 'sso_state_missing');
  });

  it('refuses an ID token issued for another client (wrong audience)', async () => {
    // The popup signs in for the other client, with our state, nonce and PKCE challenge; the token
    // endpoint then answers the app's code exchange with that client's tokens.
    const authorization = await start();
    authorization.searchParams.set('client_id', op.otherClient.id);
    const url = await op.signIn(authorization, 'admin');
    const sessionsBefore = await count('sessions');
    op.exchangeCodesAs(op.otherClient);
    try {
      const outcome = await callback(url);
      expectRefused(outcome, 400, 'sso_token_audience');
      expect(outcome.result.message.message).toContain('andere Anwendung');
    } finally {
      op.exchangeCodesAs(null);
    }
    expect(await count('sessions')).toBe(sessionsBefore);
  });

  it('refuses an ID token that carries the nonce of another sign-in', async () => {
    const authorization = await start();
    authorization.searchParams.set('nonce', randomBytes(32).toString('base64url'));
    const sessionsBefore = await count('sessions');
    expectRefused(await callback(await op.signIn(authorization, 'admin')), 400, 'sso_token_nonce');
    expect(await count('sessions')).toBe(sessionsBefore);
  });

  it('refuses a sign-in the provider turned down, with its reason', async () => {
    // prompt=none without a session at the provider: it answers login_required
    const authorization = await start();
    authorization.searchParams.set('prompt', 'none');
    const url = await op.signIn(authorization, 'admin');
    expect(url.searchParams.get('error')).toBe('login_required');
    const outcome = await callback(url);
    expectRefused(outcome, 400, 'sso_provider_error');
    expect(outcome.result.message.message).toContain(url.searchParams.get('error_description')!);
  });

  it('refuses an e-mail address the provider has not verified', async () => {
    const sessionsBefore = await count('sessions');
    expectRefused(await signIn('unverified'), 403, 'sso_email_unverified');
    expect(await count('sessions')).toBe(sessionsBefore);
  });

  it('refuses an unknown e-mail address and creates no user', async () => {
    const usersBefore = await count('users');
    const outcome = await signIn('newcomer');
    expectRefused(outcome, 403, 'sso_user_unknown');
    expect(outcome.result.message.message).toContain('nora.neuhaus@immodesk.demo');
    expect(await count('users')).toBe(usersBefore);
  });

  it("refuses the address of another customer's user", async () => {
    expectRefused(await signIn('otherCustomer'), 403, 'sso_user_unknown');
  });

  it('refuses a deactivated user', async () => {
    await t.database.db
      .updateTable('users')
      .set({ is_active: 0 })
      .where('username', '=', 'demo.analyst')
      .execute();
    try {
      expectRefused(await signIn('analyst'), 403, 'sso_user_inactive');
    } finally {
      await t.database.db
        .updateTable('users')
        .set({ is_active: 1 })
        .where('username', '=', 'demo.analyst')
        .execute();
    }
  });

  it('creates the user with the default role when the project allows it, once', async () => {
    await configure({ allowCreateUsers: true, defaultRole: 'assistant', clientSecret: '' });
    try {
      const usersBefore = await count('users');
      const { res, result } = await signIn('newcomer');
      expect(res.statusCode, res.body).toBe(200);
      expect(await count('users')).toBe(usersBefore + 1);
      const user = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('email_key', '=', 'nora.neuhaus@immodesk.demo')
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        role: 'assistant',
        first_name: 'Nora',
        last_name: 'Neuhaus',
        user_type: 'staff',
        is_active: 1,
        username: 'nora.neuhaus',
      });
      expect(JSON.parse(user.permissions!)).toEqual(defaultPermissions('assistant'));
      const projects = await t.database.db
        .selectFrom('user_projects')
        .select('project_id')
        .where('user_id', '=', user.id)
        .execute();
      expect(projects.map((p) => p.project_id)).toEqual([await t.projectId('rent')]);
      expect(result.message.user).toMatchObject({ id: user.id, role: 'assistant' });
      const bootstrap = await new Client(t.app, result.message.token!).get('/api/v1/bootstrap');
      expect(bootstrap.statusCode).toBe(200);

      // the next sign-in finds the account it created
      expect((await signIn('newcomer')).res.statusCode).toBe(200);
      expect(await count('users')).toBe(usersBefore + 1);
    } finally {
      await configure({ allowCreateUsers: false, clientSecret: '' });
    }
  });

  it('answers the popup in the language the sign-in started in', async () => {
    const authorization = await start({ path: '/fr/api/v2/oicd/sso' });
    const { res, result } = await callback(await op.signIn(authorization, 'otherCustomer'));
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('<html lang="fr">');
    expect(result.message.message).toContain('Il n’existe aucun compte');
  });

  it('refuses the Entra route while the project is set up for OpenID Connect', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/azure/sso',
      headers: { 'tenant-name': 'rent' },
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().messageKey).toBe('sso_not_configured');
    expect(res.json().message).toContain('Microsoft Entra ID');
  });

  it('refuses a sign-in on a project without a directory', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/oicd/sso',
      headers: { 'tenant-name': 'verkauf' },
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().messageKey).toBe('sso_not_configured');
  });

  it('takes a redirect URI on a project host of ours and refuses any other', async () => {
    const projectHost = 'http://rent.localhost:3000/api/v2/sso/callback';
    const url = await start({ redirectUri: projectHost });
    expect(url.searchParams.get('redirect_uri')).toBe(projectHost);
    for (const redirectUri of [
      'https://evil.example/api/v2/sso/callback',
      'http://localhost:3000/somewhere-else',
      'http://localhost.evil.example:3000/api/v2/sso/callback',
      'http://localhost:3000/api/v2/sso/callback?next=https://evil.example',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/oicd/sso',
        headers: { 'tenant-name': 'rent' },
        payload: { redirectUri },
      });
      expect(res.statusCode, redirectUri).toBe(400);
      expect(res.json().errors).toEqual({ redirectUri: 'sso_redirect_uri_invalid' });
    }
  });

  it('takes only the callback URLs of existing projects', async () => {
    const verkauf = 'http://verkauf.localhost:3000/api/v2/sso/callback';
    expect((await start({ redirectUri: verkauf })).searchParams.get('redirect_uri')).toBe(verkauf);
    for (const redirectUri of [
      'http://nosuchproject.localhost:3000/api/v2/sso/callback',
      'http://evil.localhost:3000/api/v2/sso/callback',
      'http://verkauf.localhost:3001/api/v2/sso/callback',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/oicd/sso',
        headers: { 'tenant-name': 'rent' },
        payload: { redirectUri },
      });
      expect(res.statusCode, redirectUri).toBe(400);
      expect(res.json().errors).toEqual({ redirectUri: 'sso_redirect_uri_invalid' });
    }
  });

  it('refuses to start more sign-ins while a project has too many in progress', async () => {
    const projectId = await t.projectId('erstvermietung');
    const configured = await admin.inTenant('erstvermietung').post('/api/v1/settings/authentication', {
      provider: 'oidc',
      enabled: true,
      issuerUrl: op.issuer,
      clientId: op.client.id,
      clientSecret: op.client.secret,
    });
    expect(configured.statusCode, configured.body).toBe(200);
    const now = Date.now();
    const pending = Array.from({ length: MAX_PENDING_PER_PROJECT }, (_, i) => ({
      project_id: projectId,
      provider: 'oidc',
      state_hash: sha256(`pending-${i}`),
      nonce_hash: sha256(`nonce-${i}`),
      code_verifier: 'v',
      redirect_uri: `${t.config.publicUrl}/api/v2/sso/callback`,
      language: 'de',
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + 60_000).toISOString(),
      used_at: null,
    }));
    await t.database.db.insertInto('sso_logins').values(pending).execute();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v2/oicd/sso',
      headers: { 'tenant-name': 'erstvermietung' },
      payload: {},
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().messageKey).toBe('sso_too_many_pending');
    // other projects are not held up
    await start();
    // once they expire, sign-ins start again
    await t.database.db
      .updateTable('sso_logins')
      .set({ expires_at: new Date(now - 1000).toISOString() })
      .where('project_id', '=', projectId)
      .execute();
    expect((await start({ tenant: 'erstvermietung' })).origin).toBe(op.issuer);
  });

  it('answers 502 with a generic message when the provider does not answer', async () => {
    await configure({ issuerUrl: 'http://127.0.0.1:9/unreachable', clientSecret: '' });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/oicd/sso',
        headers: { 'tenant-name': 'rent' },
        payload: {},
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().messageKey).toBe('sso_provider_unreachable');
      expect(res.json().message).toBe(
        'Der Anmeldedienst ist nicht erreichbar. Bitte versuchen Sie es später erneut oder wenden Sie sich an Ihre Administration.',
      );
    } finally {
      await configure({ clientSecret: '' });
    }
  });
});
