import { DEFAULT_LANGUAGE } from '../schema/api/common';
import type { InitReply } from '../schema/api/session';
import { fetchBootstrap } from '../authProvider/bootstrap';
import { api, loadClientConfig } from '../dataProvider/http';
import { getStoredLanguage, getToken } from '../dataProvider/storage';
import { TEXT_AREAS } from '../i18n/areas';
import { applyLanguage, startLanguage } from './session/language';

/*
 * The start's calls and code, asked for before the app's own chunk has run: the entry
 * (resources/main.ts) is this module, the screens' preloads and a dynamic import of the app, so /config.json, /init, a signed-in user's
 * bootstrap and the opened screen's code are on their way while the browser loads and runs the
 * app's one large chunk (a third of a second on a slow machine) instead of after it.
 */

// the stored language first, so that /init already answers in it
const configured = loadClientConfig().then(() => applyLanguage(startLanguage()));

/** GET /api/v1/init, asked for at once. */
export const initCall: Promise<InitReply> = configured
  .then(() => api.get<InitReply>('/api/v1/init'))
  .then(({ data }) => data);

let bootstrapCall = getToken() ? configured.then(fetchBootstrap) : null;
// settled by whoever takes it; a failure is theirs to show, not an unhandled rejection
void bootstrapCall?.catch(() => undefined);
void initCall.catch(() => undefined);

/**
 * Starts loading the code of the screen the address opens, given each resource's preload (the
 * entry finds them in resources/<entity>/screens.ts), once the calls are out (axios sends them a
 * few microtasks later): the browser opens a few connections per host, and the calls should not
 * queue behind a dozen chunks.
 */
export function preloadScreens(preloads: readonly ((pathname: string) => void)[]): void {
  void configured.then(() =>
    setTimeout(() => {
      for (const preload of preloads) preload(window.location.pathname);
      // and a signed-in user's screen texts in the language the app starts in (i18n/index.ts asks
      // for the same module: it is fetched once)
      if (getToken()) void TEXT_AREAS.staff[getStoredLanguage() ?? DEFAULT_LANGUAGE]().catch(() => undefined);
    }, 0),
  );
}

/**
 * The bootstrap call made at the start, once (react-query's first fetch takes it); null when there
 * was none or it was taken: later fetches ask the server again.
 */
export function takeBootstrapCall(): ReturnType<typeof fetchBootstrap> | null {
  const call = bootstrapCall;
  bootstrapCall = null;
  return call;
}
