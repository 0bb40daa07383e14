import { loadOnce } from '../../src/registry/loadOnce';

/** The marketing screens' code and the addresses that open them (see resources/tenant/screens.ts). */
export const loadMarketingList = () => import('./MarketingList').then((module) => module.MarketingList);
export const loadAdEditor = () => import('./AdEditor').then((module) => module.AdEditor);

export const MARKETING_LIST_PATH = /^\/(?:(?:fr|it|en)\/)?marketing\/?$/;
const AD_EDITOR_PATH = /^\/(?:(?:fr|it|en)\/)?marketing\/\d+/;

/** Starts loading the marketing screen an address opens. */
export function preloadScreen(pathname: string): void {
  if (MARKETING_LIST_PATH.test(pathname)) void loadOnce(loadMarketingList);
  else if (AD_EDITOR_PATH.test(pathname)) void loadOnce(loadAdEditor);
}
