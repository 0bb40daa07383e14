import { loadOnce } from '../../src/registry/loadOnce';

/**
 * The home page's code and the addresses that open it (the start page and the sign-in lead there),
 * without the page itself: the entry (resources/main.ts) starts its code while the app's chunk still loads.
 */
export const loadHomeScreen = () => import('./HomeScreen').then((module) => module.HomeScreen);

export const HOME_PATH = /^\/(?:(?:fr|it|en)\/)?home\/?$/;

/** Starts loading the home page when an address opens it. */
export function preloadScreen(pathname: string): void {
  if (HOME_PATH.test(pathname) || pathname === '/' || pathname === '/login') void loadOnce(loadHomeScreen);
}
