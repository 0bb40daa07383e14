import type { PermissionKey } from '../permissions';
import type { EditableRole } from '../roles';

/** One role of GET /api/v1/settings/roles, and the reply of a change. */
export interface RoleSetting {
  role: EditableRole;
  /** the keys the role has in this project */
  permissions: PermissionKey[];
  /** the keys it starts with */
  defaults: PermissionKey[];
  /** the keys it can never have (shown disabled) */
  never: PermissionKey[];
  /** false while the project uses the defaults */
  customised: boolean;
  /** 0 while the project uses the defaults; sent back with a change */
  version: number;
}

/** GET /api/v1/settings/roles */
export interface RolesReply {
  keys: PermissionKey[];
  roles: RoleSetting[];
}
