import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/core/auth';
import { ConfigError, loadConfig } from '../../server/core/config';
import { createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './harness';

const CLIENT = '203.0.113.7';
const FORGED = '198.51.100.9';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('reads a hop count or a list of addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else, trusting everyone included', () => {
    for (const raw of ['true', '*', '10.0.0.300', '10.0.0.0/33', 'proxy.example.ch', '1.2.3.4,,x']) {
      expect(() => loadConfig({ TRUST_PROXY: raw }), raw).toThrow(ConfigError);
    }
  });
});

describe.each(DIALECTS)('proxy headers (%s)', (dialect) => {
  let untrusting: TestApp;
  let trusting: TestApp;

  beforeAll(async () => {
    untrusting = await createTestApp(dialect);
    trusting = await createTestApp(dialect, { trustProxy: [CLIENT] });
  });
  afterAll(async () => {
    await untrusting.close();
    await trusting.close();
  });

  const login = (t: TestApp, username: string, password: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers,
      payload: { username, password },
      remoteAddress: CLIENT,
    });

  async function sessionIp(t: TestApp, token: string): Promise<string> {
    const row = await t.database.db
      .selectFrom('sessions')
      .select('ip')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    return row.ip;
  }

  async function failureIps(t: TestApp): Promise<string[]> {
    const rows = await t.database.db.selectFrom('login_failures').select('ip').execute();
    return rows.map((row) => row.ip);
  }

  it('ignores X-Forwarded-For for the session and the login failures when no proxy is trusted', async () => {
    const headers = { 'tenant-name': 'rent', 'x-forwarded-for': FORGED };
    const ok = await login(untrusting, 'demo.admin', DEMO_PASSWORD, headers);
    expect(ok.statusCode).toBe(200);
    expect(await sessionIp(untrusting, ok.json<{ token: string }>().token)).toBe(CLIENT);

    const wrong = await login(untrusting, 'demo.user', 'Wrong2026!', headers);
    expect(wrong.statusCode).toBe(401);
    const ips = await failureIps(untrusting);
    expect(ips).toContain(CLIENT);
    expect(ips).not.toContain(FORGED);
  });

  it('ignores X-Forwarded-Host when it picks the project and no proxy is trusted', async () => {
    // beta.admin belongs to project beta only: the host localhost picks rent
    const res = await login(untrusting, 'beta.admin', DEMO_PASSWORD, {
      host: 'localhost:3000',
      'x-forwarded-host': 'beta.localhost:3000',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().messageKey).toBe('invalid_credentials');
  });

  it('takes the client address from X-Forwarded-For sent by a trusted proxy', async () => {
    const headers = { 'tenant-name': 'rent', 'x-forwarded-for': FORGED };
    const ok = await login(trusting, 'demo.admin', DEMO_PASSWORD, headers);
    expect(ok.statusCode).toBe(200);
    expect(await sessionIp(trusting, ok.json<{ token: string }>().token)).toBe(FORGED);

    const wrong = await login(trusting, 'demo.user', 'Wrong2026!', headers);
    expect(wrong.statusCode).toBe(401);
    expect(await failureIps(trusting)).toContain(FORGED);
  });

  it('picks the project from X-Forwarded-Host sent by a trusted proxy', async () => {
    const res = await login(trusting, 'beta.admin', DEMO_PASSWORD, {
      host: 'localhost:3000',
      'x-forwarded-host': 'beta.localhost:3000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe('beta.admin');
  });

  it('trusts a hop count of proxies whatever their address', async () => {
    const hops = await createTestApp(dialect, { trustProxy: 1 });
    try {
      const res = await hops.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: { host: 'localhost:3000', 'x-forwarded-for': FORGED, 'x-forwarded-host': 'beta.localhost' },
        payload: { username: 'beta.admin', password: DEMO_PASSWORD },
        remoteAddress: '192.0.2.50',
      });
      expect(res.statusCode).toBe(200);
      expect(await sessionIp(hops, res.json<{ token: string }>().token)).toBe(FORGED);
    } finally {
      await hops.close();
    }
  });

  it('ignores the headers from an address the list does not name', async () => {
    const res = await trusting.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'tenant-name': 'rent', 'x-forwarded-for': FORGED },
      payload: { username: 'demo.marketer', password: DEMO_PASSWORD },
      remoteAddress: '192.0.2.50',
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionIp(trusting, res.json<{ token: string }>().token)).toBe('192.0.2.50');
  });
});
