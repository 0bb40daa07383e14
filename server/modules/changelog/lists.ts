import { sql, type SqlBool } from 'kysely';
import type { OptionItem } from '../../../schema/api/tableData';
import { RESOURCES } from '../../../schema/resources';
import type { MessageKey } from '../../core/i18n/index';
import { exportBulk, inList, ref } from '../../lists/common';
import type { SearchTextDef } from '../../lists/searchText';
import type { ListContext, ListSchema } from '../../lists/types';
import { fieldLabels } from './records';

const a = (column: string) => ref('audit_log', column);

/** Actions with a name of their own; any other action shows as written. */
export const ACTION_LABELS: Readonly<Record<string, MessageKey>> = {
  create: 'change_action_create',
  update: 'change_action_update',
  delete: 'change_action_delete',
  activate: 'change_action_activate',
  deactivate: 'change_action_deactivate',
  import: 'change_action_import',
  reset: 'change_action_reset',
  invitation_resend: 'change_action_invitation_resend',
  two_factor_reset: 'change_action_two_factor_reset',
  setToRented: 'change_action_setToRented',
  setToSold: 'change_action_setToSold',
  terminate: 'change_action_terminate',
  free: 'change_action_free',
  startProgress: 'change_action_startProgress',
  markEvaluated: 'change_action_markEvaluated',
  reopen: 'change_action_reopen',
  offer: 'change_action_offer',
  declineOffer: 'change_action_declineOffer',
  withdrawOffer: 'change_action_withdrawOffer',
  assign: 'change_action_assign',
  releaseAssignment: 'change_action_releaseAssignment',
  clientSigned: 'change_action_clientSigned',
  feeTransferred: 'change_action_feeTransferred',
  reservationCompleted: 'change_action_reservationCompleted',
  reserve: 'change_action_reserve',
  removeReservation: 'change_action_removeReservation',
  paymentInfo: 'change_action_paymentInfo',
  setSold: 'change_action_setToSold',
  offer_proposal: 'change_action_offer_proposal',
  edit_prios: 'change_action_edit_prios',
  evaluate: 'change_action_evaluate',
  merge: 'change_action_merge',
  resolve: 'change_action_resolve',
  export: 'change_action_export',
  publish: 'change_action_publish',
  autoDeactivate: 'change_action_autoDeactivate',
  renewFeed: 'change_action_renewFeed',
};

/**
 * The kind of each audited record in words; an unknown one shows as its table name
 * (tests/unit/recordNames.test.ts: every kind the sources audit has one).
 */
export const ENTITY_LABELS: Readonly<Record<string, MessageKey>> = {
  objects: 'change_entity_objects',
  buildings: 'change_entity_buildings',
  projects: 'change_entity_projects',
  users: 'change_entity_users',
  uploaded_files: 'change_entity_uploaded_files',
  object_images: 'change_entity_object_images',
  object_files: 'change_entity_object_documents',
  object_occupancies: 'change_entity_object_occupancies',
  sso_settings: 'change_entity_sso_settings',
  teams: 'change_entity_teams',
  role_permissions: 'change_entity_role_permissions',
  applications: 'change_entity_applications',
  application_persons: 'change_entity_application_persons',
  application_comments: 'change_entity_application_comments',
  application_documents: 'change_entity_application_documents',
  application_forms: 'change_entity_application_forms',
  owners: 'change_entity_owners',
  rental_agreement_settings: 'change_entity_rental_agreement_settings',
  digital_signature_settings: 'change_entity_digital_signature_settings',
  deposit_providers: 'change_entity_deposit_providers',
  reservation_settings: 'change_entity_reservation_settings',
  sale_reservations: 'change_entity_sale_reservations',
  sale_accounting_answers: 'change_entity_sale_accounting_answers',
  tenants: 'change_entity_tenants',
  tenant_deposits: 'change_entity_tenant_deposits',
  viewing_appointments: 'change_entity_viewing_appointments',
  mail_templates: 'change_entity_mail_templates',
  mail_signatures: 'change_entity_mail_signatures',
  conversation_mails: 'change_entity_conversation_mails',
  interested_people: 'change_entity_interested_people',
  marketing_ads: 'change_entity_marketing_ads',
  marketing_platforms: 'change_entity_marketing_platforms',
  website_object_lists: 'change_entity_website_object_lists',
};

/**
 * Entries about one person's own account (their sessions, second factor, preferences, list
 * columns, their own profile and password) are theirs, not the project's: the changelog leaves
 * them out. An admin's change to someone else's account is shown.
 */
export const PERSONAL_ENTITIES = ['sessions', 'user_two_factor', 'user_preferences', 'user_list_settings'];

export function changelogVisible() {
  return sql<SqlBool>`${a('entity')} not in (${sql.join(PERSONAL_ENTITIES)}) and not (${a('entity')} = 'users' and ${a('entity_id')} = cast(${a('user_id')} as text))`;
}

export function labelOf(
  t: ListContext['t'],
  map: Readonly<Record<string, MessageKey>>,
  value: string,
): string {
  const key = map[value];
  return key ? t(key) : value;
}

async function distinctOptions(
  ctx: ListContext,
  column: 'action' | 'entity',
  map: Readonly<Record<string, MessageKey>>,
): Promise<OptionItem[]> {
  const rows = await ctx.scope
    .selectFrom('audit_log')
    .select(column)
    .distinct()
    .where(changelogVisible())
    .execute();
  return rows
    .map((r) => ({ value: String(r[column]), displayName: labelOf(ctx.t, map, String(r[column])) }))
    .sort((x, y) => x.displayName.localeCompare(y.displayName));
}

