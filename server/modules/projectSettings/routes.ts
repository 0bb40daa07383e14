import type { FastifyInstance } from 'fastify';
import {
  cityTemplateSchema,
  privacyTextSchema,
  projectSettingsSchema,
  websiteThemeSchema,
} from '../../../schema/projectSettings';
import { requireProject, staffContext } from '../../core/context';
import { ADMIN, PUBLIC, route } from '../../core/route';
import {
  getCityTemplate,
  getPrivacyText,
  getProjectSettings,
  getPublicTheme,
  getWebsiteTheme,
  saveCityTemplate,
  savePrivacyText,
  saveProjectSettings,
  saveWebsiteTheme,
} from './settings';

/**
 * Project settings (spec 2 section 7.17): settings > project (general and contact) and the public
 * page theme of settings > website, admin only, in the project of the request; and the theme the
 * project's public pages read without a session (with the city template when it is on). A refused form names its first field's problem.
 */
export async function projectSettingsRoutes(app: FastifyInstance): Promise<void> {
  route(app, { method: 'GET', url: '/api/v1/settings/project', guard: ADMIN }, ({ request }) =>
    getProjectSettings(app.db, staffContext(request).project),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/settings/project',
      guard: ADMIN,
      body: projectSettingsSchema,
      formMessage: true,
    },
    ({ request, body }) => {
      const { project, user, t } = staffContext(request);
      return saveProjectSettings(app.db, project, user, body, t);
    },
  );

  route(app, { method: 'GET', url: '/api/v1/settings/website', guard: ADMIN }, ({ request }) =>
    getWebsiteTheme(app.db, staffContext(request).project),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/settings/website',
      guard: ADMIN,
      body: websiteThemeSchema,
      formMessage: true,
    },
    ({ request, body }) => {
      const { project, user, t } = staffContext(request);
      return saveWebsiteTheme(app.db, project, user, body, t);
    },
  );

  // the city template of settings > website: its own form and version beside the theme
  route(app, { method: 'GET', url: '/api/v1/settings/website/city-template', guard: ADMIN }, ({ request }) =>
    getCityTemplate(app.db, staffContext(request).project),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/settings/website/city-template',
      guard: ADMIN,
      body: cityTemplateSchema,
      formMessage: true,
    },
    ({ request, body }) => {
      const { project, user, t } = staffContext(request);
      return saveCityTemplate(app.db, project, user, body, t);
    },
  );

  // the project's privacy text of settings > website: its own form and version
  route(app, { method: 'GET', url: '/api/v1/settings/website/privacy-text', guard: ADMIN }, ({ request }) =>
    getPrivacyText(app.db, staffContext(request).project),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/settings/website/privacy-text',
      guard: ADMIN,
      body: privacyTextSchema,
      formMessage: true,
    },
    ({ request, body }) => {
      const { project, user, t } = staffContext(request);
      return savePrivacyText(app.db, project, user, body, t);
    },
  );

  route(app, { method: 'GET', url: '/api/v1/public/website-theme', guard: PUBLIC }, ({ request }) =>
    getPublicTheme(app.db, requireProject(request)),
  );
}
