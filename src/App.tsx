import { Suspense, lazy, useMemo, useState, type ComponentType, type ReactElement } from 'react';
import { Navigate, Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  Loading,
  LoadingPage,
  Notification,
  Resource,
  ResourceDefinitionContextProvider,
  type ResourceDefinition,
  type ResourceProps,
} from 'react-admin';
import type { InitReply } from '../schema/api/session';
import { authProvider, queryClient } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { AccessDeniedPage, NotFoundPage } from './layout';
import { PanelDefinitionsContext, type PanelDefinitions } from './layout/sidepanel';
import { useProjectContextProps } from './theme';
import type { AppResource } from './registry';
import { AuthenticatedLayout } from './routes/AuthenticatedLayout';
import { BaseRedirect } from './routes/BaseRedirect';
import { ACCESS_DENIED_PATH } from './routes/builtScreens';
import { LandingRedirect, RouteGuard } from './routes/RouteGuard';
import { PublicTheme } from './public/PublicTheme';
import { PUBLIC_PAGE_ROUTES } from './public/publicRoutes';

export { prefetchScreenRows } from './appResources';

// the sign-in (with what only it needs) loads when it is shown: a signed-in start does not fetch it
const LazyLoginPage = lazy(() => import('./login/LoginPage').then((m) => ({ default: m.LoginPage })));

function LoginPage() {
  return (
    <Suspense fallback={<Loading />}>
      <LazyLoginPage />
    </Suspense>
  );
}

/** Unknown paths go home, which sends the user on to their landing page (spec 1 section 2). */
function GoHome() {
  return <Navigate to="/" replace />;
}

/** react-admin's own refusal path leads to the spec's access-denied page. */
function ToAccessDenied() {
  return <Navigate to={ACCESS_DENIED_PATH} replace />;
}

/** A view of a resource behind the permission of its action (synchronous, no loading state). */
function guarded(
  resource: string,
  action: string,
  View: ComponentType | undefined,
): ReactElement | undefined {
  if (!View) return undefined;
  return (
    <RouteGuard resource={resource} action={action}>
      <View />
    </RouteGuard>
  );
}

/** A react-admin <Resource> of a resource's screens, each behind its permission. */
function resourceElement(resource: AppResource) {
  const { name } = resource;
  return (
    <Resource
      key={name}
      name={name}
      icon={resource.icon}
      list={guarded(name, 'list', resource.list)}
      show={guarded(name, 'show', resource.show)}
      edit={guarded(name, 'edit', resource.edit) ?? guarded(name, 'show', resource.recordPage)}
      create={guarded(name, 'create', resource.create)}
      hasEdit={resource.hasEdit}
      options={{ menu: resource.menu, pages: resource.pages }}
      recordRepresentation={resource.recordRepresentation}
    >
      {resource.routes?.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            <RouteGuard resource={name} action="show">
              {route.element}
            </RouteGuard>
          }
        />
      ))}
    </Resource>
  );
}

/**
 * The resources' definitions as react-admin registers them from the <Resource>s, known from the
 * start: react-admin registers them in an effect after the first render, and a registration that
 * finds its definition already there changes nothing, so the whole page is not drawn a second time
 * right after its first render (with the first rows, on the first load).
 */
export function resourceDefinitionsOf(
  resources: readonly AppResource[],
): Readonly<Record<string, ResourceDefinition>> {
  return Object.fromEntries(resources.map((resource) => [resource.name, resourceDefinitionOf(resource)]));
}

/** A resource's definition as react-admin makes it from its <Resource> (on every registration). */
export function resourceDefinitionOf(resource: AppResource): ResourceDefinition {
  return Resource.registerResource(resourceElement(resource).props as ResourceProps);
}

/** Every resource's sidepanels by key (a key declared twice is a programming error). */
export function panelDefinitionsOf(resources: readonly AppResource[]): PanelDefinitions {
  const definitions: Record<string, PanelDefinitions[string]> = {};
  for (const resource of resources) {
    for (const [key, definition] of Object.entries(resource.panels ?? {})) {
      if (Object.hasOwn(definitions, key)) throw new Error(`The sidepanel ${key} is declared twice`);
      definitions[key] = definition;
    }
  }
  return definitions;
}

export interface AppProps {
  /** the resources whose screens exist (resources/index.ts finds every folder's) */
  resources: readonly AppResource[];
  /** the /init reply: site title and the project's type and colour for the theme */
  init?: InitReply;
}

/** The admin: providers, resources from the registry, and the pages outside the signed-in area. */
function AdminApp({ init, resources }: AppProps) {
  const definitions = useMemo(() => resourceDefinitionsOf(resources), [resources]);
  const panels = useMemo(() => panelDefinitionsOf(resources), [resources]);
  // react-admin's own state (locale, list preferences) stays in memory
  const { store, theme } = useProjectContextProps(init?.bootstrap);
  // react-admin's <Admin> is these two; the resources' definitions are given between them
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={theme}
    >
      <ResourceDefinitionContextProvider definitions={definitions}>
        <PanelDefinitionsContext.Provider value={panels}>
          <CssBaseline enableColorScheme>
            <CoreAdminUI
              title={init?.siteTitle}
              layout={AuthenticatedLayout}
              loginPage={LoginPage}
              catchAll={GoHome}
              accessDenied={AccessDenied}
              authCallbackPage={AuthCallback}
              authenticationError={AuthenticationError}
              error={ErrorPage}
              loading={LoadingPage}
              disableTelemetry
            >
              <CustomRoutes noLayout>
                <Route path="/403" element={<AccessDeniedPage />} />
                <Route path="/404" element={<NotFoundPage />} />
                <Route path="/public/404" element={<NotFoundPage />} />
                <Route path="/access-denied" element={<ToAccessDenied />} />
                <Route path="/base" element={<BaseRedirect />} />
                {PUBLIC_PAGE_ROUTES.map(([path, Page]) => (
                  <Route
                    key={path}
                    path={path}
                    element={
                      <Suspense fallback={<Loading />}>
                        <PublicTheme>
                          <Page />
                        </PublicTheme>
                      </Suspense>
                    }
                  />
                ))}
              </CustomRoutes>
              <CustomRoutes>
                <Route path="/" element={<LandingRedirect />} />
              </CustomRoutes>
              {resources.map(resourceElement)}
            </CoreAdminUI>
            <Notification />
          </CssBaseline>
        </PanelDefinitionsContext.Provider>
      </ResourceDefinitionContextProvider>
    </AdminContext>
  );
}

/**
 * The app in history mode (spec 1 section 2) on a data router, so that a form with unsaved
 * changes can hold a navigation back and ask first (react-admin's warnWhenUnsavedChanges).
 * No `requireAuth`: the layout reads the stored user synchronously and sends an anonymous visitor
 * to the login page at once.
 */
export function App({ init, resources }: AppProps) {
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <AdminApp init={init} resources={resources} /> }]),
  );
  return <RouterProvider router={router} />;
}
