import type { ServerModule } from '../../core/route';
import { ownerLists } from './lists';
import { ownerRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'owners',
  routes: [ownerRoutes],
  lists: ownerLists,
};
