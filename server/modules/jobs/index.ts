import type { ServerModule } from '../../core/route';
import { jobRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'jobs',
  routes: [jobRoutes],
};
