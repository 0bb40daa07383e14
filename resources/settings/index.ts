import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { lazyScreen, type AppResource } from '../../src/registry';
import { SETTINGS_PAGES } from './pages';

/** The project settings area under /settings (admin only), its pages with the settings mode's menu. */
export const projectSettings: AppResource = {
  name: 'settings',
  icon: SettingsOutlined,
  list: lazyScreen(() => import('./SettingsRoutes').then((module) => module.SettingsRoutes)),
  pages: SETTINGS_PAGES,
};
