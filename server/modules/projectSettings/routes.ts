import type { FastifyInstance } from 'fastify';
import { ADMIN } from '../../../schema/permissions';
import { requireProject, staffContext } from '../../core/context';
import {
  getProjectSettings,
  getPublicTheme,
  getWebsiteTheme,
  saveProjectSettings,
  saveWebsiteTheme,
} from './settings';

const PUBLIC = { kind: 'public' } as const;

/**
 * Project settings (spec 2 section 7.17): settings > project (general and contact) and the public
 * page theme of settings > website, admin only, in the project of the request; and the theme the
 * project's public pages read without a session.
 */
export async function projectSettingsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/settings/project', { config: { guard: ADMIN } }, async (request) =>
    getProjectSettings(app.db, staffContext(request).project),
  );
  app.post('/api/v1/settings/project', { config: { guard: ADMIN } }, async (request) => {
    const { project, user, t } = staffContext(request);
    return saveProjectSettings(app.db, project, user, request.body, t);
  });

  app.get('/api/v1/settings/website', { config: { guard: ADMIN } }, async (request) =>
    getWebsiteTheme(app.db, staffContext(request).project),
  );
  app.post('/api/v1/settings/website', { config: { guard: ADMIN } }, async (request) => {
    const { project, user, t } = staffContext(request);
    return saveWebsiteTheme(app.db, project, user, request.body, t);
  });

  app.get('/api/v1/public/website-theme', { config: { guard: PUBLIC } }, async (request) =>
    getPublicTheme(app.db, requireProject(request)),
  );
}
