import type { FastifyInstance } from 'fastify';
import { formSettingsSaveSchema, referenceQuestionSettingsSaveSchema } from '../../../schema/applicationForm';
import { staffContext } from '../../core/context';
import { ADMIN, route } from '../../core/route';
import {
  getFormSettings,
  getReferenceQuestionSettings,
  parseFormDefinition,
  saveFormSettings,
  saveReferenceQuestionSettings,
} from './forms';

const SETTINGS = '/api/v1/settings/form-settings';

/**
 * Settings > form settings: the application form builder (spec 1 section 2), admin only, in the
 * project of the request. A save makes a new version; applications keep the version they were made with.
 */
export async function applicationFormRoutes(app: FastifyInstance): Promise<void> {
  route(app, { method: 'GET', url: SETTINGS, guard: ADMIN }, ({ request }) =>
    getFormSettings(app.db, staffContext(request).project),
  );
  route(
    app,
    { method: 'POST', url: SETTINGS, guard: ADMIN, body: formSettingsSaveSchema },
    ({ request, body }) => {
      const { project, user, t } = staffContext(request);
      const definition = parseFormDefinition(body.definition);
      return saveFormSettings(app.db, project, user, { version: body.version, definition }, t);
    },
  );
  // the questions the project adds to the reference forms: part of the form's version
  route(app, { method: 'GET', url: `${SETTINGS}/references`, guard: ADMIN }, ({ request }) =>
    getReferenceQuestionSettings(app.db, staffContext(request).project),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${SETTINGS}/references`,
      guard: ADMIN,
      body: referenceQuestionSettingsSaveSchema,
    },
    ({ request, body }) => {
      const { project, user, t } = staffContext(request);
      return saveReferenceQuestionSettings(app.db, project, user, body, t);
    },
  );
}
