import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rowIdParams } from '../../../schema/rowId';
import {
  onsiteCommentSchema,
  onsiteCompleteSchema,
  onsitePresentSchema,
} from '../../../schema/viewingOnsite';
import { requireProject, staffContext } from '../../core/context';
import { PUBLIC, route, writeOf } from '../../core/route';
import { contentDisposition } from '../files/disposition';
import { projectUrl } from '../shared/service';
import {
  createOnsiteLink,
  getOnsite,
  onsiteComment,
  onsiteComplete,
  onsiteExport,
  onsiteLinkStatus,
  onsitePresent,
  revokeOnsiteLink,
  type OnsiteContext,
} from './onsite';

const BASE = '/api/v1/appointments';
const ONSITE = `${BASE}/on-site`;
const write = writeOf('viewing-appointments');
const params = rowIdParams('id');
const missing = 'viewing_not_found';
/** any text here; the link's lookup checks it (a wrong one is 404) */
const slugParams = z.object({ slug: z.string() });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The on-site link of an appointment: staff make, renew and revoke it (`viewing` write: the link
 * writes like they do); the caretaker's calls (spec 2 section 7.12 `{slug}/edit`, `/comments`,
 * `/present`, `/complete`, `/export-participants`) under `on-site/`, authorised by the link alone.
 */
export async function viewingOnsiteRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    { method: 'GET', url: `${BASE}/:id/on-site-link`, guard: write, params, missing },
    ({ request, params }) => {
      const ctx = staffContext(request);
      return onsiteLinkStatus(app.db, ctx, projectUrl(app.config, ctx.project.slug), params.id);
    },
  );
  route(
    app,
    { method: 'POST', url: `${BASE}/:id/on-site-link`, guard: write, params, missing },
    ({ request, params }) => {
      const ctx = staffContext(request);
      return createOnsiteLink(app.db, ctx, projectUrl(app.config, ctx.project.slug), params.id);
    },
  );
  route(
    app,
    { method: 'DELETE', url: `${BASE}/:id/on-site-link`, guard: write, params, missing },
    ({ request, params }) => revokeOnsiteLink(app.db, staffContext(request), params.id),
  );

  const context = (request: FastifyRequest): OnsiteContext => {
    const project = requireProject(request);
    return {
      db: app.db,
      project,
      publicUrl: projectUrl(app.config, project.slug),
      lang: request.lang,
      t: request.t,
    };
  };
  route(
    app,
    { method: 'GET', url: `${ONSITE}/:slug/edit`, guard: PUBLIC, params: slugParams },
    ({ request, params }) => getOnsite(context(request), params.slug),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${ONSITE}/:slug/present`,
      guard: PUBLIC,
      params: slugParams,
      body: onsitePresentSchema,
    },
    ({ request, params, body }) =>
      onsitePresent(context(request), params.slug, body.participantId, body.present),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${ONSITE}/:slug/comments`,
      guard: PUBLIC,
      params: slugParams,
      body: onsiteCommentSchema,
    },
    ({ request, params, body }) =>
      onsiteComment(context(request), params.slug, body.participantId, body.comment),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${ONSITE}/:slug/complete`,
      guard: PUBLIC,
      params: slugParams,
      body: onsiteCompleteSchema,
    },
    ({ request, params, body }) => onsiteComplete(context(request), params.slug, body.version),
  );
  route(
    app,
    { method: 'GET', url: `${ONSITE}/:slug/export-participants`, guard: PUBLIC, params: slugParams },
    async ({ request, reply, params }) => {
      const file = await onsiteExport(context(request), params.slug);
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', contentDisposition('attachment', file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(file.data);
    },
  );
}
