import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { createElement } from 'react';
import { lazyScreen, type AppResource } from '../../src/registry';

/**
 * The changelog (spec 1 section 2, spec 2 section 7.15): the audit trail as a list under
 * /changelog, one entry's values before and after under /changelog-details/{id}. Screens load on
 * first use; the bell in the top bar leads here.
 */

const ChangelogListScreen = lazyScreen(() =>
  import('./ChangelogList').then((module) => module.ChangelogList),
);
const ChangelogDetailsScreen = lazyScreen(() =>
  import('./ChangelogDetails').then((module) => module.ChangelogDetails),
);

const LIST_PATH = /^\/(?:(?:fr|it|en)\/)?changelog(?:\/|$)/;
const DETAILS_PATH = /^\/(?:(?:fr|it|en)\/)?changelog-details\//;

export const changelog: AppResource = {
  name: 'changelog',
  icon: HistoryOutlined,
  list: ChangelogListScreen,
  preload: (pathname) => {
    if (LIST_PATH.test(pathname)) void ChangelogListScreen.preload();
    else if (DETAILS_PATH.test(pathname)) void ChangelogDetailsScreen.preload();
  },
};

export const changelogDetails: AppResource = {
  name: 'changelog-details',
  icon: HistoryOutlined,
  routes: [{ path: ':id', element: createElement(ChangelogDetailsScreen) }],
};
