import type { ServerModule } from '../../core/route';
import { objectMediaRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'objectMedia',
  routes: [objectMediaRoutes],
};
