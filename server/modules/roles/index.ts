import type { ServerModule } from '../../core/route';
import { roleRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'roles',
  routes: [roleRoutes],
};
