import type { FastifyInstance } from 'fastify';
import { ownerSchema, ownerUpdateSchema } from '../../../schema/owners';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { ADMIN, route } from '../../core/route';
import { createOwner, deleteOwner, getOwner, ownerChoices, updateOwner } from './service';

const params = rowIdParams('id');
const missing = 'owner_not_found';

/**
 * Settings > owners (spec 2 section 7.17, admin only). The lists `settings/owners` and
 * `settings/owners-investors` (with bulk delete) are the list engine's (server/modules/owners/lists.ts).
 */
export async function ownerRoutes(app: FastifyInstance): Promise<void> {
  for (const base of ['/api/v1/settings/owners', '/api/v1/settings/owners-investors']) {
    route(app, { method: 'GET', url: `${base}/choices`, guard: ADMIN }, ({ request }) =>
      ownerChoices(app.db, staffContext(request).project),
    );
    route(
      app,
      { method: 'POST', url: `${base}/create`, guard: ADMIN, body: ownerSchema },
      ({ request, body }) => {
        const { project, user } = staffContext(request);
        return createOwner(app.db, project, user, body);
      },
    );
    route(app, { method: 'GET', url: `${base}/:id`, guard: ADMIN, params, missing }, ({ request, params }) =>
      getOwner(app.db, staffContext(request).project, params.id),
    );
    route(
      app,
      { method: 'POST', url: `${base}/:id/edit`, guard: ADMIN, params, missing, body: ownerUpdateSchema },
      ({ request, params, body }) => {
        const { project, user } = staffContext(request);
        return updateOwner(app.db, project, user, params.id, body);
      },
    );
    route(
      app,
      { method: 'DELETE', url: `${base}/:id`, guard: ADMIN, params, missing },
      ({ request, params }) => {
        const { project, user } = staffContext(request);
        return deleteOwner(app.db, project, user, params.id);
      },
    );
  }
}
