import { sql, type SqlBool } from 'kysely';
import { RESOURCES, writePermissionOf } from '../../../schema/resources';
import { formatPhone } from '../../../schema/phoneRules';
import { TENANT_STATES, tenantActionRefusal, type TenantState } from '../../../schema/tenants';
import type { MessageKey } from '../../core/i18n/index';
import { exportBulk, ref, sendMailBulk } from '../../lists/common';
import type { ListSchema } from '../../lists/types';
import { removeTenants } from './service';
import { tenantSearch } from './searchText';

/** The list tenants/ (spec 1 section 2, "tenant"): every household from its assignment on. */

/** The projects that let objects (the list of applications/ is in the same ones). */
export const TENANT_PROJECT_TYPES = ['rent', 'first-time-letting', 'build', 'saleb2b'] as const;

/** The server text of a tenant state (tenant_state_without_contract, ...). */
export const tenantStateLabel = (state: TenantState): MessageKey => `tenant_state_${state}`;

const t = (column: string) => ref('tenants', column);

export const tenantList: ListSchema = {
  path: 'tenants/',
  projectTypes: TENANT_PROJECT_TYPES,
  settingsKey: 'tenants',
  permission: RESOURCES.tenant.permission,
  table: 'tenants',
  rowType: 'tenant',
  exportTitle: 'tenants_export_title',
  columns: [
    { key: 'name', title: 'col_tenant_name', format: 'text', orderable: true, fixed: true },
    { key: 'object', title: 'col_tenant_object', format: 'text', orderable: true, expr: t('object_label') },
    { key: 'email', title: 'col_email', format: 'text' },
    { key: 'phone', title: 'col_tenant_phone', format: 'text' },
    {
      key: 'contract_start',
      title: 'col_tenant_contract_start',
      format: 'date',
      orderable: true,
      nullable: true,
    },
    {
      key: 'net_rent',
      title: 'col_tenant_net_rent',
      format: 'money',
      orderable: true,
      nullable: true,
      textAlign: 'right',
    },
    {
      key: 'gross_rent',
      title: 'col_tenant_gross_rent',
      format: 'money',
      nullable: true,
      textAlign: 'right',
      expr: sql`${t('net_rent')} + ${t('extra_costs')}`,
    },
    { key: 'end_date', title: 'col_tenant_end_date', format: 'date', orderable: true, nullable: true },
    { key: 'created_at', title: 'col_tenant_since', format: 'date', orderable: true },
    {
      key: 'progress_state',
      title: 'col_progress_state',
      format: 'state',
      choices: Object.fromEntries(TENANT_STATES.map((s) => [s, tenantStateLabel(s)])),
    },
  ],
  rowFields: { _state: t('progress_state'), _tenant_language: t('language') },
  // the phone number as the application's answers print it (+41 79 123 45 67), in the table and the export
  rowExtras: (row) => ({
    _language: String(row._tenant_language ?? 'de'),
    phone: formatPhone(String(row.phone ?? '')),
  }),
  progressState: (row) => String(row._state),
  search: { text: tenantSearch },
  defaultSort: '-created_at',
  stateFilter: {
    groupColumns: ['progress_state'],
    classify: (g) => String(g.progress_state),
    choices: () => [
      { value: 'all', label: 'state_all', where: null },
      ...TENANT_STATES.map((s) => ({
        value: s,
        label: tenantStateLabel(s),
        where: sql<SqlBool>`${t('progress_state')} = ${s}`,
      })),
    ],
  },
  filters: [],
  bulk: [
    {
      value: 'delete',
      label: 'bulk_delete',
      permission: writePermissionOf('tenant'),
      // the rule of DELETE /api/v1/tenants/{id}
      available: (row) => tenantActionRefusal('delete', String(row._state)) as MessageKey | null,
      run: async (scope, ids) => {
        await removeTenants(scope, ids);
      },
    },
    // a mail to the picked tenants through the mail dialog (mailView tenants)
    sendMailBulk(),
    exportBulk(RESOURCES.tenant.permission),
  ],
};

export const tenantLists: ListSchema[] = [tenantList];
