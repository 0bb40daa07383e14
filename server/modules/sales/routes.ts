import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { z as zod } from 'zod';
import { mailPreviewSchema } from '../../../schema/communication';
import { rowIdParams } from '../../../schema/rowId';
import {
  accountingAnswerSchema,
  buyingConfirmationMailSchema,
  paymentInfoSchema,
  removeReservationSchema,
  reservationSchema,
  reservationSettingsSchema,
} from '../../../schema/sales';
import { requireProject, staffContext, type StaffContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { ADMIN, PUBLIC, readOf, route, writeOf } from '../../core/route';
import { storageFor } from '../../core/storage';
import { checkRate, linkWriteRules, recordRate } from '../publicApplications/rateLimit';
import { saleProject } from '../applications/common';
import { contentDisposition } from '../files/disposition';
import type { SendContext } from '../communication/bulkMail';
import {
  accountingFormInfo,
  answerAccounting,
  buyingConfirmationDialog,
  buyingConfirmationPreview,
  sendBuyingConfirmation,
} from './accounting';
import {
  buyingConfirmation,
  createReservation,
  paymentInfo,
  removeReservation,
  reservationConfirmation,
  savePaymentInfo,
} from './service';
import { getReservationSettings, saveReservationSettings } from './settings';

const params = rowIdParams('id');
const missing = 'application_not_found';
const read = readOf('applications');
const write = writeOf('applications');
const uuidParams = zod.object({ uuid: zod.string(), token: zod.string() });

/** The calls of sale projects: another project kind answers 404, before a payload is read. */
function saleContext(request: FastifyRequest): StaffContext {
  const ctx = staffContext(request);
  if (!saleProject(ctx.project)) throw notFound('application_not_found');
  return ctx;
}

/**
 * The sales pipeline (spec 2 sections 7.8 and 7.17): buying confirmation, reservation, payment
 * info, the reservation confirmation PDF, the accounting confirmation link and its public page,
 * and settings > reservations.
 */
export async function salesRoutes(app: FastifyInstance): Promise<void> {
  const storage = storageFor(app.config);
  const base = '/api/v1/sales/applications/:id';
  const get = <T>(url: string, handler: (ctx: StaffContext, id: number) => Promise<T>) =>
    route(app, { method: 'GET', url, guard: read, params, missing }, ({ request, params }) =>
      handler(saleContext(request), params.id),
    );
  const post = <T, B>(
    url: string,
    body: z.ZodType<B>,
    handler: (ctx: StaffContext, id: number, body: B) => Promise<T>,
  ) =>
    route(
      app,
      {
        method: 'POST',
        url,
        guard: write,
        params,
        missing,
        body: ({ request }) => (saleContext(request), body),
      },
      ({ request, params, body }) => handler(saleContext(request), params.id, body),
    );

  get(`${base}/buying-confirmation-prios`, (ctx, id) => buyingConfirmation(app.db, ctx, id));
  post(`${base}/reservation`, reservationSchema, (ctx, id, body) =>
    createReservation(app.db, storage, ctx, id, body, app.config.smtpUrl),
  );
  post(`${base}/reservation/remove`, removeReservationSchema, (ctx, id, body) =>
    removeReservation(app.db, ctx, id, body),
  );
  get(`${base}/payment-info`, (ctx, id) => paymentInfo(app.db, ctx, id));
  post(`${base}/payment-info`, paymentInfoSchema, (ctx, id, body) => savePaymentInfo(app.db, ctx, id, body));
  route(
    app,
    { method: 'GET', url: `${base}/reservation-confirmation`, guard: read, params, missing },
    async ({ request, reply, params }) => {
      const pdf = await reservationConfirmation(app.db, storage, saleContext(request), params.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition('attachment', pdf.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(pdf.bytes);
    },
  );
  // the buyer's accounting confirmation: the staff's mail with the link, in the shared mail dialog
  const sendContext = (request: FastifyRequest): SendContext => {
    const { project, user, t } = saleContext(request);
    return { db: app.db, config: app.config, storage, project, user, t };
  };
  const accountingMail = `${base}/interested/send-buying-confirmation-form`;
  route(app, { method: 'GET', url: accountingMail, guard: write, params, missing }, ({ request, params }) =>
    buyingConfirmationDialog(sendContext(request), params.id),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${accountingMail}/preview`,
      guard: write,
      params,
      missing,
      body: ({ request }) => (saleContext(request), mailPreviewSchema),
    },
    ({ request, params, body }) =>
      buyingConfirmationPreview(sendContext(request), params.id, body.subject, body.body),
  );
  route(
    app,
    {
      method: 'POST',
      url: accountingMail,
      guard: write,
      params,
      missing,
      body: ({ request }) => (saleContext(request), buyingConfirmationMailSchema),
    },
    ({ request, params, body }) =>
      sendBuyingConfirmation(sendContext(request), params.id, body, staffContext(request).subject),
  );

  // the buyer's page, without a session, in the project of the request's host
  const form = '/api/v1/sales/accounting-confirmation/:uuid/:token';
  route(app, { method: 'GET', url: form, guard: PUBLIC, params: uuidParams }, ({ request, params }) =>
    accountingFormInfo(app.db, requireProject(request), params.uuid, params.token),
  );
  route(
    app,
    { method: 'POST', url: form, guard: PUBLIC, params: uuidParams, body: accountingAnswerSchema },
    async ({ request, params, body }) => {
      const rules = linkWriteRules(request.ip, app.config);
      await checkRate(app.db, rules);
      const result = await answerAccounting(app.db, requireProject(request), params.uuid, params.token, body);
      await recordRate(app.db, rules);
      return result;
    },
  );

  // settings > reservations (admin; sale projects only)
  const settings = '/api/v1/settings/reservations';
  route(app, { method: 'GET', url: settings, guard: ADMIN }, ({ request }) =>
    getReservationSettings(app.db, saleContext(request).project),
  );
  route(
    app,
    {
      method: 'POST',
      url: settings,
      guard: ADMIN,
      body: ({ request }) => (saleContext(request), reservationSettingsSchema),
    },
    ({ request, body }) => {
      const { project, user } = saleContext(request);
      return saveReservationSettings(app.db, project, user, body);
    },
  );
}
