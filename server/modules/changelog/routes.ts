import type { FastifyInstance } from 'fastify';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { readOf, route } from '../../core/route';
import { schemaContext } from '../../lists/query';
import { listContext } from '../../lists/routes';
import { changelogChoices } from './lists';
import { changelogEntry, changelogInit, markChangelogSeen } from './service';

const read = readOf('changelog');
const details = readOf('changelog-details');
const params = rowIdParams('id');

/**
 * The changelog (spec 2 section 7.15): its list is event-log/logs (lists.ts); here the bell's
 * count (GET init), the look that resets it (POST init), the filter choices and one entry.
 */
export async function changelogRoutes(app: FastifyInstance): Promise<void> {
  route(app, { method: 'GET', url: '/api/v1/event-log/init', guard: read }, ({ request }) => {
    const { project, user } = staffContext(request);
    return changelogInit(app.db, project, user);
  });

  route(app, { method: 'POST', url: '/api/v1/event-log/init', guard: read }, ({ request }) => {
    const { project, user } = staffContext(request);
    return markChangelogSeen(app.db, project, user);
  });

  route(app, { method: 'GET', url: '/api/v1/event-log/choices', guard: read }, ({ request }) =>
    changelogChoices(schemaContext(listContext(app, request))),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/v1/event-log/logs/:id',
      guard: details,
      params,
      missing: 'changelog_entry_not_found',
    },
    ({ request, params }) => changelogEntry(listContext(app, request), params.id),
  );
}
