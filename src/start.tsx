import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext } from 'react-admin';
import type { InitReply } from '../schema/api/session';
import { statusOf } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { BOOTSTRAP_QUERY_KEY, fetchBootstrap, queryClient } from '../authProvider';
import { getToken } from '../dataProvider/storage';
import { App, prefetchScreenRows } from './App';
import type { AppResource } from './registry';
import { ErrorScreen } from './layout';
import { applyInit } from './session/init';
import { applyLanguage, startLanguage } from './session/language';
import { initCall, takeBootstrapCall } from './boot';

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
 * and the project's look; then the app renders with the given resources (resources/start.ts). A
 * failed init shows the error screen instead.
 */
export async function startApp(resources: readonly AppResource[]): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  // the calls src/boot.ts started: a signed-in user's bootstrap goes to react-query's cache
  if (getToken())
    void queryClient.prefetchQuery({
      queryKey: BOOTSTRAP_QUERY_KEY,
      queryFn: () => takeBootstrapCall() ?? fetchBootstrap(),
    });
  let init: InitReply;
  try {
    init = await initCall;
  } catch (error) {
    await showInitError(root, error);
    return;
  }
  await applyInit(init, () => {
    // the list's first rows in the language the screen shows (its columns' titles are texts)
    if (getToken()) prefetchScreenRows(resources, window.location, init.bootstrap?.project_type);
  });
  root.render(
    <StrictMode>
      <App init={init} resources={resources} />
    </StrictMode>,
  );
}
