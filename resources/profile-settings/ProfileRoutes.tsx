import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import {
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useOutletContext,
  useParams,
} from 'react-router-dom';
import { AccountPage } from './AccountPage';
import { NotificationsPage } from './NotificationsPage';
import { SecurityPage } from './SecurityPage';

/** The tabs of the profile settings: route child -> label key and screen. */
const PROFILE_TABS = {
  account: { label: 'profile_tab_account', Screen: AccountPage },
  security: { label: 'profile_tab_security', Screen: SecurityPage },
  notifications: { label: 'profile_tab_notifications', Screen: NotificationsPage },
} as const;
type ProfileTab = keyof typeof PROFILE_TABS;
const TAB_LIST = Object.keys(PROFILE_TABS) as ProfileTab[];
export const DEFAULT_PROFILE_TAB: ProfileTab = 'account';

/**
 * No tab or an unknown one: the default tab. Addresses here are absolute (the layout's base): below
 * a splat route a relative one resolves below the current path, which the splat matches again.
 */
function ToDefaultTab() {
  const base = useOutletContext<string>();
  return <Navigate to={`${base}/${DEFAULT_PROFILE_TAB}`} replace />;
}

function ProfileLayout() {
  const translate = useTranslate();
  // the app mounts this below a splat route (`/profile-settings/*`): its value is the part below
  const rest = useParams()['*'] ?? '';
  const { pathname } = useLocation();
  const base = pathname.slice(0, pathname.length - rest.length).replace(/\/$/, '');
  const current = rest.split('/')[0] as ProfileTab;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        {translate('profile_title')}
      </Typography>
      <Tabs
        value={TAB_LIST.includes(current) ? current : false}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('profile_sections')}
      >
        {TAB_LIST.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={translate(PROFILE_TABS[tab].label)}
            component={Link}
            to={`${base}/${tab}`}
          />
        ))}
      </Tabs>
      <Outlet context={base} />
    </Box>
  );
}

/**
 * `/profile-settings/*` (spec 1 section 2: account by default, notifications; security holds the
 * password, two-factor sign-in and sessions). Relative routes below the app's mount point.
 */
export function ProfileRoutes() {
  return (
    <Routes>
      <Route element={<ProfileLayout />}>
        <Route index element={<ToDefaultTab />} />
        {TAB_LIST.map((tab) => {
          const { Screen } = PROFILE_TABS[tab];
          return <Route key={tab} path={tab} element={<Screen />} />;
        })}
        <Route path="*" element={<ToDefaultTab />} />
      </Route>
    </Routes>
  );
}
