import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionSubject } from '../../server/core/auth';
import type { RouteEntry } from '../../server/core/context';
import { checkAccess, ROLES, type Role, type RoutePermission } from '../../schema/permissions';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

/**
 * Generated from the server's own route table: a route added later is covered without a new test.
 * For every guarded API route: no session → 401; a session of another organisation → 401 or 403;
 * each role of the reletting project whose permissions do not admit the route → 403.
 */

const SAMPLE_PARAMS: Record<string, string> = { key: 'objects_apartments' };

/** A concrete URL for a route pattern: every `:param` gets a harmless sample value. */
function concrete(url: string): string {
  return url.replace(/:(\w+)/g, (_whole, name: string) => SAMPLE_PARAMS[name] ?? '1');
}

/** An API route that needs a session, with the permission it declares. */
type GuardedRoute = RouteEntry & { guard: RoutePermission };

function call(client: Client, route: RouteEntry) {
  return client.request({
    method: route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: concrete(route.url),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe.each(DIALECTS)('access to every route, from the route table (%s)', (dialect) => {
  let t: TestApp;
  let guarded: GuardedRoute[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    guarded = t.app.routeTable.filter(
      (r): r is GuardedRoute => r.url.startsWith('/api/') && r.guard !== null && r.guard.kind !== 'public',
    );
  });
  afterAll(() => t.close());

  it('covers a route table in which every API route declares its permission', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(api.filter((r) => r.guard === null).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(guarded.length).toBeGreaterThan(40);
    // every kind of guard is exercised below
    expect(new Set(guarded.map((r) => r.guard?.kind))).toEqual(new Set(['permit', 'admin', 'key']));
  });

  it('answers every guarded route without a session with 401', async () => {
    const anonymous = new Client(t.app, null);
    for (const route of guarded) {
      const res = await call(anonymous, route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("answers every guarded route with another organisation's session with 401 or 403", async () => {
    const other = (await Client.login(t.app, 'beta.superadmin', 'beta')).inTenant('rent');
    for (const route of guarded) {
      const res = await call(other, route);
      expect([401, 403], `${route.method} ${route.url}`).toContain(res.statusCode);
    }
  });

  async function subjectOf(role: Role) {
    const project = await t.database.db
      .selectFrom('projects')
      .selectAll()
      .where('slug', '=', 'rent')
      .executeTakeFirstOrThrow();
    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', `demo.${role}`)
      .executeTakeFirstOrThrow();
    return permissionSubject(user, project);
  }

  it('finds no route the superadmin and the admin of the project are refused', async () => {
    for (const role of ['superadmin', 'admin'] as const) {
      const subject = await subjectOf(role);
      expect(guarded.filter((route) => checkAccess(subject, route.guard) !== 'allow')).toEqual([]);
    }
  });

  it.each(ROLES.filter((role) => role !== 'superadmin' && role !== 'admin'))(
    'refuses %s with 403 on every route its permissions do not admit',
    async (role: Role) => {
      const client = await Client.login(t.app, `demo.${role}`);
      const subject = await subjectOf(role);
      const denied = guarded.filter((route) => checkAccess(subject, route.guard) === 'deny');
      // every role but the admins lacks a permission some route asks for (at least the admin routes)
      expect(denied.length).toBeGreaterThan(0);
      for (const route of denied) {
        const res = await call(client, route);
        expect(res.statusCode, `${role}: ${route.method} ${route.url}`).toBe(403);
        expect(res.json().messageKey, `${role}: ${route.method} ${route.url}`).toBe('admin_access_denied');
      }
    },
  );
});
