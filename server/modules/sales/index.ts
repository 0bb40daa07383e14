import type { ServerModule } from '../../core/route';
import { salesRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'sales',
  routes: [salesRoutes],
};
