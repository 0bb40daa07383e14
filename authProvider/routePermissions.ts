import { ADMIN, PERMIT, checkAccess, needs } from '../schema/permissions';
import type { AccessResult, PermissionSubject, RoutePermission } from '../schema/permissions';

/**
 * The permission of every staff route (spec 1 section 2, "Staff area"), keyed by the first
 * segment of the route. One table: the route guard and `authProvider.canAccess` both read it.
 * `src/routes/routePermissions.ts` re-exports it for the screens.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<string, RoutePermission>> = {
  home: needs('homepage_read'),
  applications: needs('applications_read'),
  objects: needs('object_read'),
  // the buildings list is a child of objects; its data resource has no objects/ prefix
  buildings: needs('object_read'),
  tenant: needs('tenants_read'),
  changelog: PERMIT,
  'changelog-details': PERMIT,
  reporting: needs('reporting_read'),
  budget: needs('budget_read'),
  communication: needs('shared_communication'),
  'interested-people': needs('interested_people'),
  'interested-people-b2b': needs('interested_people'),
  waitlist: needs('waitlist'),
  'viewing-appointments': needs('viewing'),
  investors: PERMIT,
  projects: PERMIT,
  'create-contract': needs('digitalcontract'),
  'project-nda': PERMIT,
  'project-memorandum': PERMIT,
  'project-memorandum-pitch': PERMIT,
  analytics: needs('analytics_read'),
  'charts-testing': PERMIT,
  dms: PERMIT,
  'profile-settings': PERMIT,
  // the project settings area (spec 1 section 2, "Project settings area")
  settings: ADMIN,
};

/**
 * The route key of a route or data resource: its first path segment, without a leading slash and
 * without the `sales/` prefix of sale projects ('sales/objects/apartments' -> 'objects').
 */
export function routeKeyOf(resource: string): string {
  const segments = resource.replace(/^\/+/, '').split('/');
  const first = segments[0] === 'sales' && segments.length > 1 ? segments[1] : segments[0];
  return first ?? '';
}

/** The permission a route or data resource needs; null for one the table does not know. */
export function routePermission(resource: string): RoutePermission | null {
  const key = routeKeyOf(resource);
  return Object.hasOwn(ROUTE_PERMISSIONS, key) ? (ROUTE_PERMISSIONS[key] ?? null) : null;
}

/** Whether a subject may open a route; a route the table does not know is denied. */
export function routeAccess(subject: PermissionSubject, resource: string): AccessResult {
  const permission = routePermission(resource);
  if (!permission) return checkAccess(subject, PERMIT) === 'logout' ? 'logout' : 'deny';
  return checkAccess(subject, permission);
}
