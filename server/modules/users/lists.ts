import { sql, type SqlBool } from 'kysely';
import { ADMIN, ROLES } from '../../../schema/permissions';
import { exportBulk, inList, ref } from '../../lists/common';
import type { ListSchema } from '../../lists/types';
import type { MessageKey } from '../../core/i18n/index';

const u = (column: string) => ref('project_users', column);

const ROLE_LABELS = Object.fromEntries(ROLES.map((r) => [r, `role_${r}` as MessageKey])) as Record<
  string,
  MessageKey
>;
const STATUS_LABELS: Record<string, MessageKey> = {
  active: 'state_active',
  invited: 'user_status_invited',
  inactive: 'state_inactive',
};

/** Settings > users: who works in the project (spec 2 section 7.17), over the view project_users. */
export const userList: ListSchema = {
  path: 'settings/users',
  settingsKey: 'settings_users',
  permission: ADMIN,
  table: 'project_users',
  rowType: 'users',
  exportTitle: 'users_export_title',
  columns: [
    { key: 'name', title: 'col_user_name', format: 'text', orderable: true, fixed: true },
    { key: 'email', title: 'col_email', format: 'text', orderable: true },
    { key: 'role', title: 'col_role', format: 'state', orderable: true, choices: ROLE_LABELS },
    { key: 'projects', title: 'col_projects', format: 'text', nullable: true },
    { key: 'status', title: 'col_user_status', format: 'state', orderable: true, choices: STATUS_LABELS },
    { key: 'last_login_at', title: 'col_last_login', format: 'date', orderable: true, nullable: true },
  ],
  rowFields: { _active: u('is_active'), _status: u('status') },
  progressState: (row) => String(row._status ?? 'active'),
  defaultSort: 'name',
  stateFilter: {
    groupColumns: ['status'],
    classify: (g) => String(g.status),
    choices: () => [
      { value: 'all', label: 'state_all', where: null },
      { value: 'active', label: 'state_active', where: sql<SqlBool>`${u('status')} = 'active'` },
      { value: 'invited', label: 'user_status_invited', where: sql<SqlBool>`${u('status')} = 'invited'` },
      { value: 'inactive', label: 'state_inactive', where: sql<SqlBool>`${u('status')} = 'inactive'` },
    ],
  },
  filters: [
    {
      key: 'role',
      type: 'checkbox',
      label: 'col_role',
      main: true,
      choices: (ctx) => ROLES.map((r) => ({ value: r, displayName: ctx.t(ROLE_LABELS[r]!) })),
      where: (f) => inList(u('role'), f.type === 'checkbox' ? f.value : []),
    },
  ],
  bulk: [exportBulk(ADMIN)],
  createNew: { type: 'users', permission: ADMIN },
};
