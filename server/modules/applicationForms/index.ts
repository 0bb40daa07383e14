import type { ServerModule } from '../../core/route';
import { applicationFormRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'applicationForms',
  routes: [applicationFormRoutes],
};
