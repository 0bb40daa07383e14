import type { FastifyInstance } from 'fastify';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { ADMIN, route } from '../../core/route';
import { jobsOverview, retryJob } from './service';

/** Settings > background jobs (admins): what failed and why, what is coming, and a retry. */
export async function jobRoutes(app: FastifyInstance): Promise<void> {
  route(app, { method: 'GET', url: '/api/v1/settings/jobs', guard: ADMIN }, ({ request }) =>
    jobsOverview(app.db, staffContext(request)),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/settings/jobs/:id/retry',
      guard: ADMIN,
      params: rowIdParams('id'),
      missing: 'job_not_found',
    },
    ({ request, params }) => retryJob(app.db, staffContext(request), params.id),
  );
}
