import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contactBookingSchema, personBookingSchema } from '../../../schema/interestedBooking';
import { requireProject } from '../../core/context';
import { PUBLIC, route } from '../../core/route';
import type { Executor } from '../../core/scope';
import { checkRate, linkWriteRules, recordRate } from '../publicApplications/rateLimit';
import { projectUrl } from '../shared/service';
import {
  bookForPerson,
  bookWithContact,
  getContactBooking,
  type ContactBookingContext,
  type Scope,
} from './publicBooking';

const BASE = '/api/v1/appointments';
/** any text here; the service checks it (a wrong one is 404) */
const objectParams = z.object({ objectSlug: z.string() });
const slugParams = z.object({ slug: z.string() });
const generalQuery = z.object({ participant_slug: z.string().max(100).optional() });

/**
 * The public booking with contact (spec 2 section 7.12): without a session, in the project of
 * the request's host and the language of the path; bookings count against the public link-write
 * limit of the client's address.
 */
export async function interestedPublicRoutes(app: FastifyInstance): Promise<void> {
  const context = (request: FastifyRequest): ContactBookingContext => {
    const project = requireProject(request);
    return {
      db: app.db,
      project,
      publicUrl: projectUrl(app.config, project.slug),
      lang: request.lang,
      t: request.t,
    };
  };
  const limited = async (request: FastifyRequest) => {
    const rules = linkWriteRules(request.ip, app.config);
    await checkRate(app.db, rules);
    return (trx: Executor) => recordRate(trx, rules);
  };
  const pair = (
    url: string,
    scopeOf: (params: Record<string, string>) => Scope,
    params?: z.ZodType<Record<string, string>>,
  ) => {
    route(app, { method: 'GET', url, guard: PUBLIC, params }, ({ request, params }) =>
      getContactBooking(context(request), scopeOf(params ?? {})),
    );
    route(
      app,
      { method: 'POST', url, guard: PUBLIC, params, body: contactBookingSchema, formMessage: true },
      async ({ request, params, body }) =>
        bookWithContact(context(request), scopeOf(params ?? {}), body, await limited(request)),
    );
  };
  // the general appointments: with contact, or for a person's own link (participant_slug)
  const general = `${BASE}/without-object/booking`;
  const slugOf = (request: FastifyRequest) => {
    const value = (request.query as Record<string, unknown>).participant_slug;
    return typeof value === 'string' ? value : undefined;
  };
  route(app, { method: 'GET', url: general, guard: PUBLIC, query: generalQuery }, ({ request, query }) =>
    getContactBooking(
      context(request),
      query.participant_slug === undefined
        ? { kind: 'general' }
        : { kind: 'person', token: query.participant_slug },
    ),
  );
  route(
    app,
    {
      method: 'POST',
      url: general,
      guard: PUBLIC,
      query: generalQuery,
      body: ({ request }) => (slugOf(request) === undefined ? contactBookingSchema : personBookingSchema),
      formMessage: true,
    },
    async ({ request, query, body }) => {
      const token = query.participant_slug;
      if (token === undefined)
        return bookWithContact(
          context(request),
          { kind: 'general' },
          contactBookingSchema.parse(body),
          await limited(request),
        );
      return bookForPerson(context(request), token, personBookingSchema.parse(body), await limited(request));
    },
  );
  pair(
    `${BASE}/with-object/:objectSlug/booking`,
    (p) => ({ kind: 'object', objectSlug: p.objectSlug ?? '' }),
    objectParams,
  );
  pair(`${BASE}/:slug/booking`, (p) => ({ kind: 'one', slug: p.slug ?? '' }), slugParams);
}
