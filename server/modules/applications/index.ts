import type { ServerModule } from '../../core/route';
import { applicationLists } from './lists';
import { applicationRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'applications',
  routes: [applicationRoutes],
  lists: applicationLists,
};
