import type { FastifyInstance } from 'fastify';
import { ADMIN } from '../../../schema/permissions';
import { staffContext } from '../../core/context';
import { listRoles, resetRole, saveRole } from './service';

type RoleParams = { Params: { role: string } };

/**
 * Project settings > roles (spec 2 section 7.17, admin only): the permission keys of each role in
 * this project, changed from the defaults; the keys a role can never have are refused.
 */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/settings/roles', { config: { guard: ADMIN } }, async (request) => {
    const { project } = staffContext(request);
    return listRoles(app.db, project);
  });

  app.put<RoleParams>('/api/v1/settings/roles/:role', { config: { guard: ADMIN } }, async (request) => {
    const { project, user } = staffContext(request);
    return saveRole(app.db, project, user, request.params.role, request.body);
  });

  app.delete<RoleParams>('/api/v1/settings/roles/:role', { config: { guard: ADMIN } }, async (request) => {
    const { project, user } = staffContext(request);
    return resetRole(app.db, project, user, request.params.role);
  });
}
