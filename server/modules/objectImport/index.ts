import type { ServerModule } from '../../core/route';
import { objectImportRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'objectImport',
  routes: [objectImportRoutes],
};
