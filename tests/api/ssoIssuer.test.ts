import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptSecret } from '../../server/core/secrets';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

/** A TCP server that counts the connections it is offered and drops them. */
async function listener(): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let count = 0;
  const server = net.createServer((socket) => {
    count += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const start = (t: TestApp) =>
  t.app.inject({ method: 'POST', url: '/api/v2/oicd/sso', headers: { 'tenant-name': 'rent' }, payload: {} });

/** Writes an issuer straight into the project's settings, as one saved before the rules or a host whose address changed. */
async function storeIssuer(t: TestApp, issuerUrl: string): Promise<void> {
  const projectId = await t.projectId('rent');
  const values = {
    provider: 'oidc',
    enabled: 1,
    directory_id: '',
    client_id: 'immodesk-test',
    client_secret: encryptSecret('a-secret'),
    issuer_url: issuerUrl,
    allow_create_users: 0,
    default_role: 'user',
    updated_by: null,
    updated_at: new Date().toISOString(),
  };
  await t.database.db.deleteFrom('sso_settings').where('project_id', '=', projectId).execute();
  await t.database.db
    .insertInto('sso_settings')
    .values({ ...values, project_id: projectId, version: 1, created_at: values.updated_at })
    .execute();
}

describe.each(DIALECTS)('single sign-on issuer addresses (%s)', (dialect) => {
  let t: TestApp;
  let target: Awaited<ReturnType<typeof listener>>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    target = await listener();
  });
  afterAll(async () => {
    await target?.close();
    await t?.close();
  });

  it('never connects to an issuer whose host name resolves to this machine', async () => {
    await storeIssuer(t, `https://localhost:${target.port}/realms/immo`);
    const res = await start(t);
    expect(res.statusCode).toBe(502);
    expect(res.json().messageKey).toBe('sso_provider_unreachable');
    expect(res.body).not.toContain('localhost');
    expect(target.connections()).toBe(0);
  });

  it('never connects to a stored http or private issuer', async () => {
    for (const issuer of [`http://127.0.0.1:${target.port}`, `https://127.0.0.1:${target.port}`]) {
      await storeIssuer(t, issuer);
      const res = await start(t);
      expect(res.statusCode, issuer).toBe(502);
      expect(res.body).not.toContain('127.0.0.1');
    }
    expect(target.connections()).toBe(0);
  });
});

describe.each(DIALECTS)('single sign-on issuer errors, told nobody (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { ssoAllowPrivateIssuer: true });
    admin = await Client.login(t.app, 'demo.admin');
    server = http.createServer((req, res) => {
      if (req.url?.startsWith('/garbage/')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"issuer": 42');
      } else res.writeHead(404).end('not here');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await t?.close();
  });

  it('answers the unauthenticated caller one message whatever went wrong at the issuer', async () => {
    const bodies = new Set<string>();
    for (const issuer of ['http://127.0.0.1:9/refused', `${base}/missing`, `${base}/garbage/realm`]) {
      const saved = await admin.post('/api/v1/settings/authentication', {
        provider: 'oidc',
        enabled: true,
        issuerUrl: issuer,
        clientId: 'immodesk-test',
        clientSecret: 'a-secret',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const res = await start(t);
      expect(res.statusCode, issuer).toBe(502);
      expect(res.body).not.toContain('127.0.0.1');
      expect(res.body).not.toMatch(/ECONNREFUSED|404|JSON/);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0]!)).toEqual({
      messageKey: 'sso_provider_unreachable',
      message:
        'Der Anmeldedienst ist nicht erreichbar. Bitte versuchen Sie es später erneut oder wenden Sie sich an Ihre Administration.',
    });
  });
});
