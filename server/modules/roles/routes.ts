import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rolePermissionsSchema } from '../../../schema/roles';
import { staffContext } from '../../core/context';
import { ADMIN, route } from '../../core/route';
import { listRoles, resetRole, roleOf, saveRole } from './service';

const params = z.object({ role: z.string() });

/**
 * Project settings > roles (spec 2 section 7.17, admin only): the permission keys of each role in
 * this project, changed from the defaults; the keys a role can never have are refused.
 */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  route(app, { method: 'GET', url: '/api/v1/settings/roles', guard: ADMIN }, ({ request }) =>
    listRoles(app.db, staffContext(request).project),
  );

  route(
    app,
    {
      method: 'PUT',
      url: '/api/v1/settings/roles/:role',
      guard: ADMIN,
      params,
      // the keys a role may have depend on the role; an unknown role is not found before its body is read
      body: ({ params }) => rolePermissionsSchema(roleOf(params.role)),
    },
    ({ request, params, body }) => {
      const { project, user } = staffContext(request);
      return saveRole(app.db, project, user, params.role, body);
    },
  );

  route(
    app,
    { method: 'DELETE', url: '/api/v1/settings/roles/:role', guard: ADMIN, params },
    ({ request, params }) => {
      const { project, user } = staffContext(request);
      return resetRole(app.db, project, user, params.role);
    },
  );
}
