import { describe, expect, it } from 'vitest';
import { defaultPermissions, PERMISSION_KEYS } from '../../schema/permissions';
import {
  EDITABLE_ROLES,
  isEditableRole,
  mayHaveKey,
  neverKeys,
  roleDefaults,
  rolePermissionsSchema,
} from '../../schema/roles';

describe('role permissions', () => {
  it('makes every role but superadmin editable', () => {
    expect(isEditableRole('superadmin')).toBe(false);
    expect(isEditableRole('admin')).toBe(true);
    expect(isEditableRole('pilot')).toBe(false);
    expect(EDITABLE_ROLES).toHaveLength(7);
  });

  it('never gives a role by default a key it can never have', () => {
    for (const role of EDITABLE_ROLES) {
      for (const key of neverKeys(role)) expect(roleDefaults(role)).not.toContain(key);
      expect(roleDefaults(role)).toEqual(defaultPermissions(role).filter((k) => mayHaveKey(role, k)));
    }
  });

  it('keeps the read-only analyst from writing and leaves admin every key', () => {
    expect(mayHaveKey('analyst', 'object_write')).toBe(false);
    expect(mayHaveKey('analyst', 'reporting_read')).toBe(true);
    expect(neverKeys('admin')).toEqual([]);
    expect(PERMISSION_KEYS.every((key) => mayHaveKey('admin', key))).toBe(true);
  });

  it('refuses a key the role can never have and an unknown key, with their message keys', () => {
    const analyst = rolePermissionsSchema('analyst');
    expect(analyst.safeParse({ permissions: ['analytics_read'], version: 0 }).success).toBe(true);
    const never = analyst.safeParse({ permissions: ['object_write'], version: 0 });
    expect(never.success ? null : never.error.issues[0]!.message).toBe('role_key_never');
    const unknown = analyst.safeParse({ permissions: ['rocket'], version: 0 });
    expect(unknown.success ? null : unknown.error.issues[0]!.message).toBe('role_key_unknown');
  });
});
