import { Suspense, lazy, useMemo, useState, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Loading, memoryStore } from 'react-admin';
import type { InitReply } from '../schema/api/session';
import { authProvider, queryClient } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { AccessDeniedPage, NotFoundPage } from './layout';
import { projectTheme } from './theme';
import { LoginPage } from './login/LoginPage';
import { AuthenticatedLayout } from './routes/AuthenticatedLayout';
import { BaseRedirect } from './routes/BaseRedirect';
import { LandingRedirect, RouteGuard } from './routes/RouteGuard';

// screens load on first visit: the login page and the first paint stay small
let objectScreens: ComponentType | null = null;
const loadObjectScreens = () =>
  import('../resources/objects/objectRoutes').then((module) => {
    objectScreens = module.ObjectRoutes;
    return { default: module.ObjectRoutes };
  });
const LazyObjectScreens = lazy(loadObjectScreens);

/**
 * The object screens, loaded on first visit. Once their code is there (preloaded at start) they
 * render directly: a lazy component suspends at least once, and React holds a revealed Suspense
 * boundary back for up to 300 ms.
 */
function ObjectScreens() {
  const Loaded = objectScreens;
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={<Loading />}>
      <LazyObjectScreens />
    </Suspense>
  );
}

const ProfileScreens = lazy(() =>
  import('../resources/profile/ProfileRoutes').then((module) => ({ default: module.ProfileRoutes })),
);
const SettingsScreens = lazy(() =>
  import('../resources/settings/SettingsRoutes').then((module) => ({ default: module.SettingsRoutes })),
);
const PasswordResetPage = lazy(() =>
  import('./public/PasswordResetPage').then((module) => ({ default: module.PasswordResetPage })),
);

/** Starts loading the screen of the opened path while the app starts, instead of after it rendered. */
export function preloadScreen(pathname: string): void {
  if (/^\/(?:(?:fr|it|en)\/)?objects(?:\/|$)/.test(pathname)) void loadObjectScreens();
}

/** Unknown paths go home, which sends the user on to their landing page (spec 1 section 2). */
function GoHome() {
  return <Navigate to="/" replace />;
}

export interface AppProps {
  /** the /init reply: site title and the project's type and colour for the theme */
  init?: InitReply;
}

/**
 * The admin app: providers, the signed-in area in the app layout (every route behind its
 * permission), and the pages outside it. No `requireAuth`: the layout reads the stored user
 * synchronously and sends an anonymous visitor to the login page at once.
 */
export function App({ init }: AppProps) {
  const project = init?.bootstrap;
  // react-admin's own state (locale, list preferences) stays in memory: browser storage holds
  // only what dataProvider/storage.ts names
  const [store] = useState(() => memoryStore());
  const theme = useMemo(
    () => projectTheme(project?.project_type ?? 'rent', project?.project.brandColor),
    [project?.project_type, project?.project.brandColor],
  );
  // history mode (spec 1 section 2); react-admin would make a hash router of its own
  return (
    <BrowserRouter>
      <Admin
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={store}
        theme={theme}
        title={init?.siteTitle}
        layout={AuthenticatedLayout}
        loginPage={LoginPage}
        catchAll={GoHome}
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route path="/403" element={<AccessDeniedPage />} />
          <Route path="/404" element={<NotFoundPage />} />
          <Route path="/public/404" element={<NotFoundPage />} />
          <Route path="/base" element={<BaseRedirect />} />
          <Route
            path="/action/account/:id/password-reset-form"
            element={
              <Suspense fallback={<Loading />}>
                <PasswordResetPage />
              </Suspense>
            }
          />
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/" element={<LandingRedirect />} />
          <Route
            path="/objects/*"
            element={
              <RouteGuard resource="objects">
                <ObjectScreens />
              </RouteGuard>
            }
          />
          <Route
            path="/profile-settings/*"
            element={
              <RouteGuard resource="profile-settings">
                <Suspense fallback={<Loading />}>
                  <ProfileScreens />
                </Suspense>
              </RouteGuard>
            }
          />
          <Route
            path="/settings/*"
            element={
              <RouteGuard resource="settings">
                <Suspense fallback={<Loading />}>
                  <SettingsScreens />
                </Suspense>
              </RouteGuard>
            }
          />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
