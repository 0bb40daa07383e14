import { MENU_AUTO_COLLAPSE_PX, MOBILE_BREAKPOINT_PX, UNREAD_COUNTER_MAX } from '../../schema/constants';
import {
  canSeeProjectSettings,
  checkAccess,
  hasPermission,
  type PermissionSubject,
} from '../../schema/permissions';
import type { MenuItemConfig } from './menuItems';

/** The unread-mail counter's text: the count, or `99+` above 99 (spec 2 section 9). */
export function unreadLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  return count > UNREAD_COUNTER_MAX ? `${UNREAD_COUNTER_MAX}+` : String(Math.floor(count));
}

/** The mail counter needs shared_communication (spec 1 section 2). */
export function showUnreadCounter(subject: PermissionSubject): boolean {
  return hasPermission(subject, 'shared_communication');
}

/** The settings gear: superadmin and admin. */
export function showSettingsGear(role: string): boolean {
  return canSeeProjectSettings(role);
}

const CHANGELOG_PROJECT_TYPES: readonly string[] = ['rent', 'first-time-letting'];

/** The changelog bell: rent and first-time-letting projects. */
export function showChangelogBell(projectType: string): boolean {
  return CHANGELOG_PROJECT_TYPES.includes(projectType);
}

/** Opening a sidepanel collapses the menu on a screen 1440 px wide or narrower. */
export function shouldAutoCollapse(windowWidth: number): boolean {
  return windowWidth <= MENU_AUTO_COLLAPSE_PX;
}

/** Media query of the phone layout: below 800 px the menu is a temporary drawer. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * The items a subject sees. A navigating item needs a built screen and the route's permission.
 * An item with a behaviour flag leads to no screen; it shows to whoever the route's permission
 * lets in when the feature is on, since telling them the feature is off is its purpose.
 * Children keep only those the subject may open.
 */
export function visibleMenuItems(
  items: readonly MenuItemConfig[],
  subject: PermissionSubject | null,
  built: readonly string[],
): MenuItemConfig[] {
  if (!subject) return [];
  const visible: MenuItemConfig[] = [];
  for (const item of items) {
    const flagged = item.behaviour !== null;
    if (!flagged && !built.includes(item.key)) continue;
    const asked = flagged ? { ...subject, features: {} } : subject;
    if (checkAccess(asked, item.permission) !== 'allow') continue;
    const children = item.children?.filter((child) => checkAccess(subject, child.permission) === 'allow');
    visible.push(children ? { ...item, children } : item);
  }
  return visible;
}

function underPath(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Whether an item's section is the current route: its path (or `match`) or anything below. */
export function isItemActive(item: MenuItemConfig, pathname: string): boolean {
  return underPath(item.match ?? item.path, pathname);
}
