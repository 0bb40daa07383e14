import { loadOnce } from '../../src/registry/loadOnce';

/** The interested people's screen code and the addresses that open it (see resources/tenant/screens.ts). */
export const loadInterestedList = () => import('./InterestedList').then((module) => module.InterestedList);

export const INTERESTED_LIST_PATH = /^\/(?:(?:fr|it|en)\/)?interested-people\/?$/;

/** Starts loading the interested people's list when an address opens it. */
export function preloadScreen(pathname: string): void {
  if (INTERESTED_LIST_PATH.test(pathname)) void loadOnce(loadInterestedList);
}
