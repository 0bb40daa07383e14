import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { lazyScreen, type AppResource } from '../../src/registry';

const HomeScreen = lazyScreen(() => import('./HomeScreen').then((module) => module.HomeScreen));

const HOME_PATH = /^\/(?:(?:fr|it|en)\/)?home\/?$/;

/** The home page under /home: the widgets of the project's day (spec 1 sections 2 and 4). */
export const home: AppResource = {
  name: 'home',
  icon: HomeOutlined,
  list: HomeScreen,
  preload: (pathname) => {
    if (HOME_PATH.test(pathname) || pathname === '/' || pathname === '/login') void HomeScreen.preload();
  },
};
