import type { FastifyInstance } from 'fastify';
import { ADMIN } from '../../../schema/permissions';
import { staffContext } from '../../core/context';
import { getFormSettings, saveFormSettings } from './forms';

/**
 * Settings > form settings: the application form builder (spec 1 section 2), admin only, in the
 * project of the request. A save makes a new version; applications keep the version they were made with.
 */
export async function applicationFormRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/settings/form-settings', { config: { guard: ADMIN } }, async (request) =>
    getFormSettings(app.db, staffContext(request).project),
  );
  app.post('/api/v1/settings/form-settings', { config: { guard: ADMIN } }, async (request) => {
    const { project, user, t } = staffContext(request);
    return saveFormSettings(app.db, project, user, request.body, t);
  });
}
