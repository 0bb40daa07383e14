import { queryClient, storedSessionMayRead } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { prefetchTable } from './list/prefetchTable';
import type { AppResource } from './registry';

/**
 * Starts loading the first rows of the list an address opens (a signed-in user, once /init named
 * the project's type), or the first data of its screen, alongside the bootstrap and its code.
 * `resources`: the app's resources (resources/index.ts finds them).
 */
export function prefetchScreenRows(
  resources: readonly AppResource[],
  location: { pathname: string; search: string },
  projectType: string | undefined,
) {
  for (const resource of resources) {
    resource.prefetch?.(location.pathname);
    const list = resource.listOf?.(location.pathname, projectType);
    // a list the stored session may not read is left to the screen (it shows why)
    if (list && storedSessionMayRead(list.resource)) {
      prefetchTable(queryClient, dataProvider, list, projectType, location.search);
    }
  }
}
