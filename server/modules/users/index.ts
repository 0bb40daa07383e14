import type { ServerModule } from '../../core/route';
import { userList } from './lists';
import { userRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'users',
  routes: [userRoutes],
  lists: [userList],
};
