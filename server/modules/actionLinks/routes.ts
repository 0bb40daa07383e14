import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { offerConfirmSchema } from '../../../schema/actionLinks';
import { requireProject } from '../../core/context';
import { PUBLIC, route } from '../../core/route';
import { checkRate, linkWriteRules, recordRate } from '../publicApplications/rateLimit';
import { offerConfirm, offerInfo } from './offer';

/** An `{id}` page's id is the link's token; links.ts checks it (a wrong one is 404). */
const tokenParams = z.object({ id: z.string() });

/**
 * The public action pages' calls (spec 1 section 2, spec 2 sections 7.2 and 7.8), without a
 * session, in the project of the request's host: the offer answer. Every write is rate limited
 * per client address like the application form's link writes.
 */
export async function actionLinkRoutes(app: FastifyInstance): Promise<void> {
  /** The rate limit of a write through a link, checked first and counted once it is done. */
  async function limited<T>(request: FastifyRequest, write: () => Promise<T>): Promise<T> {
    const rules = linkWriteRules(request.ip, app.config);
    await checkRate(app.db, rules);
    const result = await write();
    await recordRate(app.db, rules);
    return result;
  }

  route(
    app,
    { method: 'GET', url: '/api/v1/applications/:id/offer-info/init', guard: PUBLIC, params: tokenParams },
    ({ request, params }) => offerInfo(app.db, requireProject(request), params.id),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/applications/:id/offer-confirm',
      guard: PUBLIC,
      params: tokenParams,
      body: offerConfirmSchema,
    },
    ({ request, params, body }) =>
      limited(request, () => offerConfirm(app.db, requireProject(request), params.id, body, request.t)),
  );
}
