import type { z } from 'zod';
import type { Kysely } from 'kysely';
import type { RoleSetting, RolesReply } from '../../../schema/api/roles';
import { PERMISSION_KEYS, type PermissionKey } from '../../../schema/permissions';
import {
  EDITABLE_ROLES,
  isEditableRole,
  neverKeys,
  orderedKeys,
  roleDefaults,
  type rolePermissionsSchema,
  type EditableRole,
} from '../../../schema/roles';
import { recordAudit } from '../../core/audit';
import { parseJsonList } from '../../core/context';
import { ApiError, notFound } from '../../core/errors';
import { scoped } from '../../core/scope';
import type { Database, Project, User } from '../../db/types';
import type { RolePermissions } from '../../db/tables/roles';

/** Roles settings (project settings > user management > roles): the keys of each role in a project. */

function settingOf(role: EditableRole, row: RolePermissions | undefined): RoleSetting {
  const stored = row ? parseJsonList(row.permissions) : null;
  return {
    role,
    permissions: stored === null ? roleDefaults(role) : orderedKeys(stored),
    defaults: roleDefaults(role),
    never: neverKeys(role),
    customised: stored !== null,
    version: row?.version ?? 0,
  };
}

export async function listRoles(db: Kysely<Database>, project: Project): Promise<RolesReply> {
  const rows = await scoped(db, project.id).selectFrom('role_permissions').selectAll().execute();
  const byRole = new Map(rows.map((row) => [row.role, row]));
  return {
    keys: [...PERMISSION_KEYS],
    roles: EDITABLE_ROLES.map((role) => settingOf(role, byRole.get(role))),
  };
}

export function roleOf(value: string): EditableRole {
  if (!isEditableRole(value)) throw notFound('role_not_found', { role: value.slice(0, 40) });
  return value;
}

async function currentRow(db: Kysely<Database>, project: Project, role: EditableRole) {
  return scoped(db, project.id)
    .selectFrom('role_permissions')
    .selectAll()
    .where('role', '=', role)
    .executeTakeFirst();
}

/**
 * Sets a role's keys in a project. A key the role can never have is refused (400), a stale
 * version (someone changed the role in between) with 409. Takes effect on the next request of
 * every session of the role, since permissions are read per request.
 */
export async function saveRole(
  db: Kysely<Database>,
  project: Project,
  user: User,
  roleName: string,
  input: z.infer<ReturnType<typeof rolePermissionsSchema>>,
): Promise<RoleSetting> {
  const role = roleOf(roleName);
  const permissions: PermissionKey[] = orderedKeys(input.permissions);
  return db.transaction().execute(async (trx) => {
    const before = await currentRow(trx, project, role);
    if ((before?.version ?? 0) !== input.version) throw new ApiError(409, 'role_settings_changed');
    const was = settingOf(role, before);
    const now = new Date().toISOString();
    const json = JSON.stringify(permissions);
    if (before) {
      const result = await scoped(trx, project.id)
        .updateTable('role_permissions')
        .set({ permissions: json, version: before.version + 1, updated_by: user.id, updated_at: now })
        .where('role', '=', role)
        .where('version', '=', before.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, 'role_settings_changed');
    } else {
      await scoped(trx, project.id)
        .insertInto('role_permissions', [{ role, permissions: json, updated_by: user.id, updated_at: now }])
        .execute();
    }
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: before ? 'update' : 'create',
      entity: 'role_permissions',
      entityId: role,
      before: { permissions: was.permissions },
      after: { permissions },
    });
    return settingOf(role, await currentRow(trx, project, role));
  });
}

/** Back to the defaults: the role's row goes; its users' own lists apply again. */
export async function resetRole(
  db: Kysely<Database>,
  project: Project,
  user: User,
  roleName: string,
): Promise<RoleSetting> {
  const role = roleOf(roleName);
  return db.transaction().execute(async (trx) => {
    const before = await currentRow(trx, project, role);
    if (!before) return settingOf(role, undefined);
    await scoped(trx, project.id).deleteFrom('role_permissions').where('role', '=', role).execute();
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: 'reset',
      entity: 'role_permissions',
      entityId: role,
      before: { permissions: settingOf(role, before).permissions },
      after: { permissions: roleDefaults(role) },
    });
    return settingOf(role, undefined);
  });
}
