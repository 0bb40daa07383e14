import { applications } from '../resources/applications';
import { changelog, changelogDetails } from '../resources/changelog';
import { communication } from '../resources/communication';
import { home } from '../resources/home';
import { buildings, objects } from '../resources/objects';
import { profileSettings } from '../resources/profile';
import { projectSettings } from '../resources/settings';
import { queryClient, storedSessionMayRead } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { prefetchTable } from './list/prefetchTable';
import type { AppResource } from './registry';

/**
 * The resources whose screens exist, each declared in its folder's index.ts. The app makes a
 * react-admin <Resource> of each; the menu and the landing page offer only these.
 */
export const APP_RESOURCES: readonly AppResource[] = [
  home,
  applications,
  objects,
  buildings,
  profileSettings,
  projectSettings,
  changelog,
  changelogDetails,
  communication,
];

/**
 * Starts loading the first rows of the list an address opens (a signed-in user, once /init named
 * the project's type), or the first data of its screen, alongside the bootstrap and its code.
 */
export function prefetchScreenRows(
  location: { pathname: string; search: string },
  projectType: string | undefined,
) {
  for (const resource of APP_RESOURCES) {
    resource.prefetch?.(location.pathname);
    const list = resource.listOf?.(location.pathname, projectType);
    // a list the stored session may not read is left to the screen (it shows why)
    if (list && storedSessionMayRead(list.resource)) {
      prefetchTable(queryClient, dataProvider, list, projectType, location.search);
    }
  }
}
