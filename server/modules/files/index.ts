import type { ServerModule } from '../../core/route';
import { fileRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'files',
  routes: [fileRoutes],
};
