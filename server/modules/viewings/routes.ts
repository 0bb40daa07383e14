import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rowIdParams } from '../../../schema/rowId';
import {
  participantCommentSchema,
  participantPresentSchema,
  viewingCancelSchema,
  viewingCompleteSchema,
  viewingCreateSchema,
  viewingDrawSchema,
  viewingEditSchema,
  viewingMailDialogQuery,
  viewingMailSchema,
  type ViewingMailInput,
} from '../../../schema/viewings';
import { mailPreviewSchema } from '../../../schema/communication';
import { badRequest } from '../../core/errors';
import { storageFor } from '../../core/storage';
import { attachmentFiles, type SendContext } from '../communication/bulkMail';
import { findTemplate } from '../communication/templates';
import { staffContext } from '../../core/context';
import { PERMIT, PUBLIC, readOf, route, writeOf } from '../../core/route';
import { requireProject } from '../../core/context';
import { appointmentIcal, FEED_PATH, feedIcal, feedStatus, removeFeed, renewFeed } from './calendar';
import { contentDisposition } from '../files/disposition';
import { drawInit, runDraw } from './drawService';
import { exportParticipants } from './exportParticipants';
import { sendViewingMail, viewingMailDialog, viewingMailPreview } from './mails';
import {
  applicationViewings,
  cancelViewing,
  commentParticipant,
  completeViewing,
  createViewing,
  deleteViewing,
  editViewing,
  getViewing,
  markPresent,
  viewingInit,
  withParticipants,
} from './service';

const BASE = '/api/v1/appointments';
const FEED_SETTINGS = '/api/v1/users/calendar-feed';
const read = readOf('viewing-appointments');
const write = writeOf('viewing-appointments');
const params = rowIdParams('id');
const missing = 'viewing_not_found';
const participantParams = rowIdParams('id', 'participantId');
const participantMissing = {
  id: 'viewing_not_found',
  participantId: 'viewing_participant_not_found',
} as const;
const versionBody = z.object({ version: z.number({ error: 'version_required' }).int().positive() });
const slugParams = z.object({ slug: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'viewing_not_found') });
const feedParams = z.object({ token: z.string().max(100) });
const ICS_TYPE = 'text/calendar; charset=utf-8';
const withParticipantsQuery = z.object({
  objectId: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
});

