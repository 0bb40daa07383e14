import type { ServerModule } from '../../core/route';
import { objectLists } from './lists';
import { objectRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'objects',
  routes: [objectRoutes],
  lists: objectLists,
};
