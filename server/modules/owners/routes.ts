import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN } from '../../../schema/permissions';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { pathIds } from '../../core/validate';
import { createOwner, deleteOwner, getOwner, ownerChoices, updateOwner } from './service';

const idParams = rowIdParams('id');

/** The `:id` of a path (schema/rowId.ts): not an id is 400; one no row can have is not found. */
const idOf = (request: FastifyRequest) => pathIds(idParams, request.params, 'owner_not_found').id;

/**
 * Settings > owners (spec 2 section 7.17, admin only). The lists `settings/owners` and
 * `settings/owners-investors` (with bulk delete) are the list engine's (server/modules/owners/lists.ts).
 */
export async function ownerRoutes(app: FastifyInstance): Promise<void> {
  for (const base of ['/api/v1/settings/owners', '/api/v1/settings/owners-investors']) {
    app.get(`${base}/choices`, { config: { guard: ADMIN } }, async (request) =>
      ownerChoices(app.db, staffContext(request).project),
    );
    app.post(`${base}/create`, { config: { guard: ADMIN } }, async (request) => {
      const { project, user } = staffContext(request);
      return createOwner(app.db, project, user, request.body);
    });
    app.get(`${base}/:id`, { config: { guard: ADMIN } }, async (request) =>
      getOwner(app.db, staffContext(request).project, idOf(request)),
    );
    app.post(`${base}/:id/edit`, { config: { guard: ADMIN } }, async (request) => {
      const { project, user } = staffContext(request);
      return updateOwner(app.db, project, user, idOf(request), request.body);
    });
    app.delete(`${base}/:id`, { config: { guard: ADMIN } }, async (request) => {
      const { project, user } = staffContext(request);
      return deleteOwner(app.db, project, user, idOf(request));
    });
  }
}
