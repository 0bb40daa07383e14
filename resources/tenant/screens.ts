import { loadOnce } from '../../src/registry/loadOnce';

/**
 * The tenant screens' code and the addresses that open them, without the screens themselves: the
 * entry (resources/main.ts) starts the opened screen's code while the app's chunk still loads.
 */
export const loadTenantList = () => import('./TenantList').then((module) => module.TenantList);
export const loadTenantShow = () => import('./TenantShow').then((module) => module.TenantShow);

export const TENANT_LIST_PATH = /^\/(?:(?:fr|it|en)\/)?tenant\/?$/;
const TENANT_PAGE_PATH = /^\/(?:(?:fr|it|en)\/)?tenant\/\d+/;

/** Starts loading the tenant screen an address opens. */
export function preloadScreen(pathname: string): void {
  if (TENANT_LIST_PATH.test(pathname)) void loadOnce(loadTenantList);
  else if (TENANT_PAGE_PATH.test(pathname)) void loadOnce(loadTenantShow);
}
