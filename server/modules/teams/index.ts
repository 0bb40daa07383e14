import type { ServerModule } from '../../core/route';
import { teamList } from './lists';
import { teamRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'teams',
  routes: [teamRoutes],
  lists: [teamList],
};
