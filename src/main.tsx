/**
 * The client's entry: it is small, so src/boot.ts's calls (/config.json, /init, a signed-in
 * user's bootstrap) go out as soon as the page has loaded it; the app's own large chunk loads and
 * runs meanwhile, and src/start.tsx renders once /init has answered.
 */
import './boot';

void import('./start');
