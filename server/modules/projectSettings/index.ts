import type { ServerModule } from '../../core/route';
import { projectSettingsRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'projectSettings',
  routes: [projectSettingsRoutes],
};
