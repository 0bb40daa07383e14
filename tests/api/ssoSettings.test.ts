import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '../../server/core/secrets';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const TENANT = '8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b';
const SECRET = 'Xy7~Q8.abcdefghijklmnopqrstuvwx_0123';

describe.each(DIALECTS)('single sign-on settings (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  const url = '/api/v1/settings/authentication';
  const azure = (changes: Record<string, unknown> = {}) => ({
    provider: 'azure',
    enabled: true,
    directoryId: TENANT,
    clientId: 'c0ffee00-1111-2222-3333-444455556666',
    clientSecret: SECRET,
    allowCreateUsers: false,
    defaultRole: 'user',
    ...changes,
  });
  const stored = async (slug = 'rent') =>
    t.database.db
      .selectFrom('sso_settings')
      .selectAll()
      .where('project_id', '=', await t.projectId(slug))
      .executeTakeFirst();

  it('answers the defaults before anything is saved, with the callback URL to register', async () => {
    const res = await admin.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'azure',
      enabled: false,
      directoryId: '',
      clientId: '',
      hasSecret: false,
      allowCreateUsers: false,
      defaultRole: 'user',
      callbackUrl: `${t.config.publicUrl}/api/v2/sso/callback`,
      version: 0,
    });
    expect(res.json().roles).not.toContain('admin');
    expect(res.json().roles).not.toContain('superadmin');
  });

  it('stores the secret encrypted and never answers it', async () => {
    const saved = await admin.post(url, azure());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBeTruthy();
    const row = await stored();
    expect(row!.client_secret).not.toBe(SECRET);
    expect(row!.client_secret).not.toContain(SECRET.slice(0, 8));
    expect(decryptSecret(row!.client_secret)).toBe(SECRET);

    const got = await admin.get(url);
    for (const res of [saved, got]) {
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain(row!.client_secret);
      expect(res.json()).not.toHaveProperty('clientSecret');
      expect(res.json()).toMatchObject({ hasSecret: true, enabled: true, directoryId: TENANT });
    }
  });

  it('derives the Entra issuer from the directory id', async () => {
    const res = await admin.get(url);
    expect(res.json().issuer).toBe(`https://login.microsoftonline.com/${TENANT}/v2.0`);
  });

  it('keeps the stored secret when the form sends an empty one', async () => {
    const before = (await stored())!.client_secret;
    const res = await admin.post(
      url,
      azure({ clientSecret: '', allowCreateUsers: true, defaultRole: 'assistant' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = (await stored())!;
    expect(after.client_secret).toBe(before);
    expect(after.allow_create_users).toBe(1);
    expect(after.default_role).toBe('assistant');
    expect(res.json().hasSecret).toBe(true);
  });

  it('replaces the secret when a new one is sent', async () => {
    await admin.post(url, azure({ clientSecret: 'a-new-secret-value' }));
    expect(decryptSecret((await stored())!.client_secret)).toBe('a-new-secret-value');
  });

  it('refuses incomplete or malformed settings, naming each field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [azure({ directoryId: '' }), 'directoryId', 'sso_directory_id_required'],
      [azure({ directoryId: 'contoso.onmicrosoft.com' }), 'directoryId', 'sso_directory_id_invalid'],
      [azure({ clientId: '' }), 'clientId', 'sso_client_id_required'],
      [azure({ clientId: 'has spaces in it' }), 'clientId', 'sso_client_id_invalid'],
      [azure({ defaultRole: 'admin' }), 'defaultRole', 'sso_default_role_invalid'],
      [azure({ provider: 'saml' }), 'provider', 'sso_provider_invalid'],
      [{ ...azure(), provider: 'oidc', issuerUrl: '' }, 'issuerUrl', 'sso_issuer_required'],
      [
        { ...azure(), provider: 'oidc', issuerUrl: 'http://login.example.ch' },
        'issuerUrl',
        'sso_issuer_invalid',
      ],
      [
        { ...azure(), provider: 'oidc', issuerUrl: 'https://login.example.ch?x=1' },
        'issuerUrl',
        'sso_issuer_invalid',
      ],
      [{ ...azure(), provider: 'oidc', issuerUrl: 'not a url' }, 'issuerUrl', 'sso_issuer_invalid'],
    ];
    const before = await stored();
    for (const [body, field, key] of cases) {
      const res = await admin.post(url, body);
      expect(res.statusCode, `${field} ${res.body}`).toBe(400);
      expect(res.json().errors[field], field).toBe(key);
      expect(res.json().messageKey).toBe(key);
      expect(res.json().message).not.toContain('sso_');
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses an issuer on http or on a loopback, link-local or private address', async () => {
    const oidc = (issuerUrl: string) => ({ ...azure({ clientSecret: '' }), provider: 'oidc', issuerUrl });
    const before = await stored();
    const refused: Array<[string, string]> = [
      ['http://127.0.0.1:9/realms/immo', 'sso_issuer_invalid'],
      ['http://localhost:8080', 'sso_issuer_invalid'],
      ['https://localhost/realms/immo', 'sso_issuer_private'],
      ['https://login.localhost', 'sso_issuer_private'],
      ['https://127.0.0.1', 'sso_issuer_private'],
      ['https://2130706433', 'sso_issuer_private'],
      ['https://0.0.0.0', 'sso_issuer_private'],
      ['https://10.1.2.3', 'sso_issuer_private'],
      ['https://172.16.0.1', 'sso_issuer_private'],
      ['https://192.168.1.10:8443/realms/immo', 'sso_issuer_private'],
      ['https://100.64.0.1', 'sso_issuer_private'],
      ['https://169.254.169.254/latest', 'sso_issuer_private'],
      ['https://[::1]', 'sso_issuer_private'],
      ['https://[::]', 'sso_issuer_private'],
      ['https://[fe80::1]', 'sso_issuer_private'],
      ['https://[fd12:3456::1]', 'sso_issuer_private'],
      ['https://[::ffff:127.0.0.1]', 'sso_issuer_private'],
      ['https://[::ffff:10.0.0.1]', 'sso_issuer_private'],
    ];
    for (const [issuerUrl, key] of refused) {
      const res = await admin.post(url, oidc(issuerUrl));
      expect(res.statusCode, `${issuerUrl} ${res.body}`).toBe(400);
      expect(res.json().errors, issuerUrl).toEqual({ issuerUrl: key });
    }
    const res = await admin.post(url, oidc('https://10.0.0.5/realms/immo'));
    expect(res.json().message).toBe(
      'Die Aussteller-URL zeigt auf eine interne Adresse (dieser Rechner oder ein privates Netz). Bitte geben Sie die öffentliche https-Adresse Ihres Anmeldedienstes ein.',
    );
    expect(await stored()).toEqual(before);
    // public addresses stay allowed
    for (const issuerUrl of ['https://8.8.8.8/realms/immo', 'https://[2a00:1450:400a::200e]']) {
      const ok = await admin.post(url, oidc(issuerUrl));
      expect(ok.statusCode, `${issuerUrl} ${ok.body}`).toBe(200);
    }
  });

  it('asks for a secret before sign-in can be turned on, on a project without one', async () => {
    const verkauf = admin.inTenant('verkauf');
    const res = await verkauf.post(url, azure({ clientSecret: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ clientSecret: 'sso_client_secret_required' });
    expect(res.json().message).toBe('Bitte geben Sie den geheimen Clientschlüssel ein.');
    // switched off, the form may be saved unfinished
    expect(
      (await verkauf.post(url, azure({ clientSecret: '', enabled: false, clientId: '' }))).statusCode,
    ).toBe(200);
  });

  it('keeps each project its own directory', async () => {
    const other = await admin.inTenant('erstvermietung').get(url);
    expect(other.json()).toMatchObject({ version: 0, hasSecret: false, directoryId: '' });
  });

  it('accepts a generic provider on https and clears the Entra fields', async () => {
    const res = await admin.post(url, {
      ...azure({ clientSecret: '' }),
      provider: 'oidc',
      issuerUrl: 'https://login.example.ch/realms/immo',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'oidc',
      directoryId: '',
      issuerUrl: 'https://login.example.ch/realms/immo',
      issuer: 'https://login.example.ch/realms/immo',
    });
  });

  it('refuses a save over a newer version with 409', async () => {
    const { version } = (await admin.get(url)).json<{ version: number }>();
    const first = await admin.post(url, azure({ clientSecret: '', version }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(version + 1);
    const stale = await admin.post(url, azure({ clientSecret: '', version, enabled: false }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageKey).toBe('sso_settings_changed');
    expect((await stored())!.enabled).toBe(1);
  });

  it('is for administrators only', async () => {
    const user = await Client.login(t.app, 'demo.superuser');
    expect((await user.get(url)).statusCode).toBe(403);
    expect((await user.post(url, azure())).statusCode).toBe(403);
    expect((await new Client(t.app, null).get(url)).statusCode).toBe(401);
  });
});
