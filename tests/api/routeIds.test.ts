import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../server/core/context';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

/**
 * Generated from the server's own route table: every route with a path parameter is called with
 * values no row id can be, in each of its parameters in turn, so a route added later is covered
 * without editing this test. None may answer 5xx or a message with an unfilled `{placeholder}`,
 * and an id written as hex, with an exponent or with spaces never reads row 16 or 10.
 */

const ODD_VALUES = [
  '-1',
  '0',
  '1.5',
  '1e1',
  '0x10',
  ' 16',
  '%2016',
  // a space at the very end is written encoded: a URL parser drops a bare one before sending
  '16%20',
  '016',
  '3000000000',
  '99999999999999999999',
  'x'.repeat(300),
  '9'.repeat(300),
];

/** Values that read as 16 or 10 to a lenient number parser. */
const LOOK_ALIKES = ['1e1', '0x10', ' 16', '%2016', '16%20', '016'];

/** A well-formed value for each non-id parameter, so that only the fuzzed one is wrong. */
const SAMPLE_PARAMS: Record<string, string> = {
  key: 'objects_apartments',
  type: 'apartments',
  objectType: 'apartments',
  mailbox: 'inbox',
  role: 'editor',
  slug: 'abcdefgh',
  token: 'a'.repeat(43),
  sig: 'a'.repeat(43),
  project: '1',
  month: '2026-01',
  file: 'image.png',
};

const isIdParam = (name: string) => name === 'id' || /Id$/.test(name);

const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function concrete(url: string, fuzzed: string, value: string): string {
  return url.replace(/:(\w+)/g, (_whole, name: string) =>
    name === fuzzed ? value : (SAMPLE_PARAMS[name] ?? '1'),
  );
}

/** `{name}` of a message; a mail template's `{{name}}` is the template's own text, not a message's. */
const UNFILLED = /(?<!\{)\{[A-Za-z_]\w*\}(?!\})/;

/** The texts of a JSON reply (message, notify messages, field errors), where placeholders would show. */
function replyTexts(res: LightMyRequestResponse): string[] {
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) return [];
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(res.json());
  return texts;
}

describe.each(DIALECTS)('path parameters of every route, from the route table (%s)', (dialect) => {
  let t: TestApp;
  let rent: Client;
  let sale: Client;
  let routes: RouteEntry[];
  let clientDir: string;

  beforeAll(async () => {
    // a built client, as in production: a path no API route takes is the app page, not "not built"
    clientDir = mkdtempSync(path.join(tmpdir(), 'immodesk-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><body></body></html>');
    t = await createTestApp(dialect, { clientDir });
    rent = await Client.login(t.app, 'demo.admin');
    sale = (await Client.login(t.app, 'demo.superadmin')).inTenant('verkauf');
    routes = t.app.routeTable.filter((r) => r.url.includes(':'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  function call(route: RouteEntry, url: string) {
    const client = route.url.startsWith('/api/v1/sales/') ? sale : rent;
    return client.request({
      method: route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });
  }

  it('finds the routes with id parameters in the route table', () => {
    const withIds = routes.filter((r) => paramsOf(r.url).some(isIdParam));
    expect(withIds.length).toBeGreaterThan(60);
    expect(withIds.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/v1/applications/:id');
  });

  it('answers no odd path parameter with a server error or an unfilled placeholder', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const name of paramsOf(route.url)) {
        for (const value of ODD_VALUES) {
          const url = concrete(route.url, name, value);
          const res = await call(route, url);
          const label = `${route.method} ${route.url} with ${name}=${JSON.stringify(value.slice(0, 24))}`;
          if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          const unfilled = replyTexts(res).find((text) => UNFILLED.test(text));
          if (unfilled) failures.push(`${label}: unfilled placeholder in "${unfilled.slice(0, 200)}"`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('never reads row 16 or 10 through an id written as hex, with an exponent, spaces or a leading zero', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.method === 'GET')) {
      for (const name of paramsOf(route.url).filter(isIdParam)) {
        for (const value of LOOK_ALIKES) {
          const res = await call(route, concrete(route.url, name, value));
          if (![400, 404].includes(res.statusCode)) {
            failures.push(`${route.url} with ${name}=${JSON.stringify(value)}: ${res.statusCode}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a malformed id with 400 and an id beyond any row with 404, naming the parameter', async () => {
    const malformed = await rent.get(`/api/v1/applications/0x10`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('id');
    const tooLarge = await rent.get('/api/v1/applications/3000000000');
    expect(tooLarge.statusCode).toBe(404);
    expect(tooLarge.json().messageKey).toBe('application_not_found');
  });

  it('names an unknown address with its method and a shortened path', async () => {
    const long = 'y'.repeat(300);
    for (const url of [`/api/v1/communication/inbox/${long}`, `/api/v1/no-such-route/${long}`]) {
      const res = await rent.get(url);
      expect(res.statusCode, url).toBe(404);
      const { message } = res.json<{ message: string }>();
      expect(message, url).toMatch(/^Diese Adresse gibt es nicht: GET \/api\/v1\//);
      expect(message, url).not.toMatch(UNFILLED);
      expect(message, url).not.toContain(long);
    }
  });
});
