import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import { lazyScreen, type AppResource } from '../../src/registry';
import { loadAdEditor, loadMarketingList, MARKETING_LIST_PATH } from './screens';

/**
 * Marketing (spec 2 section 7.13): the list of objects with their ads' state per portal at
 * /marketing (menu entry "Marketing") and an object's ad editor at /marketing/{id}.
 */
const MarketingListScreen = lazyScreen(loadMarketingList);
const AdEditorScreen = lazyScreen(loadAdEditor);

export const marketing: AppResource = {
  name: 'marketing',
  icon: CampaignOutlined,
  list: MarketingListScreen,
  recordPage: AdEditorScreen,
  recordRepresentation: (record) => String(record.title || record.id),
  listOf: (pathname) => (MARKETING_LIST_PATH.test(pathname) ? { resource: 'marketing' } : null),
};
