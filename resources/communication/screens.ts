import { loadOnce } from '../../src/registry/loadOnce';

/**
 * The communication screen's code and the addresses that open it, without the screen itself:
 * the entry (resources/main.ts) starts its code while the app's chunk still loads.
 */
export const loadCommunicationScreen = () =>
  import('./CommunicationList').then((module) => module.CommunicationList);

const COMMUNICATION_PATH = /^\/(?:(?:fr|it|en)\/)?communication(?:\/|$)/;

/** Starts loading the communication screen when an address opens it. */
export function preloadScreen(pathname: string): void {
  if (COMMUNICATION_PATH.test(pathname)) void loadOnce(loadCommunicationScreen);
}
