import type { PermissionSubject } from '../../schema/permissions';
import { MENU_ENTRY_RESOURCE, landingPage } from '../../schema/resources';
import { builtMenuEntries, menuPathOf, type ResourceDefinitionsLike } from '../registry/menu';

export const ACCESS_DENIED_PATH = '/403';

/** Where a user lands whom no built menu entry admits (the analyst until analytics exists). */
export const NO_ENTRY_LANDING_PATH = '/profile-settings';

/**
 * Where a signed-in user lands (spec 1 section 2): the page of their role, else the first
 * permitted menu entry among the resources that have screens; the profile settings when none is
 * (docs/decisions.md, "Home").
 */
export function landingPath(subject: PermissionSubject, definitions: ResourceDefinitionsLike): string {
  const entry = landingPage(subject, builtMenuEntries(definitions));
  return entry ? menuPathOf(MENU_ENTRY_RESOURCE[entry].name, definitions) : NO_ENTRY_LANDING_PATH;
}
