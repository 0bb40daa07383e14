import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import { lazyScreen, type AppResource } from '../../src/registry';
import { loadMarketingList, MARKETING_LIST_PATH } from './screens';

/**
 * Marketing (spec 2 section 7.13): the list of objects with their ads' state per portal at
 * /marketing. No menu entry (the spec's menu has none) until the ad editor is built.
 */
const MarketingListScreen = lazyScreen(loadMarketingList);

export const marketing: AppResource = {
  name: 'marketing',
  icon: CampaignOutlined,
  list: MarketingListScreen,
  recordRepresentation: (record) => String(record.title || record.id),
  listOf: (pathname) => (MARKETING_LIST_PATH.test(pathname) ? { resource: 'marketing' } : null),
};
