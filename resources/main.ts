/**
 * The client's entry (index.html): it is small, so src/boot.ts's calls (/config.json, /init, a
 * signed-in user's bootstrap) go out as soon as the page has loaded it, and the opened screen's
 * code with them; the app's own large chunk (./start.ts) loads and runs meanwhile and renders once
 * /init has answered.
 */
import { preloadScreens } from '../src/boot';
import { SCREEN_PRELOADS } from './preloads';

preloadScreens(SCREEN_PRELOADS);

void import('./start');
