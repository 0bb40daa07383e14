import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ADMIN } from '../../../schema/permissions';
import { staffContext } from '../../core/context';
import { parse } from '../../core/validate';
import { createTeam, deleteTeam, getTeam, teamChoices, updateTeam } from './service';

const idParams = z.object({ id: z.coerce.number().int().positive() });

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
    return getTeam(app.db, project, parse(idParams, request.params).id);
  });

  app.post('/api/v1/settings/teams/:id/edit', { config: { guard: ADMIN } }, async (request) => {
    const { project, user } = staffContext(request);
    return updateTeam(app.db, project, user, parse(idParams, request.params).id, request.body);
  });

  app.delete('/api/v1/settings/teams/:id', { config: { guard: ADMIN } }, async (request) => {
    const { project, user } = staffContext(request);
    return deleteTeam(app.db, project, user, parse(idParams, request.params).id);
  });
}
