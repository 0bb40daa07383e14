import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../../schema/resources';
import { staffContext } from '../../core/context';
import { schemaContext } from '../../lists/query';
import { listContext } from '../../lists/routes';
import { idParam } from '../objects/common';
import { changelogChoices } from './lists';
import { changelogEntry, changelogInit, markChangelogSeen } from './service';

const read = { guard: RESOURCES.changelog.permission };
const details = { guard: RESOURCES['changelog-details'].permission };

/**
 * The changelog (spec 2 section 7.15): its list is event-log/logs (lists.ts); here the bell's
 * count (GET init), the look that resets it (POST init), the filter choices and one entry.
 */
export async function changelogRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/event-log/init', { config: read }, async (request) => {
    const { project, user } = staffContext(request);
    return changelogInit(app.db, project, user);
  });

  app.post('/api/v1/event-log/init', { config: read }, async (request) => {
    const { project, user } = staffContext(request);
    return markChangelogSeen(app.db, project, user);
  });

  app.get('/api/v1/event-log/choices', { config: read }, async (request) => {
    return changelogChoices(schemaContext(listContext(app, request)));
  });

  app.get('/api/v1/event-log/logs/:id', { config: details }, async (request) => {
    const id = idParam(request.params, 'changelog_entry_not_found');
    return changelogEntry(listContext(app, request), id);
  });
}
