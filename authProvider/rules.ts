import type { PermissionSubject } from '../schema/permissions';
import type { SessionUser } from '../schema/api/session';

/**
 * The pure session rules of spec 1 section 4 ("Session") and spec 2 section 8 (401, 403):
 * where a 401 sends the visitor, when a 403 shows its notice, and which redirect targets are safe.
 */

export const LOGIN_PATH = '/login';
export const REDIRECT_PARAM = 'redirect';

/** A location as the router and window.location both have it. */
export interface PathLocation {
  pathname: string;
  search?: string;
}

/** The routes of the investor (B2B) area; a 401 there goes to the project's entry page. */
const B2B_ROUTE =
  /^\/(?:project-nda|project-memorandum|project-memorandum-pitch|project-teaser|b2b-[a-z-]+)\/([^/?#]+)/;
/** The routes of the document management (DMS) area; a 401 there goes to its login page. */
const DMS_ROUTE = /^\/(?:dms|dms-[a-z-]+)\/([^/?#]+)/;
/** DMS pages where a 403 is part of the flow and shows no notice. */
const DMS_NO_FORBIDDEN_NOTICE = /^\/dms-(?:registration|login)(?:\/|$)/;

function fullPath(location: PathLocation): string {
  return `${location.pathname}${location.search ?? ''}`;
}

/** `/login?redirect=<path>`; plain `/login` from the home page or from the login page itself. */
export function loginPathWithRedirect(location: PathLocation): string {
  const path = fullPath(location);
  if (location.pathname === '/' || location.pathname === '' || location.pathname.startsWith(LOGIN_PATH)) {
    return LOGIN_PATH;
  }
  return `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(path)}`;
}

/**
 * Where a 401 sends the visitor: the B2B entry page of the project on a B2B route, the DMS login
 * on a DMS route, else the staff login with the current page as redirect. null when already there.
 */
export function unauthorizedRedirect(location: PathLocation): string | null {
  const { pathname } = location;
  const b2b = B2B_ROUTE.exec(pathname);
  if (b2b) {
    const target = `/b2b-entry/${b2b[1]}`;
    return pathname === target ? null : target;
  }
  const dms = DMS_ROUTE.exec(pathname);
  if (dms) {
    const target = `/dms-login/${dms[1]}`;
    return pathname === target ? null : target;
  }
  if (pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`)) return null;
  return loginPathWithRedirect(location);
}

/**
 * A 403 shows the access-denied notice, except on the DMS registration and login pages. For the
 * callers that show the notice (with errorNotifications); checkError itself leaves 403 to them.
 */
export function showsForbiddenNotice(location: PathLocation): boolean {
  return !DMS_NO_FORBIDDEN_NOTICE.test(location.pathname);
}

const CHECK_ORIGIN = 'https://immodesk.invalid';

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Whether a redirect query may be followed: only a relative path on this site. Refuses
 * protocol-relative (`//evil`), backslash tricks (`/\evil`), control characters (which the URL
 * parser drops), absolute URLs and the login page itself.
 */
export function isSafeRedirect(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/')) return false;
  if (value.startsWith('//') || value.includes('\\')) return false;
  if (hasControlCharacter(value)) return false;
  let url: URL;
  try {
    url = new URL(value, CHECK_ORIGIN);
  } catch {
    return false;
  }
  if (url.origin !== CHECK_ORIGIN) return false;
  return url.pathname !== LOGIN_PATH;
}

/** The redirect query of a login URL when it is safe, else null. */
export function safeRedirectFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(REDIRECT_PARAM);
  return isSafeRedirect(value) ? value : null;
}

/** The permission subject of a signed-in user. */
export function subjectOf(user: Pick<SessionUser, 'role' | 'permissions' | 'features'>): PermissionSubject {
  return { role: user.role, permissions: user.permissions, features: user.features ?? {} };
}

/** The full name a user is shown by. */
export function fullNameOf(user: Pick<SessionUser, 'first_name' | 'last_name' | 'username'>): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || user.username;
}
