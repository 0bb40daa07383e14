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
import type { ComponentType } from 'react';
import { AccountPage } from './AccountPage';
import { NotificationsPage } from './NotificationsPage';
import { PROFILE_PAGES, type ProfilePage } from './pages';
import { SecurityPage } from './SecurityPage';

/** The screen of each page the resource declares (pages.ts): its tabs and routes follow them. */
const SCREENS: Record<ProfilePage, ComponentType> = {
  account: AccountPage,
  security: SecurityPage,
  notifications: NotificationsPage,
};
const TAB_LIST: readonly string[] = PROFILE_PAGES.map((page) => page.path);
export const DEFAULT_PROFILE_TAB: ProfilePage = PROFILE_PAGES[0].key;

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
  const current = rest.split('/')[0] ?? '';
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
        {PROFILE_PAGES.map((page) => (
          <Tab
            key={page.key}
            value={page.path}
            label={translate(page.titleKey)}
            component={Link}
            to={`${base}/${page.path}`}
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
        {PROFILE_PAGES.map((page) => {
          const Screen = SCREENS[page.key];
          return <Route key={page.key} path={page.path} element={<Screen />} />;
        })}
        <Route path="*" element={<ToDefaultTab />} />
      </Route>
    </Routes>
  );
}
