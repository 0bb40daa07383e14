import type { FastifyInstance } from 'fastify';
import { needs } from '../../../schema/permissions';
import { listSettingParams, listSettingSchema } from '../../../schema/validation';
import { requireProject, staffContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import { PERMIT, PUBLIC, route } from '../../core/route';
import { listContext } from '../../lists/routes';
import { saveColumnOrder } from '../../lists/settings';
import { listBySettingsKey } from '../lists';
import { projectPrivacyText } from '../projectSettings/settings';
import { countryList } from './countries';
import { bootstrap, initReply, projectSso, versionReply } from './service';

export async function sharedRoutes(app: FastifyInstance): Promise<void> {
  // the client app's own settings: no session, no project
  route(app, { method: 'GET', url: '/config.json', guard: PUBLIC, tenant: false }, () => ({
    baseApiUrl: '',
    axiosTimeout: app.config.axiosTimeout,
  }));

  route(app, { method: 'GET', url: '/api/v1/version', guard: PUBLIC, tenant: false }, () => versionReply());

  route(app, { method: 'GET', url: '/api/v1/init', guard: PUBLIC }, async ({ request }) => {
    const project = requireProject(request);
    return initReply(app.config, project, request.lang, request.t, await projectSso(app.db, project));
  });

  // the project's own privacy text in the visitor's language (settings > website), else the app's
  route(app, { method: 'GET', url: '/api/v1/privacy-policy', guard: PUBLIC }, async ({ request }) => ({
    contentText:
      (await projectPrivacyText(app.db, requireProject(request).id, request.lang)) ??
      request.t('privacy_policy_html'),
  }));

  route(app, { method: 'GET', url: '/api/v1/bootstrap', guard: PERMIT }, ({ request }) => {
    const { project, user, subject } = staffContext(request);
    return bootstrap(app.db, app.config, project, user, subject);
  });

  route(app, { method: 'GET', url: '/api/v1/country-list/', guard: PERMIT }, ({ request }) =>
    countryList(request.lang),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/settings/:key/list',
      guard: needs('shared_view_settings'),
      params: listSettingParams,
      body: listSettingSchema,
    },
    async ({ request, params: { key }, body: { value } }) => {
      const schema = listBySettingsKey(key);
      if (!schema) throw badRequest('unknown_list_setting', { key: key.slice(0, 50) });
      const ctx = listContext(app, request);
      return { key, value: await saveColumnOrder(ctx, schema, value), message: ctx.t('list_setting_saved') };
    },
  );
}
