import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { lazyScreen, type AppResource } from '../../src/registry';
import { storedSessionMayRead } from '../../authProvider';
import { dataProvider } from '../../dataProvider';
import { getStoredUser } from '../../dataProvider/storage';
import { HOME_PATH, loadHomeScreen } from './screens';
import { prefetchHomeWidgets } from './widgetLoads';

const HomeScreen = lazyScreen(loadHomeScreen);

/** The home page under /home: the widgets of the project's day (spec 1 sections 2 and 4). */
export const home: AppResource = {
  name: 'home',
  icon: HomeOutlined,
  list: HomeScreen,
  // the widgets' figures at the start: on /home, and on / for those who land on the home page
  prefetch: (pathname) => {
    if (HOME_PATH.test(pathname) || (pathname === '/' && storedSessionMayRead('home')))
      prefetchHomeWidgets(dataProvider, getStoredUser());
  },
};
