import type { ServerModule } from '../../core/route';
import { runOfferExpiry } from './expiry';
import { OFFER_EXPIRY_JOB } from './offerExpiryJob';
import { applicationFlowRoutes } from './routes';

export const serverModule: ServerModule = {
  name: 'applicationFlow',
  routes: [applicationFlowRoutes],
  jobs: { [OFFER_EXPIRY_JOB]: runOfferExpiry },
};
