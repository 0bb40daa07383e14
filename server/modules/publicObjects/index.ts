import type { ServerModule } from '../../core/route';
import { publicObjectRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'publicObjects',
  routes: [publicObjectRoutes],
};
