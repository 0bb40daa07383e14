import type { ServerModule } from '../../core/route';
import { actionLinkRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'actionLinks',
  routes: [actionLinkRoutes],
};
