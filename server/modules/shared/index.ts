import type { ServerModule } from '../../core/route';
import { sharedRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'shared',
  routes: [sharedRoutes],
};
