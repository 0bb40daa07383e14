import type { ServerModule } from '../../core/route';
import { inboxLists } from './inbox';
import { inboxRoutes } from './inboxRoutes';
import { mailSendRoutes } from './sendRoutes';
import { mailTemplateRoutes } from './templateRoutes';

export const serverModule: ServerModule = {
  name: 'communication',
  routes: [mailTemplateRoutes, mailSendRoutes, inboxRoutes],
  // the inbox lists have their own route: their search has no search text to use
  routedLists: Object.values(inboxLists),
};
