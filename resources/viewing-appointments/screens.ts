import { loadOnce } from '../../src/registry/loadOnce';

/** The viewing screens' code and the addresses that open them (see resources/tenant/screens.ts). */
export const loadViewingList = () => import('./ViewingList').then((module) => module.ViewingList);
export const loadViewingShow = () => import('./ViewingShow').then((module) => module.ViewingShow);

export const VIEWING_LIST_PATH = /^\/(?:(?:fr|it|en)\/)?viewing-appointments\/?$/;
const VIEWING_PAGE_PATH = /^\/(?:(?:fr|it|en)\/)?viewing-appointments\/\d+/;

/** Starts loading the viewing screen an address opens. */
export function preloadScreen(pathname: string): void {
  if (VIEWING_LIST_PATH.test(pathname)) void loadOnce(loadViewingList);
  else if (VIEWING_PAGE_PATH.test(pathname)) void loadOnce(loadViewingShow);
}
