import type { ServerModule } from '../../core/route';
import { ssoRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'sso',
  routes: [ssoRoutes],
};
