import type { FastifyInstance } from 'fastify';
import { needs, PERMIT } from '../../../schema/permissions';
import { listSettingSchema } from '../../../schema/validation';
import { requireProject, staffContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import { parse } from '../../core/validate';
import { listContext } from '../../lists/routes';
import { saveColumnOrder } from '../../lists/settings';
import { listBySettingsKey } from '../lists';
import { countryList } from './countries';
import { bootstrap, initReply, projectSso, versionReply } from './service';

const PUBLIC = { kind: 'public' } as const;

export async function sharedRoutes(app: FastifyInstance): Promise<void> {
  app.get('/config.json', async () => ({ baseApiUrl: '', axiosTimeout: app.config.axiosTimeout }));

  app.get('/api/v1/version', { config: { guard: PUBLIC, tenant: false } }, async () => versionReply());

  app.get('/api/v1/init', { config: { guard: PUBLIC } }, async (request) => {
    const project = requireProject(request);
    return initReply(app.config, project, request.lang, request.t, await projectSso(app.db, project));
  });

  app.get('/api/v1/privacy-policy', { config: { guard: PUBLIC } }, async (request) => ({
    contentText: request.t('privacy_policy_html'),
  }));

  app.get('/api/v1/bootstrap', { config: { guard: PERMIT } }, async (request) => {
    const { project, user, subject } = staffContext(request);
    return bootstrap(app.db, app.config, project, user, subject);
  });

  app.get('/api/v1/country-list/', { config: { guard: PERMIT } }, async (request) =>
    countryList(request.lang),
  );

  app.post(
    '/api/v1/settings/:key/list',
    { config: { guard: needs('shared_view_settings') } },
    async (request) => {
      const { key } = request.params as { key: string };
      const schema = listBySettingsKey(key);
      if (!schema) throw badRequest('unknown_list_setting', { key: key.slice(0, 50) });
      const ctx = listContext(app, request);
      const { value } = parse(listSettingSchema, request.body);
      return { key, value: await saveColumnOrder(ctx, schema, value), message: ctx.t('list_setting_saved') };
    },
  );
}
