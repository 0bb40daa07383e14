/**
 * The client's entry (index.html): it is small, so src/boot.ts's calls (/config.json, /init, a
 * signed-in user's bootstrap) go out as soon as the page has loaded it, and the opened screen's
 * code with them; the app's own large chunk (./start.ts) loads and runs meanwhile and renders once
 * /init has answered. A public page (src/public/publicPaths.ts) starts without the staff app: its
 * own small start and the page's code.
 */
import { preloadScreens } from '../src/boot';
import { publicPageOf } from '../src/public/publicPaths';
import { preloadLogin, SCREEN_PRELOADS } from './preloads';

const publicPage = publicPageOf(window.location.pathname);
if (publicPage) {
  // the page's code on its way while the start loads
  void publicPage.load().catch(() => undefined);
  void import('../src/public/publicStart').then((start) => start.startPublicPage());
} else {
  preloadScreens(SCREEN_PRELOADS);
  preloadLogin();
  void import('./start').then((app) => app.start());
}
