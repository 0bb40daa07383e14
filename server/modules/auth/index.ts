import type { ServerModule } from '../../core/route';
import { authRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'auth',
  routes: [authRoutes],
};
