import { loadOnce } from '../../src/registry/loadOnce';

/**
 * The application screens' code and the addresses that open them, without the screens themselves:
 * the entry (resources/main.ts) starts the opened screen's code while the app's chunk still loads.
 */
export const loadApplicationList = () => import('./ApplicationList').then((module) => module.ApplicationList);

export const APPLICATION_PATH = /^\/(?:(?:fr|it|en)\/)?applications(?:\/|$)/;

/** Starts loading the application screen an address opens. */
export function preloadScreen(pathname: string): void {
  if (APPLICATION_PATH.test(pathname)) void loadOnce(loadApplicationList);
}
