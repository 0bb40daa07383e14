import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  FRAMEABLE_PATH_PREFIXES,
  isFrameablePath,
  securityHeaders,
} from '../../server/core/headers';
import { inlineScriptSources } from '../../server/core/clientFiles';
import { languageOfPath } from '../../server/core/i18n/index';
import { fixture, multipartBody } from '../fixtures/multipart';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
];

function directives(res: LightMyRequestResponse): string[] {
  return String(res.headers['content-security-policy'] ?? '')
    .split(';')
    .map((d) => d.trim());
}

describe('security header rules', () => {
  it('builds the policy the client works under, framing denied by default', () => {
    expect(contentSecurityPolicy().split('; ')).toEqual([
      ...DIRECTIVES.slice(0, 6),
      "frame-ancestors 'none'",
      ...DIRECTIVES.slice(6),
    ]);
    expect(contentSecurityPolicy('*')).toContain('frame-ancestors *');
  });

  it('matches frameable paths by whole segments: the iframe pages only', () => {
    expect(FRAMEABLE_PATH_PREFIXES).toEqual(['/iframe']);
    expect(isFrameablePath('/iframe/object-list')).toBe(true);
    expect(isFrameablePath('/public-object-list')).toBe(false);
    expect(isFrameablePath('/iframe', ['/iframe'])).toBe(true);
    expect(isFrameablePath('/iframe/objects', ['/iframe'])).toBe(true);
    expect(isFrameablePath('/iframes', ['/iframe'])).toBe(false);
    expect(isFrameablePath('/objects/iframe', ['/iframe'])).toBe(false);
  });
});

describe.each(DIALECTS)('security headers on replies (%s)', (dialect) => {
  let t: TestApp;
  let framed: TestApp;

  beforeAll(async () => {
    // buildApp adds the headers itself
    t = await createTestApp(dialect);
    framed = await createTestApp(dialect, { publicUrl: 'https://immodesk.example' });
  });
  afterAll(async () => {
    await t.close();
    await framed.close();
  });

  it('sends CSP, frame denial, referrer policy and nosniff on the app page, the API and errors', async () => {
    const anonymous = new Client(t.app, null);
    for (const url of [
      '/',
      '/objects/apartments',
      '/api/v1/version',
      '/api/v1/nothing-here',
      '/api/v1/bootstrap',
    ]) {
      const res = await anonymous.get(url);
      // the app page's own inline scripts (of a built client) are allowed by their hashes, no other
      const scripts = ["script-src 'self'", ...inlineScriptSources(res.body)].join(' ');
      const expected = DIRECTIVES.map((d) => (d === "script-src 'self'" ? scripts : d));
      expect(directives(res), url).toEqual(expect.arrayContaining([...expected, "frame-ancestors 'none'"]));
      expect(
        directives(res).filter((d) => d.startsWith('script-src')),
        url,
      ).toEqual([scripts]);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('names no server software', async () => {
    const res = await new Client(t.app, null).get('/api/v1/version');
    expect(res.headers.server).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('lets any site frame the iframe pages, and no other page', async () => {
    // a server whose frame-ancestors are one string for every project shows the rule
    const server = Fastify({ rewriteUrl: (req) => languageOfPath(req.url ?? '/').rest });
    server.decorate('config', t.config);
    securityHeaders(server, { frameablePaths: ['/iframe'] });
    server.get('/*', async () => 'page');
    try {
      const page = await server.inject({ method: 'GET', url: '/iframe/object-list' });
      expect(directives(page)).toContain('frame-ancestors *');
      expect(page.headers['x-frame-options']).toBeUndefined();
      const french = await server.inject({ method: 'GET', url: '/fr/iframe/object-list' });
      expect(directives(french)).toContain('frame-ancestors *');
      const other = await server.inject({ method: 'GET', url: '/objects' });
      expect(directives(other)).toContain("frame-ancestors 'none'");
      expect(other.headers['x-frame-options']).toBe('DENY');
    } finally {
      await server.close();
    }
  });

  it('sends HSTS when the app is served over https', async () => {
    const res = await framed.app.inject({ method: 'GET', url: '/api/v1/version' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('keeps the stricter policy of a served media file', async () => {
    const admin = await Client.login(t.app, 'demo.admin');
    const { payload, headers } = multipartBody([{ name: 'logo.png', bytes: fixture('logo.png') }]);
    const uploaded = await admin.request({ method: 'POST', url: '/api/v1/upload-files', payload, headers });
    const res = await admin.get(uploaded.json().uploaded[0].url);
    expect(res.statusCode).toBe(200);
    expect(directives(res)).toEqual(expect.arrayContaining(["default-src 'none'", 'sandbox']));
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
