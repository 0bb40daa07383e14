import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adBulkSchema,
  connectionTestSchema,
  adPublishSchema,
  adSaveSchema,
  feedRenewSchema,
  platformsSaveSchema,
} from '../../../schema/marketing';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { ADMIN, readOf, route } from '../../core/route';
import { runBulk } from '../../lists/bulk';
import { parseListParams } from '../../lists/params';
import { listContext } from '../../lists/routes';
import { tableData } from '../../lists/tableData';
import { getAdEditor, publishAd, saveAd } from './ads';
import { MARKETING_BULK, marketingList } from './lists';
import { testConnection } from './connection';
import { getPlatforms, renewFeed, savePlatforms } from './platforms';

/** Marketing (spec 2 section 7.13) and settings > rental platforms (7.17). */
export async function marketingRoutes(app: FastifyInstance): Promise<void> {
  const guard = readOf('marketing');
  // the marketing list with its parameters in the body (the list engine also serves it as GET)
  route(
    app,
    {
      method: 'POST',
      url: '/api/v2/marketing/objects',
      guard,
      body: z.record(z.string(), z.unknown()).default({}),
    },
    ({ request, body }) =>
      tableData(marketingList, listContext(app, request), parseListParams(marketingList, body)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/api/v2/marketing/objects/:id/edit',
      guard,
      params: rowIdParams('id'),
      missing: 'object_not_found',
    },
    ({ request, params }) => getAdEditor(app.db, staffContext(request).project, params.id),
  );
  route(
    app,
    { method: 'POST', url: '/api/v1/marketing/ad/save', guard, body: adSaveSchema },
    ({ request, body }) => {
      const { project, user } = staffContext(request);
      return saveAd(app.db, project, user, body);
    },
  );
  route(
    app,
    { method: 'POST', url: '/api/v1/marketing/ad/publish', guard, body: adPublishSchema },
    ({ request, body }) => {
      const { project, user } = staffContext(request);
      return publishAd(app.db, project, user, body);
    },
  );
  for (const action of ['deactivate', 'refresh'] as const) {
    route(
      app,
      { method: 'POST', url: `/api/v1/marketing/objects/${action}`, guard, body: adBulkSchema },
      async ({ request, body }) => {
        const outcome = await runBulk(marketingList, listContext(app, request), {
          bulkAction: MARKETING_BULK[action].value,
          targets: body.targets,
        });
        return outcome.kind === 'result' ? outcome.result : null;
      },
    );
  }
  route(app, { method: 'GET', url: '/api/v1/settings/marketing-platforms', guard: ADMIN }, ({ request }) => {
    const { project, t } = staffContext(request);
    return getPlatforms(app.db, project, t);
  });
  route(
    app,
    { method: 'POST', url: '/api/v1/settings/marketing-platforms', guard: ADMIN, body: platformsSaveSchema },
    ({ request, body }) => {
      const { project, user, t } = staffContext(request);
      return savePlatforms(app.db, project, user, body, t);
    },
  );
  // connects with one portal's push settings as in the form and lists the folder
  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/settings/marketing-platforms/test-connection',
      guard: ADMIN,
      body: connectionTestSchema,
    },
    ({ request, body }) => {
      const { project, t } = staffContext(request);
      return testConnection(app.db, project, body, t);
    },
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/settings/marketing-platforms/renew-feed',
      guard: ADMIN,
      body: feedRenewSchema,
    },
    ({ request, body }) => {
      const { project, user } = staffContext(request);
      return renewFeed(app.db, project, user, body.portal);
    },
  );
}
