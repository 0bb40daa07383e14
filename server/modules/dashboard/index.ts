import type { ServerModule } from '../../core/route';
import { dashboardRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'dashboard',
  routes: [dashboardRoutes],
};
