import { loadOnce } from '../../src/registry/loadOnce';

/** The marketing screen's code and the address that opens it (see resources/tenant/screens.ts). */
export const loadMarketingList = () => import('./MarketingList').then((module) => module.MarketingList);

export const MARKETING_LIST_PATH = /^\/(?:(?:fr|it|en)\/)?marketing\/?$/;

/** Starts loading the marketing screen an address opens. */
export function preloadScreen(pathname: string): void {
  if (MARKETING_LIST_PATH.test(pathname)) void loadOnce(loadMarketingList);
}
