import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSaleProject } from '../../../schema/objects';
import { staffContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { idParam } from './common';
import { runStateAction, type StateAction } from './stateActions';
import { stateInfo, type StateDetailPath } from './stateInfo';
import { RESOURCES, writePermissionOf } from '../../../schema/resources';

const read = { guard: RESOURCES.objects.permission };
const write = { guard: writePermissionOf('objects') };

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
    app.get(url, { config: read }, async (request) => {
      const { project } = inProjectKind(request, sale);
      return stateInfo(app.db, project, idParam(request.params), path);
    });
  }
  for (const { url, action, sale } of ACTIONS) {
    app.post(url, { config: write }, async (request) => {
      const ctx = inProjectKind(request, sale);
      return runStateAction(app.db, ctx, action, idParam(request.params), request.body);
    });
  }
}
