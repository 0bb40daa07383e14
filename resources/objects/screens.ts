import { loadOnce } from '../../src/registry/loadOnce';

/**
 * The object screens' code and the addresses that open them, without the screens themselves:
 * the entry (resources/main.ts) starts the opened screen's code while the app's chunk still loads.
 */
export const loadObjectList = () => import('./ObjectList').then((module) => module.ObjectList);
export const loadObjectShow = () => import('./ObjectShow').then((module) => module.ObjectShow);
export const loadObjectCreate = () => import('./ObjectCreate').then((module) => module.ObjectCreate);
export const loadBuildingCreate = () => import('./BuildingCreate').then((module) => module.BuildingCreate);

const OBJECT_PATH = /^\/(?:(?:fr|it|en)\/)?objects(?:\/|$)/;
const CREATE_PATH = /^\/(?:(?:fr|it|en)\/)?objects\/create\//;
const SHOW_PATH = /^\/(?:(?:fr|it|en)\/)?objects\/\d+\/?$/;
/** An object kind's list: `/objects/apartments` */
export const OBJECT_LIST_PATH = /^\/(?:(?:fr|it|en)\/)?objects\/([a-z]+)\/?$/;

/** Starts loading the object screen an address opens. */
export function preloadScreen(pathname: string): void {
  if (CREATE_PATH.test(pathname)) void loadOnce(loadObjectCreate);
  else if (SHOW_PATH.test(pathname)) void loadOnce(loadObjectShow);
  else if (OBJECT_PATH.test(pathname)) void loadOnce(loadObjectList);
}
