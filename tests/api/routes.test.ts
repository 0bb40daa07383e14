import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDoc } from '../../server/tools/apiDoc';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const concrete = (url: string) => url.replace(':id', '1').replace(':key', 'objects_apartments');

describe.each(DIALECTS)('route table (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const guarded = () =>
    t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.guard?.kind !== 'public');

  it('gives every API route a declared permission', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(20);
    expect(api.filter((r) => r.guard === null)).toEqual([]);
  });

  it('keeps docs/api.md in step with the routes (npm run docs:api)', () => {
    expect(readFileSync('docs/api.md', 'utf8')).toBe(apiDoc(t.app.routeTable));
  });

  it('answers every guarded route without a session with 401 JSON', async () => {
    const anonymous = new Client(t.app, null);
    for (const route of guarded()) {
      const res = await anonymous.request({
        method: route.method as 'GET' | 'POST',
        url: concrete(route.url),
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().message, `${route.method} ${route.url}`).toBeTruthy();
    }
  });

  it("answers every guarded route with another customer's session with 403", async () => {
    const beta = (await Client.login(t.app, 'beta.superadmin', 'beta')).inTenant('rent');
    for (const route of guarded()) {
      const res = await beta.request({
        method: route.method as 'GET' | 'POST',
        url: concrete(route.url),
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
