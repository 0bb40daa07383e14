import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { lazyScreen, type AppResource } from '../../src/registry';
import { PROFILE_PAGES } from './pages';

/** The profile settings of the signed-in user under /profile-settings (account, security, notifications). */
export const profileSettings: AppResource = {
  name: 'profile-settings',
  icon: ManageAccountsOutlined,
  list: lazyScreen(() => import('./ProfileRoutes').then((module) => module.ProfileRoutes)),
  pages: PROFILE_PAGES,
};
