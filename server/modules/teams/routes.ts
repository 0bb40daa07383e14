import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN } from '../../../schema/permissions';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { pathIds } from '../../core/validate';
import { createTeam, deleteTeam, getTeam, teamChoices, updateTeam } from './service';

const idParams = rowIdParams('id');

/** The `:id` of a path (schema/rowId.ts): not an id is 400; one no row can have is not found. */
const idOf = (request: FastifyRequest) => pathIds(idParams, request.params, 'team_not_found').id;

/**
 * Settings > teams (spec 2 section 7.17, admin only): the teams of the customer that serve this
 * project. The list is the list engine's `settings/teams` (server/modules/teams/lists.ts).
 */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/settings/teams/choices', { config: { guard: ADMIN } }, async (request) => {
    const { project } = staffContext(request);
    return teamChoices(app.db, project);
  });

  app.post('/api/v1/settings/teams/create', { config: { guard: ADMIN } }, async (request) => {
    const { project, user } = staffContext(request);
    return createTeam(app.db, project, user, request.body);
  });

  app.get('/api/v1/settings/teams/:id', { config: { guard: ADMIN } }, async (request) => {
    const { project } = staffContext(request);
    return getTeam(app.db, project, idOf(request));
  });

  app.post('/api/v1/settings/teams/:id/edit', { config: { guard: ADMIN } }, async (request) => {
    const { project, user } = staffContext(request);
    return updateTeam(app.db, project, user, idOf(request), request.body);
  });

  app.delete('/api/v1/settings/teams/:id', { config: { guard: ADMIN } }, async (request) => {
    const { project, user } = staffContext(request);
    return deleteTeam(app.db, project, user, idOf(request));
  });
}
