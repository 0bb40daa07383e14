import type { ServerModule } from '../../core/route';
import { accountRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'account',
  routes: [accountRoutes],
};
