import type { Generated, Selectable } from 'kysely';

/** Tables of the roles settings; the Database interface (server/db/types.ts) extends this one. */
export interface RoleTables {
  role_permissions: RolePermissionsTable;
}

/** A role's permission keys in a project, as an admin set them (migration 011). */
export interface RolePermissionsTable {
  project_id: number;
  role: string;
  /** JSON array of permission keys */
  permissions: string;
  version: Generated<number>;
  updated_by: number | null;
  updated_at: string;
}

export type RolePermissions = Selectable<RolePermissionsTable>;
