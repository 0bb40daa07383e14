import type { DashboardWidgetsReply } from '../schema/dashboard';
import { reply } from './accountMethods';
import { api } from './http';

const WIDGETS = '/api/v1/dashboard/get-dashboard-widgets';

/** The home page's widgets (spec 2 section 7.15): the ones asked for, each with its figures. */
export const dashboardMethods = {
  getDashboardWidgets: (ids: readonly string[]) =>
    reply(api.get<DashboardWidgetsReply>(WIDGETS, { params: { widget: ids.join(',') } })),
};
