import { PERMIT, checkAccess } from '../schema/permissions';
import type { AccessResult, PermissionSubject, RoutePermission } from '../schema/permissions';
import { RESOURCES, isResourceName, writePermissionOf } from '../schema/resources';

/** react-admin's actions that change a resource; any other action reads it. */
const WRITE_ACTIONS: readonly string[] = ['create', 'edit', 'delete'];

/**
 * The route key of a route or data resource: its first path segment, without a leading slash
 * ('/objects/apartments', 'objects' -> 'objects'; a list is named by its registry resource).
 */
export function routeKeyOf(resource: string): string {
  return resource.replace(/^\/+/, '').split('/')[0] ?? '';
}

/** The permission a route or data resource needs for an action; null for one the registry does not know. */
export function routePermission(resource: string, action = 'list'): RoutePermission | null {
  const key = routeKeyOf(resource);
  if (!isResourceName(key)) return null;
  return WRITE_ACTIONS.includes(action) ? writePermissionOf(key) : RESOURCES[key].permission;
}

/** Whether a subject may open a route (or take an action on a resource); an unknown one is denied. */
export function routeAccess(subject: PermissionSubject, resource: string, action = 'list'): AccessResult {
  const permission = routePermission(resource, action);
  if (!permission) return checkAccess(subject, PERMIT) === 'logout' ? 'logout' : 'deny';
  return checkAccess(subject, permission);
}
