import type { FastifyInstance } from 'fastify';
import { rowIdParams } from '../../../schema/rowId';
import { teamSchema, teamUpdateSchema } from '../../../schema/teams';
import { staffContext } from '../../core/context';
import { ADMIN, route } from '../../core/route';
import { createTeam, deleteTeam, getTeam, teamChoices, updateTeam } from './service';

const params = rowIdParams('id');
const missing = 'team_not_found';

/**
 * Settings > teams (spec 2 section 7.17, admin only): the teams of the customer that serve this
 * project. The list is the list engine's `settings/teams` (server/modules/teams/lists.ts).
 */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const base = '/api/v1/settings/teams';
  route(app, { method: 'GET', url: `${base}/choices`, guard: ADMIN }, ({ request }) =>
    teamChoices(app.db, staffContext(request).project),
  );

  route(
    app,
    { method: 'POST', url: `${base}/create`, guard: ADMIN, body: teamSchema },
    ({ request, body }) => {
      const { project, user } = staffContext(request);
      return createTeam(app.db, project, user, body);
    },
  );

  route(app, { method: 'GET', url: `${base}/:id`, guard: ADMIN, params, missing }, ({ request, params }) =>
    getTeam(app.db, staffContext(request).project, params.id),
  );

  route(
    app,
    { method: 'POST', url: `${base}/:id/edit`, guard: ADMIN, params, missing, body: teamUpdateSchema },
    ({ request, params, body }) => {
      const { project, user } = staffContext(request);
      return updateTeam(app.db, project, user, params.id, body);
    },
  );

  route(
    app,
    { method: 'DELETE', url: `${base}/:id`, guard: ADMIN, params, missing },
    ({ request, params }) => {
      const { project, user } = staffContext(request);
      return deleteTeam(app.db, project, user, params.id);
    },
  );
}
