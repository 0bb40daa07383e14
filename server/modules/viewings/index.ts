import type { ServerModule } from '../../core/route';
import { viewingLists } from './lists';
import { viewingRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'viewings',
  routes: [viewingRoutes],
  lists: viewingLists,
};
