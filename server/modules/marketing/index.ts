import { onObjectStateChange } from '../../core/objectHooks';
import type { ServerModule } from '../../core/route';
import { deactivateTakenObjects } from './autoDeactivate';
import { marketingFeedRoutes } from './feedRoutes';
import { marketingLists } from './lists';
import { marketingRoutes } from './routes';
import { MARKETING_TRANSFER_JOB, runMarketingTransfer } from './transfer';

// a rented, sold or inactive object's ads leave the portals (with a changelog entry)
onObjectStateChange(deactivateTakenObjects);

export const serverModule: ServerModule = {
  name: 'marketing',
  routes: [marketingRoutes, marketingFeedRoutes],
  lists: marketingLists,
  jobs: { [MARKETING_TRANSFER_JOB]: runMarketingTransfer },
};
