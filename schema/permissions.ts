/**
 * Roles, permission keys, route permissions and landing pages (spec 1 section 6).
 * Shared by client and server: the client hides what the server refuses, using the same rules.
 */

export const ROLES = [
  'superadmin',
  'admin',
  'superuser',
  'user',
  'assistant',
  'marketer',
  'contract',
  'analyst',
] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSION_KEYS = [
  'homepage_read',
  'applications_read',
  'applications_write',
  'object_read',
  'object_write',
  'tenants_read',
  'tenants_write',
  'reporting_read',
  'budget_read',
  'shared_communication',
  'shared_view_settings',
  'object_advertisement',
  'interested_people',
  'waitlist',
  'viewing',
  'digitalcontract',
  'analytics_read',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** A route or action needs one of: admin (superadmin or admin), permit (anyone signed in), or a key. */
export type RoutePermission = { kind: 'admin' } | { kind: 'permit' } | { kind: 'key'; key: PermissionKey };

export const ADMIN: RoutePermission = { kind: 'admin' };
export const PERMIT: RoutePermission = { kind: 'permit' };
export const needs = (key: PermissionKey): RoutePermission => ({ kind: 'key', key });

/** Project feature switches, named by the prefix of a permission key; a missing name means enabled. */
export type Features = Readonly<Record<string, boolean>>;

export interface PermissionSubject {
  role: string;
  /** null: no permission list (a non-superadmin without one is signed out) */
  permissions: readonly string[] | null;
  features: Features;
}

export type AccessResult = 'allow' | 'deny' | 'logout';

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The feature a permission key belongs to: the part before its first underscore. */
export function featureOfKey(key: PermissionKey): string {
  const i = key.indexOf('_');
  return i === -1 ? key : key.slice(0, i);
}

export function isFeatureEnabled(features: Features, feature: string): boolean {
  return features[feature] !== false;
}

export function isAdminRole(role: string): boolean {
  return role === 'superadmin' || role === 'admin';
}

/**
 * Whether a subject may use a route. A non-superadmin without a permission list is signed out.
 * A superadmin passes a keyed route unless the key's feature is disabled; everyone else needs the
 * key in their list, and a disabled feature is closed to them too.
 */
export function checkAccess(subject: PermissionSubject, permission: RoutePermission): AccessResult {
  if (subject.role !== 'superadmin' && subject.permissions === null) return 'logout';
  switch (permission.kind) {
    case 'permit':
      return 'allow';
    case 'admin':
      return isAdminRole(subject.role) ? 'allow' : 'deny';
    case 'key': {
      if (!isFeatureEnabled(subject.features, featureOfKey(permission.key))) return 'deny';
      if (subject.role === 'superadmin') return 'allow';
      return subject.permissions?.includes(permission.key) ? 'allow' : 'deny';
    }
  }
}

export function hasPermission(subject: PermissionSubject, key: PermissionKey): boolean {
  return checkAccess(subject, needs(key)) === 'allow';
}

const ALL_KEYS: readonly PermissionKey[] = PERMISSION_KEYS;

/**
 * The permission set a new user of a role starts with (our design; spec 1 section 6 leaves it
 * open). Admins may change a user's list later; see docs/decisions.md.
 */
const DEFAULT_PERMISSIONS: Record<Role, readonly PermissionKey[]> = {
  superadmin: ALL_KEYS,
  admin: ALL_KEYS,
  superuser: ALL_KEYS,
  user: [
    'homepage_read',
    'applications_read',
    'applications_write',
    'object_read',
    'object_write',
    'tenants_read',
    'tenants_write',
    'shared_communication',
    'interested_people',
    'waitlist',
    'viewing',
  ],
  assistant: [
    'homepage_read',
    'applications_read',
    'object_read',
    'tenants_read',
    'shared_communication',
    'interested_people',
    'viewing',
  ],
  marketer: [
    'object_read',
    'object_write',
    'object_advertisement',
    'interested_people',
    'viewing',
    'shared_communication',
    'analytics_read',
  ],
  contract: ['tenants_read', 'tenants_write', 'digitalcontract', 'object_read', 'shared_communication'],
  analyst: ['analytics_read', 'reporting_read', 'budget_read'],
};

export function defaultPermissions(role: Role): PermissionKey[] {
  return [...DEFAULT_PERMISSIONS[role]];
}

/** A superadmin updated with the admin role stays superadmin; any other change is taken as asked. */
export function roleAfterUpdate(current: string, requested: Role): Role {
  if (current === 'superadmin' && requested === 'admin') return 'superadmin';
  return requested;
}

/** Only superadmin and admin see the project settings gear. */
export function canSeeProjectSettings(role: string): boolean {
  return isAdminRole(role);
}
