import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from './harness';

/** The headers every reply carries, errors included. */
function expectSecurityHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cache-control']).toBe('no-store');
}

/** Sends raw bytes and answers the raw reply (the server closes the connection after it). */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString('utf8')));
    socket.on('end', () => resolve(reply));
    socket.on('close', () => resolve(reply));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

function parseRaw(reply: string): { status: number; headers: Record<string, string>; body: string } {
  const [head = '', body = ''] = reply.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe.each(DIALECTS)('errors before routing (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const expectRefused = (res: LightMyRequestResponse, path: string, messageKey: string) => {
    expect(res.statusCode).toBe(400);
    expectSecurityHeaders(res.headers);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toContain(path);
    expect(res.body).not.toContain('ZZ');
    expect(res.json().messageKey).toBe(messageKey);
  };

  it('answers a path that cannot be decoded with 400, the security headers and no echo of the path', async () => {
    for (const url of ['/%ZZ', '/api/v1/objects/apartments/%ZZ', '/objects/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expectRefused(res, url, 'invalid_url');
      expect(res.json().message).toBe('Die Adresse der Anfrage ist ungültig.');
    }
  });

  it('answers an undecodable path in the language of its prefix', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/fr/api/v1/%ZZ' });
    expectRefused(res, '/api/v1/%ZZ', 'invalid_url');
    expect(res.json().message).toBe('L’adresse de la requête n’est pas valide.');
  });

  it('answers a body that is not JSON with 400 and the security headers, at a known path and an undecodable one', async () => {
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json', 'tenant-name': 'rent' },
      payload: '{"username": ',
    });
    expectRefused(known, '/api/v1/login', 'invalid_json');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/%ZZ',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expectRefused(unknown, '/api/v1/%ZZ', 'invalid_url');
  });

  it('answers a request the HTTP parser refuses with 400, the security headers and no echo', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const path = '/api/v1/secret-looking-path';
    for (const bytes of [
      `GET ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n`,
      `GET ${path} HTTP/1.1\r\nHost: localhost\r\nBad Header Line\r\n\r\n`,
    ]) {
      const reply = parseRaw(await rawRequest(port, bytes));
      expect(reply.status).toBe(400);
      expectSecurityHeaders(reply.headers);
      expect(reply.body).not.toContain('secret-looking-path');
      expect(JSON.parse(reply.body)).toEqual({
        message: 'Die Anfrage konnte nicht gelesen werden.',
        messageKey: 'malformed_request',
      });
      expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(reply.body));
    }
  });
});
