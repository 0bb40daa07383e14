import { loadOnce } from '../../src/registry/loadOnce';

/** The contract page's code and its address (see resources/tenant/screens.ts). */
export const loadCreateContract = () =>
  import('./CreateContractPage').then((module) => module.CreateContractPage);

const CREATE_CONTRACT_PATH = /^\/(?:(?:fr|it|en)\/)?create-contract\/\d+/;

export function preloadScreen(pathname: string): void {
  if (CREATE_CONTRACT_PATH.test(pathname)) void loadOnce(loadCreateContract);
}
