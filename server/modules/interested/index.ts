import type { ServerModule } from '../../core/route';
import { interestedLists } from './lists';
import { interestedPublicRoutes } from './publicRoutes';
import { interestedRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'interested',
  routes: [interestedRoutes, interestedPublicRoutes],
  lists: interestedLists,
};
