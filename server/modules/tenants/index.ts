import type { ServerModule } from '../../core/route';
import { DEPOSIT_REMINDER_JOB, runDepositReminder } from './deposit';
import { depositRoutes } from './depositRoutes';
import { tenantLists } from './lists';
import { tenantRoutes } from './routes';
import { runTenancyEnd, TENANCY_END_JOB } from './tenancyEnd';

export const serverModule: ServerModule = {
  name: 'tenants',
  routes: [tenantRoutes, depositRoutes],
  lists: tenantLists,
  jobs: { [TENANCY_END_JOB]: runTenancyEnd, [DEPOSIT_REMINDER_JOB]: runDepositReminder },
};
