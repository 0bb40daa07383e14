import type { FastifyInstance } from 'fastify';
import {
  interestFormSchema,
  publicObjectListQuerySchema,
  publicObjectParams,
  websiteObjectListSchema,
} from '../../../schema/publicObjects';
import { requireProject, staffContext } from '../../core/context';
import { ADMIN, PUBLIC, route } from '../../core/route';
import { linkWriteRules } from '../publicApplications/rateLimit';
import { registerInterest } from './interest';
import { publicListInit, publicObjectDetail, publicObjectList } from './objects';
import { getObjectListSettings, saveObjectListSettings } from './settings';

const LIST = '/api/v1/objects/iframe-object-list';
const SETTINGS = '/api/v1/settings/website/object-list';

/**
 * The public object list and details (spec 2 sections 7.2 and 7.13) without a session, in the
 * project of the request's host (the tenant-name header, like the public application form), in the
 * language of the path; the interest form, rate limited per client address like the application
 * form's writes; and their settings in settings > website (admin only).
 */
export async function publicObjectRoutes(app: FastifyInstance): Promise<void> {
  route(app, { method: 'GET', url: `${LIST}/init`, guard: PUBLIC }, ({ request }) =>
    publicListInit(app.db, requireProject(request), request.lang),
  );
  route(
    app,
    { method: 'GET', url: LIST, guard: PUBLIC, query: publicObjectListQuerySchema },
    ({ request, query }) => publicObjectList(app.db, requireProject(request), request.lang, query),
  );
  route(
    app,
    { method: 'GET', url: `${LIST}/:id`, guard: PUBLIC, params: publicObjectParams },
    ({ request, params }) => publicObjectDetail(app.db, requireProject(request), request.lang, params.id),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/evaluation/settings/template-builder/iframe-interest-form',
      guard: PUBLIC,
      body: interestFormSchema,
      formMessage: true,
      bodyLimit: 16 * 1024,
    },
    async ({ request, reply, body }) => {
      const rules = linkWriteRules(request.ip, app.config);
      const result = await registerInterest(app.db, requireProject(request), body, rules, request.t);
      return reply.status(201).send(result);
    },
  );

  route(app, { method: 'GET', url: SETTINGS, guard: ADMIN }, ({ request }) =>
    getObjectListSettings(app.db, staffContext(request).project.id),
  );
  route(
    app,
    { method: 'POST', url: SETTINGS, guard: ADMIN, body: websiteObjectListSchema, formMessage: true },
    ({ request, body }) => {
      const { project, user, t } = staffContext(request);
      return saveObjectListSettings(app.db, project, user, body, t);
    },
  );
}
