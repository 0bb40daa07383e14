import type { ServerModule } from '../../core/route';
import { interestedLists } from './lists';
import { interestedRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'interested',
  routes: [interestedRoutes],
  lists: interestedLists,
};
