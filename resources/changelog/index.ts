import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { lazyScreen, type AppResource } from '../../src/registry';
import { loadChangelogDetails, loadChangelogList } from './screens';

/**
 * The changelog (spec 1 section 2, spec 2 section 7.15): the audit trail as a list under
 * /changelog, one entry's values before and after under /changelog-details/{id}. Screens load on
 * first use; the bell in the top bar leads here.
 */

const ChangelogListScreen = lazyScreen(loadChangelogList);
const ChangelogDetailsScreen = lazyScreen(loadChangelogDetails);

export const changelog: AppResource = {
  name: 'changelog',
  icon: HistoryOutlined,
  list: ChangelogListScreen,
};

export const changelogDetails: AppResource = {
  name: 'changelog-details',
  icon: HistoryOutlined,
  recordPage: ChangelogDetailsScreen,
};
