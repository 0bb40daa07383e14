import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { ADMIN, PERMIT, type RoutePermission } from '../../schema/permissions';
import { RESOURCES, writePermissionOf, type ResourceName } from '../../schema/resources';
import type { ListSchema } from '../lists/types';
import type { RouteGuard } from './context';
import type { JobHandlers } from './jobs';
import type { MessageKey } from './i18n/index';
import { parse, parseForm, pathIds } from './validate';

/**
 * The one way a module declares a route: its guard, its path ids, its query and its body, each
 * parsed before the handler runs, so the handler (and the service behind it) takes typed input.
 *
 * - `guard` comes from the resource registry (`readOf('objects')`, `writeOf('objects')`), or is
 *   ADMIN, PERMIT or PUBLIC; a route without one throws when it is registered.
 * - `params` is a schema of schema/rowId.ts (`rowIdParams('id')`) or another zod schema; with
 *   `missing` (the route's "not found"), the params go through the shared id parser (`pathIds`:
 *   400 for an id not written as one, 404 for one no row can have), else through `parse`.
 * - `query` and `body` are zod schemas from `schema/`; a refusal is 400 with its field errors
 *   (with `formMessage`, the reply's message is the first field's own: see `parseForm`). Where the
 *   body's shape depends on the request (an object's fields on its stored type), `body` is a
 *   function of the parsed params choosing the schema, async when it reads the record.
 */

export { ADMIN, PERMIT };
/** No session needed (sign-in, token pages, the version). */
export const PUBLIC: RouteGuard = { kind: 'public' };

/** What reading a registry resource needs. */
export const readOf = (name: ResourceName): RoutePermission => RESOURCES[name].permission;
/** What changing a registry resource needs. */
export const writeOf = (name: ResourceName): RoutePermission => writePermissionOf(name);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSpec<P, Q, B> {
  method: Method;
  url: string;
  guard: RouteGuard;
  /** false for the few routes that belong to no project (version, SSO callback) */
  tenant?: boolean;
  /** the route ends the session (sign-out): a session the 2FA requirement refuses may call it */
  endsSession?: boolean;
  params?: z.ZodType<P>;
  /** the "not found" of a well-formed id no row can have; with it, params are path ids */
  missing?: MessageKey | Readonly<Record<string, MessageKey>>;
  query?: z.ZodType<Q>;
  /**
   * the body's schema, or (where it depends on the path, the project or the stored record) a
   * function choosing it per request from the parsed params, which may read the database first
   * (async); what it throws (a record not found) is the answer, before the body is read
   */
  body?: z.ZodType<B> | BodySchemaOf<P, B>;
  /** a refused body answers with its first field's message rather than "invalid request" */
  formMessage?: boolean;
  /** Fastify's own limit on the request body, where a route needs another one */
  bodyLimit?: number;
}

/** Chooses a request's body schema from its parsed params (and the request: project, session). */
export type BodySchemaOf<P, B> = (parts: {
  params: P;
  request: FastifyRequest;
}) => z.ZodType<B> | Promise<z.ZodType<B>>;

/** What a handler receives: the parsed parts, and the request and reply for everything else. */
export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<P, Q, B> = (input: RouteInput<P, Q, B>) => unknown;

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function isGuard(value: unknown): value is RouteGuard {
  if (!value || typeof value !== 'object') return false;
  const kind = (value as { kind?: unknown }).kind;
  if (kind === 'key') return typeof (value as { key?: unknown }).key === 'string';
  return kind === 'admin' || kind === 'permit' || kind === 'public';
}

/** Declares a route on `app` (see above). Throws at registration when the guard is missing. */
export function route<P = undefined, Q = undefined, B = undefined>(
  app: FastifyInstance,
  spec: RouteSpec<P, Q, B>,
  handler: RouteHandler<P, Q, B>,
): void {
  const label = `${String(spec.method)} ${String(spec.url)}`;
  if (!isGuard(spec.guard)) throw new Error(`route ${label} declares no guard (permission)`);
  if (!METHODS.has(spec.method)) throw new Error(`route ${label}: unknown method`);
  const { params, missing, query, body } = spec;
  const options: RouteShorthandOptions = {
    config: {
      guard: spec.guard,
      ...(spec.tenant === false ? { tenant: false } : {}),
      ...(spec.endsSession ? { endsSession: true } : {}),
    },
    ...(spec.bodyLimit !== undefined ? { bodyLimit: spec.bodyLimit } : {}),
  };
  app.route({
    method: spec.method,
    url: spec.url,
    ...options,
    handler: async (request, reply) => {
      // the order of the answers: the path first (400/404), then the query, then the body (400)
      const parsedParams = (
        params
          ? missing !== undefined
            ? pathIds(params, request.params, missing)
            : parse(params, request.params)
          : undefined
      ) as P;
      const parsedQuery = (query ? parse(query, request.query) : undefined) as Q;
      const bodySchema = typeof body === 'function' ? await body({ params: parsedParams, request }) : body;
      const parseBody = spec.formMessage ? parseForm : parse;
      const parsedBody = (bodySchema ? parseBody(bodySchema, request.body) : undefined) as B;
      return handler({ params: parsedParams, query: parsedQuery, body: parsedBody, request, reply });
    },
  });
}

/**
 * A server module (`server/modules/<area>/index.ts`): its route plugins, in the order they
 * register, and the lists the list engine serves for it. server/modules/index.ts lists the modules;
 * tests/unit/serverModules.test.ts fails when a module folder is missing there or a list is missing
 * from its module.
 */
export interface ServerModule {
  name: string;
  routes: readonly FastifyPluginAsync[];
  /** lists the list engine serves (`/api/v1/<path>`, server/lists/routes.ts) */
  lists?: readonly ListSchema[];
  /** lists the module serves by its own route (their column settings are kept like any list's) */
  routedLists?: readonly ListSchema[];
  /** handlers of the jobs it schedules, by kind (server/core/jobs.ts) */
  jobs?: JobHandlers;
}
