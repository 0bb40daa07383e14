import type { ServerModule } from '../../core/route';
import { changelogList } from './lists';
import { changelogRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'changelog',
  routes: [changelogRoutes],
  lists: [changelogList],
};
