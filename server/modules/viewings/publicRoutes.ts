import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { publicBookingSchema, publicDeclineSchema } from '../../../schema/viewingBooking';
import { requireProject } from '../../core/context';
import { PUBLIC, route } from '../../core/route';
import type { Executor } from '../../core/scope';
import { checkRate, linkWriteRules, recordRate } from '../publicApplications/rateLimit';
import { projectUrl } from '../shared/service';
import { bookPublic, declinePublic, getPublicBooking, type PublicBookingContext } from './publicBooking';

const BASE = '/api/v1/appointments';
/** the link's parts: any text here; participantOfLink checks them (a wrong one is 404) */
const linkParams = z.object({ slug: z.string(), personSlug: z.string() });

/**
 * The public booking calls of an invited person (spec 2 section 7.12): without a session, in the
 * project of the request's host and the language of the path. Writes count against the public
 * link-write limit of the client's address.
 */
export async function viewingPublicRoutes(app: FastifyInstance): Promise<void> {
  const context = (request: FastifyRequest): PublicBookingContext => {
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

  route(
    app,
    { method: 'GET', url: `${BASE}/:slug/:personSlug/booking`, guard: PUBLIC, params: linkParams },
    ({ request, params }) => getPublicBooking(context(request), params.slug, params.personSlug),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${BASE}/:slug/:personSlug/booking`,
      guard: PUBLIC,
      params: linkParams,
      body: publicBookingSchema,
    },
    async ({ request, params, body }) =>
      bookPublic(context(request), params.slug, params.personSlug, body.slotId, await limited(request)),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${BASE}/:slug/:personSlug/decline`,
      guard: PUBLIC,
      params: linkParams,
      body: publicDeclineSchema,
      formMessage: true,
    },
    async ({ request, params, body }) =>
      declinePublic(
        context(request),
        params.slug,
        params.personSlug,
        body.decline_reason,
        await limited(request),
      ),
  );
}
