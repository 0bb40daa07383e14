import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { needs } from '../../schema/permissions';
import { RESOURCES } from '../../schema/resources';
import { rowIdParams } from '../../schema/rowId';
import type { RouteGuard } from '../../server/core/context';
import { errorHandler, notFound } from '../../server/core/errors';
import { translator } from '../../server/core/i18n/index';
import { ADMIN, PUBLIC, readOf, route, writeOf } from '../../server/core/route';

/** The route helper on a bare Fastify app with the API's error handler (no database, no guard hook). */
function bareApp(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.decorateRequest('lang', 'de');
  app.decorateRequest('t', translator('de'));
  app.setErrorHandler(errorHandler);
  return app;
}

const noteBody = z.object({ title: z.string().min(1, 'title_required'), count: z.number().int().min(0) });

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

describe('route helper', () => {
  it('refuses a body its schema refuses with 400 and the field errors, before the handler runs', async () => {
    app = bareApp();
    let called = false;
    route(app, { method: 'POST', url: '/api/v1/notes', guard: PUBLIC, body: noteBody }, () => {
      called = true;
      return {};
    });
    const res = await app.inject({ method: 'POST', url: '/api/v1/notes', payload: { title: '', count: -1 } });
    expect(res.statusCode).toBe(400);
    const reply = res.json<{ messageKey: string; errors: Record<string, string> }>();
    expect(reply.messageKey).toBe('invalid_request');
    expect(reply.errors).toEqual({ title: 'title_required', count: expect.any(String) });
    expect(called).toBe(false);
  });

  it('answers a malformed path id with 400 naming it and an id beyond any row with the route’s not found', async () => {
    app = bareApp();
    route(
      app,
      {
        method: 'GET',
        url: '/api/v1/notes/:id',
        guard: PUBLIC,
        params: rowIdParams('id'),
        missing: 'team_not_found',
      },
      ({ params }) => ({ id: params.id }),
    );
    for (const bad of ['0', '-1', '1.5', '1e1', '0x10', '016', 'abc']) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/notes/${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ messageKey: string }>().messageKey, bad).toBe('row_id_malformed');
    }
    for (const large of ['3000000000', '9'.repeat(20)]) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/notes/${large}` });
      expect(res.statusCode, large).toBe(404);
      expect(res.json<{ messageKey: string }>().messageKey).toBe('team_not_found');
    }
  });

  it('hands the handler the parsed params, query and body with their types', async () => {
    app = bareApp();
    route(
      app,
      {
        method: 'PATCH',
        url: '/api/v1/notes/:id',
        guard: PUBLIC,
        params: rowIdParams('id'),
        missing: 'team_not_found',
        query: z.object({ lang: z.enum(['de', 'fr']).optional() }),
        body: noteBody,
      },
      ({ params, query, body }) => {
        expectTypeOf(params).toEqualTypeOf<{ id: number }>();
        expectTypeOf(query.lang).toEqualTypeOf<'de' | 'fr' | undefined>();
        expectTypeOf(body).toEqualTypeOf<{ title: string; count: number }>();
        return { id: params.id, lang: query.lang, title: body.title, count: body.count };
      },
    );
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/notes/42?lang=fr',
      payload: { title: 'Note', count: 3, ignored: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 42, lang: 'fr', title: 'Note', count: 3 });
  });

  it('parses the body with the schema chosen per request from the params, async, before the handler', async () => {
    app = bareApp();
    // the stored records and their kinds: the body's fields depend on the record's kind
    const kinds = new Map<number, 'plot' | 'craft'>([
      [1, 'plot'],
      [2, 'craft'],
    ]);
    const schemas = {
      plot: z.object({ area: z.number().positive('area_required') }),
      craft: z.object({ rooms: z.number().int().min(1, 'rooms_required') }),
    };
    const chosen: number[] = [];
    const handled: unknown[] = [];
    route(
      app,
      {
        method: 'POST',
        url: '/api/v1/notes/:id/edit',
        guard: PUBLIC,
        params: rowIdParams('id'),
        missing: 'team_not_found',
        body: async ({ params }) => {
          chosen.push(params.id);
          await Promise.resolve();
          const kind = kinds.get(params.id);
          if (!kind) throw notFound('object_not_found');
          return schemas[kind] as z.ZodType<{ area: number } | { rooms: number }>;
        },
      },
      ({ params, body }) => {
        expectTypeOf(body).toEqualTypeOf<{ area: number } | { rooms: number }>();
        handled.push(body);
        return { id: params.id, body };
      },
    );
    const post = (id: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/v1/notes/${id}/edit`, payload });

    const plot = await post('1', { area: 250, rooms: 3 });
    expect(plot.statusCode).toBe(200);
    expect(plot.json()).toEqual({ id: 1, body: { area: 250 } });
    const craft = await post('2', { rooms: 2 });
    expect(craft.json()).toEqual({ id: 2, body: { rooms: 2 } });

    // the same body is refused for the record whose kind asks for other fields
    const refused = await post('2', { area: 250 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: Record<string, string> }>().errors).toEqual({ rooms: expect.any(String) });

    // what the chooser throws is the answer; a malformed id never reaches it
    const missingRecord = await post('3', { area: 250 });
    expect(missingRecord.statusCode).toBe(404);
    expect(missingRecord.json<{ messageKey: string }>().messageKey).toBe('object_not_found');
    const malformed = await post('0x1', { area: 250 });
    expect(malformed.statusCode).toBe(400);
    expect(chosen).toEqual([1, 2, 2, 3]);
    expect(handled).toEqual([{ area: 250 }, { rooms: 2 }]);
  });

  it('refuses a query its schema refuses with 400 and the field errors', async () => {
    app = bareApp();
    route(
      app,
      {
        method: 'GET',
        url: '/api/v1/notes',
        guard: PUBLIC,
        query: z.object({ format: z.enum(['csv', 'xlsx']) }),
      },
      ({ query }) => query,
    );
    const res = await app.inject({ method: 'GET', url: '/api/v1/notes?format=pdf' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ errors: Record<string, string> }>().errors)).toEqual(['format']);
  });

  it('throws at registration when a route declares no guard', () => {
    app = bareApp();
    const declare = (guard: unknown) => () =>
      route(app, { method: 'GET', url: '/api/v1/unguarded', guard: guard as RouteGuard }, () => ({}));
    expect(declare(undefined)).toThrow(/GET \/api\/v1\/unguarded declares no guard/);
    expect(declare({})).toThrow(/declares no guard/);
    expect(declare({ kind: 'key' })).toThrow(/declares no guard/);
  });

  it('puts the guard on the route config, where the app’s guard hook reads it', async () => {
    app = bareApp();
    const seen: unknown[] = [];
    app.addHook('onRoute', (r) => {
      if (r.method !== 'HEAD') seen.push({ url: r.url, guard: r.config?.guard, tenant: r.config?.tenant });
    });
    route(app, { method: 'GET', url: '/api/v1/a', guard: ADMIN }, () => ({}));
    route(app, { method: 'GET', url: '/api/v1/b', guard: PUBLIC, tenant: false }, () => ({}));
    expect(seen).toEqual([
      { url: '/api/v1/a', guard: ADMIN, tenant: undefined },
      { url: '/api/v1/b', guard: PUBLIC, tenant: false },
    ]);
  });

  it('reads a resource’s guards from the registry', () => {
    expect(readOf('objects')).toEqual(needs('object_read'));
    expect(writeOf('objects')).toEqual(needs('object_write'));
    expect(writeOf('changelog')).toBe(RESOURCES.changelog.permission);
  });
});