/** The filter choices (GET event-log/choices and the list's filters): who, which kind of record, which action. */
export async function changelogChoices(ctx: ListContext) {
  const users = await ctx.scope
    .selectFrom('audit_log')
    .select(['user_id', 'user_name'])
    .distinct()
    .where(changelogVisible())
    .where('user_id', 'is not', null)
    .execute();
  const byId = new Map<string, string>();
  for (const u of users) byId.set(String(u.user_id), u.user_name || `#${u.user_id}`);
  return {
    users: [...byId]
      .map(([value, displayName]) => ({ value, displayName }))
      .sort((x, y) => x.displayName.localeCompare(y.displayName)),
    entities: await distinctOptions(ctx, 'entity', ENTITY_LABELS),
    actions: await distinctOptions(ctx, 'action', ACTION_LABELS),
  };
}

/** The day after an ISO date (yyyy-mm-dd), for "until and with this day". */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const checked = (value: { type: string; value: unknown }) =>
  value.type === 'checkbox' && Array.isArray(value.value) ? (value.value as string[]) : [];
const day = (value: { type: string; value: unknown }) => (value.type === 'date' ? String(value.value) : '');

/**
 * The audit trail kept by every change (server/core/audit.ts) searched with the table's search
 * text: the trail is written only by recordAudit, which makes the text with the row, so it has no
 * version and no updated_at (it is never edited); this definition is never used to write.
 */
const auditSearch = {
  table: 'audit_log',
  sources: [],
  build: () => '',
} as unknown as SearchTextDef;

/** The changelog (spec 2 section 7.15): who changed what, which record, when; newest first. */
export const changelogList: ListSchema = {
  path: 'event-log/logs',
  settingsKey: 'event-log',
  permission: RESOURCES.changelog.permission,
  table: 'audit_log',
  rowType: 'event-log',
  exportTitle: 'changelog_title',
  baseWhere: () => changelogVisible(),
  columns: [
    { key: 'created_at', title: 'col_changed_at', format: 'datetime', orderable: true, fixed: true },
    { key: 'user_name', title: 'col_changed_by', format: 'text', orderable: true },
    { key: 'action', title: 'col_change_action', format: 'state', choices: ACTION_LABELS, orderable: true },
    { key: 'entity', title: 'col_change_entity', format: 'state', choices: ENTITY_LABELS, orderable: true },
    { key: 'record_name', title: 'col_change_record', format: 'text', orderable: true },
    { key: 'fields', title: 'col_change_fields', format: 'text' },
  ],
  rowFields: { _action: a('action'), _entity: a('entity'), _entity_id: a('entity_id') },
  // the changed fields by their labels; the record's kind and id for its link (and its name when gone)
  rowExtras: (row, ctx) => {
    const entity = String(row._entity);
    return {
      fields: fieldLabels(ctx.t, entity, typeof row.fields === 'string' ? row.fields : ''),
      _entity: entity,
      _entity_id: String(row._entity_id),
      _entity_label: labelOf(ctx.t, ENTITY_LABELS, entity),
      _action: String(row._action),
    };
  },
  progressState: (row) =>
    row._action === 'create' ? 'created' : row._action === 'delete' ? 'deleted' : 'updated',
  search: { text: auditSearch },
  defaultSort: '-created_at',
  stateFilter: {
    groupColumns: ['action'],
    classify: (g) => (g.action === 'create' ? 'created' : g.action === 'delete' ? 'deleted' : 'updated'),
    choices: () => [
      { value: 'all', label: 'state_all', where: null },
      { value: 'created', label: 'state_change_created', where: sql<SqlBool>`${a('action')} = 'create'` },
      {
        value: 'updated',
        label: 'state_change_updated',
        where: sql<SqlBool>`${a('action')} not in ('create', 'delete')`,
      },
      { value: 'deleted', label: 'state_change_deleted', where: sql<SqlBool>`${a('action')} = 'delete'` },
    ],
  },
  filters: [
    {
      key: 'user',
      type: 'checkbox',
      label: 'filter_changed_by',
      main: true,
      choices: async (ctx) => (await changelogChoices(ctx)).users,
      where: (f) => inList(a('user_id'), checked(f).map(Number).filter(Number.isSafeInteger)),
    },
    {
      key: 'entity',
      type: 'checkbox',
      label: 'filter_change_entity',
      main: true,
      choices: (ctx) => distinctOptions(ctx, 'entity', ENTITY_LABELS),
      where: (f) => inList(a('entity'), checked(f)),
    },
    {
      key: 'action',
      type: 'checkbox',
      label: 'filter_change_action',
      choices: (ctx) => distinctOptions(ctx, 'action', ACTION_LABELS),
      where: (f) => inList(a('action'), checked(f)),
    },
    {
      key: 'date_from',
      type: 'date',
      label: 'filter_changed_from',
      main: true,
      where: (f) => sql<SqlBool>`${a('created_at')} >= ${day(f)}`,
    },
    {
      key: 'date_to',
      type: 'date',
      label: 'filter_changed_until',
      main: true,
      where: (f) => sql<SqlBool>`${a('created_at')} < ${nextDay(day(f))}`,
    },
  ],
  bulk: [exportBulk(RESOURCES.changelog.permission)],
};
