import type { ServerModule } from '../../core/route';
import { contractSigningRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'contractSigning',
  routes: [contractSigningRoutes],
};
