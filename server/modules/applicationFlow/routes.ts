import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  assignmentSchema,
  assignmentUpdateSchema,
  changeStatusSchema,
  declineOfferSchema,
  editPriosSchema,
  offerSchema,
  versionOnlySchema,
} from '../../../schema/applicationFlow';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext, type StaffContext } from '../../core/context';
import { readOf, route, writeOf } from '../../core/route';
import type { Executor } from '../../core/scope';
import { createAssignment, endAssignment, getAssignment, updateAssignment } from './assignment';
import { createOffer, declineOffer, getOffer, offerDeclined, withdrawOffer } from './offer';
import { alternativeApartments, editPriorities, objectApplications, priorityApartments } from './priorities';
import type { MailConfig } from './mails';
import { changeStatus } from './status';

const read = readOf('applications');
const write = writeOf('applications');
const params = rowIdParams('id');

type Read<T> = (db: Executor, ctx: StaffContext, id: number) => Promise<T>;
type Write<T, B> = (db: Executor, ctx: StaffContext, id: number, input: B, config: MailConfig) => Promise<T>;

/** Application states: change-status, priorities, offer, assignment (spec 1 section 4, spec 2 section 7.8). */
export async function applicationFlowRoutes(app: FastifyInstance): Promise<void> {
  const missing = 'application_not_found';
  const get = <T>(url: string, handler: Read<T>) =>
    route(app, { method: 'GET', url, guard: read, params, missing }, ({ request, params }) =>
      handler(app.db, staffContext(request), params.id),
    );
  const post = <T, B>(url: string, body: z.ZodType<B>, handler: Write<T, B>) =>
    route(app, { method: 'POST', url, guard: write, params, missing, body }, ({ request, params, body }) =>
      handler(app.db, staffContext(request), params.id, body, app.config),
    );

  const base = '/api/v1/applications/:id';
  // the sale project's applications change state under sales/ as well (spec 2 section 7.8)
  post(`${base}/change-status`, changeStatusSchema, changeStatus);
  post('/api/v1/sales/applications/:id/change-status', changeStatusSchema, changeStatus);

  get(`${base}/priority-apartments`, priorityApartments);
  post(`${base}/edit-prios`, editPriosSchema, editPriorities);
  get(`${base}/alternative-apartments`, alternativeApartments);

  get(`${base}/offer`, getOffer);
  post(`${base}/offer`, offerSchema, createOffer);
  post(`${base}/offer/decline`, declineOfferSchema, declineOffer);
  post(`${base}/offer/withdraw`, versionOnlySchema, withdrawOffer);
  get(`${base}/offer-declined`, offerDeclined);

  get(`${base}/assignment`, getAssignment);
  post(`${base}/assignment`, assignmentSchema, createAssignment);
  post(`${base}/assignment/update`, assignmentUpdateSchema, updateAssignment);
  post(`${base}/assignment/cancel`, versionOnlySchema, (db, ctx, id, input) =>
    endAssignment(db, ctx, id, input, 'cancelled'),
  );
  post(`${base}/assignment/release`, versionOnlySchema, (db, ctx, id, input) =>
    endAssignment(db, ctx, id, input, 'released'),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/v1/objects/:id/applications',
      guard: read,
      params,
      missing: 'object_not_found',
    },
    ({ request, params }) => objectApplications(app.db, staffContext(request), params.id),
  );
}
