import { z } from 'zod';
import { defaultPermissions, PERMISSION_KEYS, ROLES, type PermissionKey, type Role } from './permissions';

/**
 * The roles settings (project settings > user management > roles): which permission keys each role
 * has in a project. A superadmin passes every keyed route anyway, so its list is not editable.
 */
export const EDITABLE_ROLES = ROLES.filter((role) => role !== 'superadmin') as Exclude<Role, 'superadmin'>[];
export type EditableRole = (typeof EDITABLE_ROLES)[number];

export function isEditableRole(value: string): value is EditableRole {
  return (EDITABLE_ROLES as readonly string[]).includes(value);
}

const WRITE_KEYS: readonly PermissionKey[] = ['applications_write', 'object_write', 'tenants_write'];

/**
 * Keys a role can never have (our design; the spec lists none): the read-only roles never write,
 * the marketer never handles contracts or tenants, the contract role never advertises.
 */
const NEVER_KEYS: Record<EditableRole, readonly PermissionKey[]> = {
  admin: [],
  superuser: [],
  user: [],
  assistant: [...WRITE_KEYS, 'digitalcontract'],
  marketer: ['tenants_write', 'digitalcontract'],
  contract: ['object_write', 'object_advertisement'],
  analyst: [...WRITE_KEYS, 'digitalcontract', 'shared_communication'],
};

export function neverKeys(role: EditableRole): PermissionKey[] {
  return [...NEVER_KEYS[role]];
}

export function mayHaveKey(role: EditableRole, key: PermissionKey): boolean {
  return !NEVER_KEYS[role].includes(key);
}

/** The keys a role starts with in a project that has not changed them. */
export function roleDefaults(role: EditableRole): PermissionKey[] {
  return defaultPermissions(role).filter((key) => mayHaveKey(role, key));
}

/** A role's keys in the order of PERMISSION_KEYS, without duplicates. */
export function orderedKeys(keys: Iterable<string>): PermissionKey[] {
  const set = new Set(keys);
  return PERMISSION_KEYS.filter((key) => set.has(key));
}

/** PUT /api/v1/settings/roles/:role. A key the role can never have is refused (role_key_never). */
export function rolePermissionsSchema(role: EditableRole) {
  return z.object({
    permissions: z
      .array(z.enum(PERMISSION_KEYS, { message: 'role_key_unknown' }))
      .max(PERMISSION_KEYS.length * 2)
      .refine((keys) => keys.every((key) => mayHaveKey(role, key)), { message: 'role_key_never' }),
    /** the version the list was loaded at; a stale one is refused with 409 */
    version: z.number().int().min(0),
  });
}
export type RolePermissionsInput = z.infer<ReturnType<typeof rolePermissionsSchema>>;
