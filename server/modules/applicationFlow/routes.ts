import type { FastifyInstance, FastifyRequest } from 'fastify';
import { needs } from '../../../schema/permissions';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext, type StaffContext } from '../../core/context';
import type { MessageKey } from '../../core/i18n/index';
import type { Executor } from '../../core/scope';
import { pathIds } from '../../core/validate';
import { createAssignment, endAssignment, getAssignment, updateAssignment } from './assignment';
import { createOffer, declineOffer, getOffer, offerDeclined, withdrawOffer } from './offer';
import { alternativeApartments, editPriorities, objectApplications, priorityApartments } from './priorities';
import { changeStatus } from './status';

const read = { guard: needs('applications_read') };
const write = { guard: needs('applications_write') };

const idParams = rowIdParams('id');

/** The `:id` of a path (schema/rowId.ts): not an id is 400; one no row can have is 404, like a missing row. */
function idOf(request: FastifyRequest, missing: MessageKey = 'application_not_found'): number {
  return pathIds(idParams, request.params, missing).id;
}

type Read<T> = (db: Executor, ctx: StaffContext, id: number) => Promise<T>;
type Write<T> = (db: Executor, ctx: StaffContext, id: number, body: unknown) => Promise<T>;

/** Application states: change-status, priorities, offer, assignment (spec 1 section 4, spec 2 section 7.8). */
export async function applicationFlowRoutes(app: FastifyInstance): Promise<void> {
  const get = <T>(url: string, handler: Read<T>) =>
    app.get(url, { config: read }, async (request) => handler(app.db, staffContext(request), idOf(request)));
  const post = <T>(url: string, handler: Write<T>) =>
    app.post(url, { config: write }, async (request) =>
      handler(app.db, staffContext(request), idOf(request), request.body),
    );

  const base = '/api/v1/applications/:id';
  // the sale project's applications change state under sales/ as well (spec 2 section 7.8)
  post(`${base}/change-status`, changeStatus);
  post('/api/v1/sales/applications/:id/change-status', changeStatus);

  get(`${base}/priority-apartments`, priorityApartments);
  post(`${base}/edit-prios`, editPriorities);
  get(`${base}/alternative-apartments`, alternativeApartments);

  get(`${base}/offer`, getOffer);
  post(`${base}/offer`, createOffer);
  post(`${base}/offer/decline`, declineOffer);
  post(`${base}/offer/withdraw`, withdrawOffer);
  get(`${base}/offer-declined`, offerDeclined);

  get(`${base}/assignment`, getAssignment);
  post(`${base}/assignment`, createAssignment);
  post(`${base}/assignment/update`, updateAssignment);
  post(`${base}/assignment/cancel`, (db, ctx, id, body) => endAssignment(db, ctx, id, body, 'cancelled'));
  post(`${base}/assignment/release`, (db, ctx, id, body) => endAssignment(db, ctx, id, body, 'released'));

  app.get('/api/v1/objects/:id/applications', { config: read }, async (request) =>
    objectApplications(app.db, staffContext(request), idOf(request, 'object_not_found')),
  );
}