/** Viewing appointments, staff side (spec 2 section 7.12); permission `viewing`. */
export async function viewingRoutes(app: FastifyInstance): Promise<void> {
  // ---- calendars ----
  route(
    app,
    { method: 'GET', url: `${BASE}/:slug/export-ical`, guard: PUBLIC, params: slugParams },
    async ({ request, reply, params }) => {
      const file = await appointmentIcal(
        app.db,
        app.config,
        requireProject(request),
        params.slug,
        request.lang,
      );
      return reply
        .header('Content-Type', ICS_TYPE)
        .header('Content-Disposition', contentDisposition('attachment', file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(file.text);
    },
  );
  route(
    app,
    { method: 'GET', url: `${FEED_PATH}/:token`, guard: PUBLIC, tenant: false, params: feedParams },
    async ({ reply, params }) =>
      reply
        .header('Content-Type', ICS_TYPE)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(await feedIcal(app.db, app.config, params.token)),
  );
  route(app, { method: 'GET', url: FEED_SETTINGS, guard: PERMIT }, ({ request }) =>
    feedStatus(app.db, staffContext(request)),
  );
  route(app, { method: 'POST', url: FEED_SETTINGS, guard: PERMIT }, ({ request }) =>
    renewFeed(app.db, app.config, staffContext(request)),
  );
  route(app, { method: 'DELETE', url: FEED_SETTINGS, guard: PERMIT }, ({ request }) =>
    removeFeed(app.db, staffContext(request)),
  );

  route(app, { method: 'GET', url: `${BASE}/init`, guard: read }, ({ request }) =>
    viewingInit(app.db, staffContext(request)),
  );
  route(
    app,
    { method: 'GET', url: `${BASE}/with-participants`, guard: read, query: withParticipantsQuery },
    ({ request, query }) => withParticipants(app.db, staffContext(request), query.objectId ?? null),
  );
  route(
    app,
    { method: 'POST', url: `${BASE}/create`, guard: write, body: viewingCreateSchema },
    ({ request, body }) => createViewing(app.db, staffContext(request), null, body),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${BASE}/apartments/:id/create`,
      guard: write,
      params,
      missing: 'object_not_found',
      body: viewingCreateSchema,
    },
    ({ request, params, body }) => createViewing(app.db, staffContext(request), params.id, body),
  );
  route(
    app,
    {
      method: 'GET',
      url: `${BASE}/apartments/:id/random-generator`,
      guard: read,
      params,
      missing: 'object_not_found',
    },
    ({ request, params }) => drawInit(app.db, staffContext(request), params.id),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/applications/random-generator/:id',
      guard: write,
      params,
      missing: 'object_not_found',
      body: viewingDrawSchema,
    },
    ({ request, params, body }) => runDraw(app.db, staffContext(request), params.id, body),
  );
  route(
    app,
    { method: 'GET', url: `${BASE}/applications/:id`, guard: read, params, missing: 'application_not_found' },
    ({ request, params }) => applicationViewings(app.db, staffContext(request), params.id),
  );
  route(app, { method: 'GET', url: `${BASE}/:id`, guard: read, params, missing }, ({ request, params }) =>
    getViewing(app.db, staffContext(request), params.id),
  );
  route(
    app,
    { method: 'GET', url: `${BASE}/:id/edit`, guard: read, params, missing },
    ({ request, params }) => getViewing(app.db, staffContext(request), params.id),
  );
  route(
    app,
    { method: 'POST', url: `${BASE}/:id/edit`, guard: write, params, missing, body: viewingEditSchema },
    ({ request, params, body }) => editViewing(app.db, staffContext(request), params.id, body),
  );
  route(
    app,
    { method: 'POST', url: `${BASE}/:id/delete`, guard: write, params, missing, body: versionBody },
    ({ request, params, body }) => deleteViewing(app.db, staffContext(request), params.id, body.version),
  );
  route(
    app,
    { method: 'POST', url: `${BASE}/:id/cancel`, guard: write, params, missing, body: viewingCancelSchema },
    ({ request, params, body }) =>
      cancelViewing({ db: app.db, smtpUrl: app.config.smtpUrl }, staffContext(request), params.id, body),
  );
  // ---- the mail dialog for participants (bulk from the list, one appointment from its page) ----
  const sendContext = (request: FastifyRequest): SendContext => {
    const { project, user, t } = staffContext(request);
    return { db: app.db, config: app.config, storage: storageFor(app.config), project, user, t };
  };
  const send = async (request: FastifyRequest, ids: readonly number[], body: ViewingMailInput) => {
    const ctx = sendContext(request);
    if (body.templateId) await findTemplate(ctx.db, ctx.project.id, body.templateId);
    const files = await attachmentFiles(
      ctx.db,
      ctx.project.id,
      staffContext(request).subject,
      body.attachments,
    );
    return sendViewingMail(ctx, ids, body, files);
  };
  route(
    app,
    { method: 'GET', url: `${BASE}/send-mail`, guard: write, query: viewingMailDialogQuery },
    ({ request, query }) => viewingMailDialog(sendContext(request), query.targets, query.to),
  );
  route(
    app,
    { method: 'POST', url: `${BASE}/send-mail`, guard: write, body: viewingMailSchema },
    ({ request, body }) => {
      if (body.targets.length === 0)
        throw badRequest('mail_no_recipients', {}, { errors: { targets: 'mail_no_recipients' } });
      return send(request, body.targets, body);
    },
  );
  route(
    app,
    { method: 'POST', url: `${BASE}/mail-preview`, guard: write, body: mailPreviewSchema },
    ({ request, body }) => viewingMailPreview(sendContext(request), body.targetId, body.subject, body.body),
  );
  route(
    app,
    {
      method: 'GET',
      url: `${BASE}/:id/send-mail`,
      guard: write,
      params,
      missing,
      query: viewingMailDialogQuery.pick({ to: true }),
    },
    ({ request, params, query }) => viewingMailDialog(sendContext(request), [params.id], query.to),
  );
  route(
    app,
    { method: 'POST', url: `${BASE}/:id/send-mail`, guard: write, params, missing, body: viewingMailSchema },
    ({ request, params, body }) => send(request, [params.id], body),
  );
  route(
    app,
    { method: 'GET', url: `${BASE}/:id/export-participants`, guard: read, params, missing },
    async ({ request, reply, params }) => {
      const file = await exportParticipants(app.db, staffContext(request), params.id);
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', contentDisposition('attachment', file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.data);
    },
  );
  route(
    app,
    {
      method: 'POST',
      url: `${BASE}/:id/complete`,
      guard: write,
      params,
      missing,
      body: viewingCompleteSchema,
    },
    ({ request, params, body }) => completeViewing(app.db, staffContext(request), params.id, body.version),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${BASE}/:id/:participantId/comments`,
      guard: write,
      params: participantParams,
      missing: participantMissing,
      body: participantCommentSchema,
    },
    ({ request, params, body }) =>
      commentParticipant(app.db, staffContext(request), params.id, params.participantId, body.comment),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${BASE}/:id/:participantId/present`,
      guard: write,
      params: participantParams,
      missing: participantMissing,
      body: participantPresentSchema,
    },
    ({ request, params, body }) =>
      markPresent(app.db, staffContext(request), params.id, params.participantId, body.present),
  );
}
