import type { ServerModule } from '../../core/route';
import { contractRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'contracts',
  routes: [contractRoutes],
};
