import type { PlatformSettingsInput, Portal } from '../schema/marketing';
import type { ConnectionTestReply, FeedRenewReply, PlatformsRecord } from '../schema/api/marketingPlatforms';
import { reply } from './accountMethods';
import { api } from './http';

const SETTINGS = '/api/v1/settings/marketing-platforms';

/** Settings > software interfaces > rental platforms (spec 2 section 7.17, `marketing-platforms`). */
export const marketingPlatformMethods = {
  getMarketingPlatforms: () => reply(api.get<PlatformsRecord>(SETTINGS)),
  saveMarketingPlatforms: (body: { version: number; platforms: Record<Portal, PlatformSettingsInput> }) =>
    reply(api.post<PlatformsRecord>(SETTINGS, body)),
  renewMarketingFeed: (portal: Portal) =>
    reply(api.post<FeedRenewReply>(`${SETTINGS}/renew-feed`, { portal })),
  testMarketingConnection: (body: Record<string, unknown>) =>
    reply(api.post<ConnectionTestReply>(`${SETTINGS}/test-connection`, body)),
};
