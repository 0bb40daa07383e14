import CssBaseline from '@mui/material/CssBaseline';
import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext, Loading, Notification } from 'react-admin';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { InitReply } from '../../schema/api/session';
import { queryClient } from '../../authProvider/queryClient';
import { dataProvider } from '../../dataProvider';
import { i18nProvider, loadMessages } from '../../i18n';
import { initCall } from '../boot';
import { applyInit } from '../session/init';
import { useProjectContextProps } from '../theme/projectTheme';
import { startPublicLanguage } from './application/PublicLanguage';
import { publicPageOf } from './publicPaths';
import { callPublicTheme, PublicTheme, type ThemeCall } from './PublicTheme';
import { PUBLIC_PAGE_ROUTES } from './publicRoutes';

/*
 * The start of a public page (resources/main.ts chooses it by src/public/publicPaths.ts): the
 * page in react-admin's context (texts, data provider, notifications) and the public theme,
 * without the staff app (its layout, resources and react-admin's AdminUI). This module has no
 * effects of its own when loaded: the staff app's chunk may share its code.
 */

/** Any other address (a link to the login, say) is the staff app's: the page loads it. */
function StaffAddress() {
  useEffect(() => window.location.reload(), []);
  return <Loading />;
}

/**
 * react-admin's context around the public pages, as the staff app gives it to them (with the
 * baseline styles and the notifications of react-admin's AdminUI).
 */
function PublicFrame({ init, themeCall }: { init: InitReply; themeCall: ThemeCall }) {
  const { store, theme } = useProjectContextProps(init.bootstrap);
  return (
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <Suspense fallback={<Loading />}>
          <PublicTheme call={themeCall}>
            <Outlet />
          </PublicTheme>
        </Suspense>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}

function PublicApp({ init, themeCall }: { init: InitReply; themeCall: ThemeCall }) {
  const [router] = useState(() =>
    createBrowserRouter([
      {
        element: <PublicFrame init={init} themeCall={themeCall} />,
        children: PUBLIC_PAGE_ROUTES.map(([path, Page]) => ({ path, element: <Page /> })),
      },
      { path: '*', element: <StaffAddress /> },
    ]),
  );
  return <RouterProvider router={router} />;
}

/**
 * Starts a public page once /init has answered (site title, language, the project's look); a
 * failed /init hands over to the staff app's start, which shows its error screen.
 */
export async function startPublicPage(): Promise<void> {
  let init: InitReply;
  try {
    init = await initCall;
  } catch {
    await (await import('../../resources/start')).start();
    return;
  }
  // the page waits for its theme (PublicTheme): asked for beside the texts applyInit loads
  const theme = callPublicTheme();
  // the page's code (asked for by the entry) and its texts, so that its first render shows it: a
  // page that suspended first came 300 ms later (React holds a fallback that long at least)
  const page = publicPageOf(window.location.pathname);
  // and its first read, if it has one (src/public/pageReads.ts)
  void page
    ?.reads?.()
    .then((read) => read(new URL(window.location.href)))
    .catch(() => undefined);
  const language = startPublicLanguage(new URLSearchParams(window.location.search));
  await Promise.all([
    applyInit(init),
    // a failure shows on the page, which asks again
    page?.load().catch(() => undefined),
    page?.texts && Promise.resolve(loadMessages(language, [page.texts])).catch(() => undefined),
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PublicApp init={init} themeCall={theme} />
    </StrictMode>,
  );
}
