import type { ServerModule } from '../../core/route';
import { applicationFlowRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'applicationFlow',
  routes: [applicationFlowRoutes],
};
