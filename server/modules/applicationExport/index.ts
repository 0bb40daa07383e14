import type { ServerModule } from '../../core/route';
import { applicationExportRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'applicationExport',
  routes: [applicationExportRoutes],
};
