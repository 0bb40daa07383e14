import type { ServerModule } from '../../core/route';
import { viewingLists } from './lists';
import { viewingOnsiteRoutes } from './onsiteRoutes';
import { viewingPublicRoutes } from './publicRoutes';
import { runViewingReminder, VIEWING_REMINDER_JOB } from './reminders';
import { viewingRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'viewings',
  routes: [viewingRoutes, viewingPublicRoutes, viewingOnsiteRoutes],
  lists: viewingLists,
  jobs: { [VIEWING_REMINDER_JOB]: runViewingReminder },
};
