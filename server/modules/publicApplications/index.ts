import type { ServerModule } from '../../core/route';
import { publicApplicationRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'publicApplications',
  routes: [publicApplicationRoutes],
};
