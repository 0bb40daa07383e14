import type { PermissionSubject } from '../../schema/permissions';
import { MENU_ENTRY_RESOURCE, landingPage } from '../../schema/resources';
import { builtMenuEntries, menuPathOf, type ResourceDefinitionsLike } from '../registry/menu';

export const ACCESS_DENIED_PATH = '/403';

/**
 * Where a signed-in user lands (spec 1 section 2): the page of their role, else the first
 * permitted menu entry among the resources that have screens; the access-denied page when none is.
 */
export function landingPath(subject: PermissionSubject, definitions: ResourceDefinitionsLike): string {
  const entry = landingPage(subject, builtMenuEntries(definitions));
  return entry ? menuPathOf(MENU_ENTRY_RESOURCE[entry].name, definitions) : ACCESS_DENIED_PATH;
}
