import { loadOnce } from '../../src/registry/loadOnce';

/**
 * The changelog screens' code and the addresses that open them, without the screens themselves:
 * the entry (resources/main.ts) starts the opened screen's code while the app's chunk still loads.
 */
export const loadChangelogList = () => import('./ChangelogList').then((module) => module.ChangelogList);
export const loadChangelogDetails = () =>
  import('./ChangelogDetails').then((module) => module.ChangelogDetails);

const LIST_PATH = /^\/(?:(?:fr|it|en)\/)?changelog(?:\/|$)/;
const DETAILS_PATH = /^\/(?:(?:fr|it|en)\/)?changelog-details\//;

/** Starts loading the changelog screen an address opens. */
export function preloadScreen(pathname: string): void {
  if (LIST_PATH.test(pathname)) void loadOnce(loadChangelogList);
  else if (DETAILS_PATH.test(pathname)) void loadOnce(loadChangelogDetails);
}
