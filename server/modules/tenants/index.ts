import type { ServerModule } from '../../core/route';
import { tenantLists } from './lists';
import { tenantRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'tenants',
  routes: [tenantRoutes],
  lists: tenantLists,
};
