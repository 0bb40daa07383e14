import type { FastifyInstance } from 'fastify';
import { isHomeWidgetId, type DashboardWidgetsReply, type HomeWidgetId } from '../../../schema/dashboard';
import { staffContext } from '../../core/context';
import { ApiError } from '../../core/errors';
import { readOf, route } from '../../core/route';
import { listContext } from '../../lists/routes';
import { dashboardWidgets } from './service';

/** The query's `widget` ids (repeated or comma-separated); an unknown id is a 400. */
function widgetIds(query: unknown): HomeWidgetId[] {
  const raw = (query as { widget?: string | string[] } | undefined)?.widget;
  const ids = [raw ?? []]
    .flat()
    .flatMap((value) => String(value).split(','))
    .filter(Boolean);
  const unknown = ids.filter((id) => !isHomeWidgetId(id));
  if (unknown.length > 0) throw new ApiError(400, 'invalid_filter_value', { key: 'widget' });
  return ids as HomeWidgetId[];
}

/** The home page's widgets (spec 2 section 7.15); the reply shape is in docs/decisions.md. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    { method: 'GET', url: '/api/v1/dashboard/get-dashboard-widgets', guard: readOf('home') },
    async ({ request }): Promise<DashboardWidgetsReply> => {
      const ctx = staffContext(request);
      return { widgets: await dashboardWidgets(listContext(app, request), ctx, widgetIds(request.query)) };
    },
  );
}
