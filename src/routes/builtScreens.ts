import { landingPage } from '../../schema/permissions';
import type { MenuEntry, PermissionSubject } from '../../schema/permissions';

/**
 * The menu entries whose screens exist today. The menu shows only these, and the landing page is
 * chosen among them. Add an entry here when its screen lands.
 */
export const BUILT_MENU_ENTRIES: MenuEntry[] = ['objects'];

/** The path each menu entry opens. */
export const MENU_ENTRY_PATHS: Readonly<Record<MenuEntry, string>> = {
  home: '/home',
  interestedPeople: '/interested-people',
  applications: '/applications',
  objects: '/objects/apartments',
  tenant: '/tenant',
  analytics: '/analytics',
  reporting: '/reporting',
  budget: '/budget',
};

export const ACCESS_DENIED_PATH = '/403';

/**
 * Where a signed-in user lands (spec 1 section 2): the page of their role, else the first
 * permitted menu entry among the built screens; the access-denied page when none is.
 */
export function landingPath(
  subject: PermissionSubject,
  available: readonly MenuEntry[] = BUILT_MENU_ENTRIES,
): string {
  const entry = landingPage(subject, available);
  return entry ? MENU_ENTRY_PATHS[entry] : ACCESS_DENIED_PATH;
}
