import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext } from 'react-admin';
import type { InitReply } from '../schema/api/session';
import { api, loadClientConfig, statusOf } from '../dataProvider';
import { setBaseBackendUrl } from '../dataProvider/storage';
import { i18nProvider } from '../i18n';
import { BOOTSTRAP_QUERY_KEY, fetchBootstrap, queryClient } from '../authProvider';
import { getToken } from '../dataProvider/storage';
import { App, prefetchScreenRows, preloadScreen } from './App';
import { ErrorScreen } from './layout';
import { setInitReply } from './session/init';
import { applyLanguage, startLanguage } from './session/language';

function setFavicon(href: string): void {
  if (!href) return;
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link) link.href = href;
}

/** A failed /init: the error screen with the generic texts (something went wrong / we know / Back). */
async function showInitError(root: Root, error: unknown): Promise<void> {
  const language = startLanguage();
  applyLanguage(language);
  await Promise.resolve(i18nProvider.changeLocale(language)).catch(() => undefined);
  root.render(
    <StrictMode>
      <AdminContext i18nProvider={i18nProvider}>
        <ErrorScreen status={statusOf(error) ?? 0} />
      </AdminContext>
    </StrictMode>,
  );
}

/**
 * Starts the client: /config.json configures the API client, /init names the site, its language
 * and the project's look; then the app renders. A failed init shows the error screen instead.
 */
async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  let init: InitReply;
  try {
    await loadClientConfig();
    // the stored language first, so that /init already answers in it
    applyLanguage(startLanguage());
    const initCall = api.get<InitReply>('/api/v1/init');
    // a signed-in user's bootstrap and the opened screen's code load alongside /init
    if (getToken())
      void queryClient.prefetchQuery({ queryKey: BOOTSTRAP_QUERY_KEY, queryFn: fetchBootstrap });
    // the screen's code once those calls are out: the browser opens a few connections per host,
    // and the calls should not queue behind two dozen chunks
    setTimeout(() => preloadScreen(window.location.pathname), 0);
    ({ data: init } = await initCall);
  } catch (error) {
    await showInitError(root, error);
    return;
  }
  const language = startLanguage(init.language);
  applyLanguage(language);
  // the list's first rows in the language the screen shows (its columns' titles are texts)
  if (getToken()) prefetchScreenRows(window.location, init.bootstrap?.project_type);
  await Promise.resolve(i18nProvider.changeLocale(language)).catch(() => undefined);
  setInitReply(init);
  document.title = init.siteTitle || document.title;
  setFavicon(init.favicon);
  if (init.bootstrap?.baseBackendUrl) setBaseBackendUrl(init.bootstrap.baseBackendUrl);
  root.render(
    <StrictMode>
      <App init={init} />
    </StrictMode>,
  );
}

void start();
