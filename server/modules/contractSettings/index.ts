import type { ServerModule } from '../../core/route';
import { contractSettingsRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'contractSettings',
  routes: [contractSettingsRoutes],
};
