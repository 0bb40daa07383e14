import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSaleProject } from '../../../schema/objects';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { readOf, route, writeOf } from '../../core/route';
import { runStateAction, STATE_ACTIONS, type StateAction } from './stateActions';
import { stateInfo, type StateDetailPath } from './stateInfo';

const params = rowIdParams('id');
const missing = 'object_not_found';

/** The calls of sale projects live under sales/, the others answer only in letting projects. */
function inProjectKind(request: FastifyRequest, sale: boolean) {
  const ctx = staffContext(request);
  if (isSaleProject(ctx.project.type) !== sale) throw notFound('object_call_not_in_project');
  return ctx;
}

const DETAILS: ReadonlyArray<{ url: string; path: StateDetailPath; sale: boolean }> = [
  { url: '/api/v1/objects/:id/with-offer', path: 'with-offer', sale: false },
  { url: '/api/v1/objects/:id/assigned-rented', path: 'assigned-rented', sale: false },
  { url: '/api/v1/sales/objects/:id/reserved-payment-info', path: 'reserved-payment-info', sale: true },
];

const ACTIONS: ReadonlyArray<{ url: string; action: StateAction; sale: boolean }> = [
  { url: '/api/v1/objects/:id/terminate', action: 'terminate', sale: false },
  { url: '/api/v1/objects/:id/set-to-rented', action: 'setToRented', sale: false },
  { url: '/api/v1/sales/objects/:id/set-to-sold', action: 'setToSold', sale: true },
  { url: '/api/v1/sales/objects/:id/free', action: 'free', sale: true },
];

/** The state detail calls and state actions of one object (spec 2 section 7.7, spec 1 section 4). */
export async function objectStateRoutes(app: FastifyInstance): Promise<void> {
  for (const { url, path, sale } of DETAILS) {
    route(app, { method: 'GET', url, guard: readOf('objects'), params, missing }, ({ request, params }) =>
      stateInfo(app.db, inProjectKind(request, sale).project, params.id, path),
    );
  }
  for (const { url, action, sale } of ACTIONS) {
    route(
      app,
      {
        method: 'POST',
        url,
        guard: writeOf('objects'),
        params,
        missing,
        // a call of the other project kind is not found, before its payload is read
        body: ({ request }) => (inProjectKind(request, sale), STATE_ACTIONS[action].schema),
      },
      ({ request, params, body }) =>
        runStateAction(app.db, inProjectKind(request, sale), action, params.id, body),
    );
  }
}
