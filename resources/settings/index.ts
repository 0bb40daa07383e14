import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { lazyScreen, type AppResource } from '../../src/registry';

/** The project settings area under /settings (admin only). */
export const projectSettings: AppResource = {
  name: 'settings',
  icon: SettingsOutlined,
  list: lazyScreen(() => import('./SettingsRoutes').then((module) => module.SettingsRoutes)),
};
