import type { ServerModule } from '../../core/route';
import { buildingList } from './lists';
import { buildingRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'buildings',
  routes: [buildingRoutes],
  lists: [buildingList],
};
