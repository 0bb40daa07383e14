import type { FastifyInstance } from 'fastify';
import {
  interestedCreateSchema,
  interestedEditSchema,
  interestedInviteSchema,
} from '../../../schema/interestedPeople';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { readOf, route } from '../../core/route';
import { projectUrl } from '../shared/service';
import { createPerson, editPerson, getPerson, inviteToApply } from './service';
import { inviteToViewing } from './viewingLink';

const BASE = '/api/v1/applications/interested';
const guard = readOf('interested-people');
const params = rowIdParams('id');
const missing = 'interested_not_found';

/**
 * The interested people's calls (spec 2 section 7.8): create, one person (the sidepanel), edit,
 * and the invitation to apply. The list and its bulk actions are the list engine's
 * (GET and POST applications/interested).
 */
export async function interestedRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    { method: 'POST', url: `${BASE}/create`, guard, body: interestedCreateSchema },
    ({ request, body }) => createPerson(app.db, staffContext(request), body),
  );

  route(
    app,
    { method: 'POST', url: `${BASE}/invite-to-apply`, guard, body: interestedInviteSchema },
    ({ request, body }) => {
      const ctx = staffContext(request);
      return inviteToApply(app.db, ctx, projectUrl(app.config, ctx.project.slug), body.targets);
    },
  );

  route(
    app,
    { method: 'POST', url: `${BASE}/invite-to-viewing`, guard, body: interestedInviteSchema },
    ({ request, body }) => {
      const ctx = staffContext(request);
      return inviteToViewing(app.db, ctx, projectUrl(app.config, ctx.project.slug), body.targets);
    },
  );

  route(app, { method: 'GET', url: `${BASE}/:id`, guard, params, missing }, ({ request, params }) =>
    getPerson(app.db, staffContext(request), params.id),
  );

  route(
    app,
    { method: 'POST', url: `${BASE}/:id/edit`, guard, params, missing, body: interestedEditSchema },
    ({ request, params, body }) => editPerson(app.db, staffContext(request), params.id, body),
  );
}
