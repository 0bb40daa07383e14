import { sql, type SqlBool } from 'kysely';
import {
  applicationActionRefusal,
  nextApplicationState,
  RENT_APPLICATION_STATES,
  SALE_APPLICATION_STATES,
  type ApplicationState,
} from '../../../schema/applicationStates';
import { FIGURE_FILTERS } from '../../../schema/dashboard';
import { RESOURCES, writePermissionOf } from '../../../schema/resources';
import type { MessageKey } from '../../core/i18n/index';
import { drawNotices } from '../viewings/drawNotices';
import { exportBulk, inList, ref, referenceMailBulks, relatedValue, sendMailBulk } from '../../lists/common';
import type {
  BulkDef,
  ColumnDef,
  FilterDef,
  ListContext,
  ListSchema,
  StateFilterDef,
} from '../../lists/types';
import { messengerFlags, messengerFlagsValue } from '../communication/inbox';
import { removeApplications } from './remove';
import { applicationSearch } from './searchText';

/** The lists applications/ and sales/applications/ (spec 2 section 7.4). */

const LETTING_PROJECT_TYPES = ['rent', 'first-time-letting', 'build', 'saleb2b'] as const;

/** The server text of an application state (app_state_active_new, ...). */
export const applicationStateLabel = (state: string): MessageKey =>
  `app_state_${state.replace(/\./g, '_')}` as MessageKey;

const a = (column: string) => ref('applications', column);

/** States in which an object is bound to the application: it is not deleted in them. */
const BOUND_STATES: readonly string[] = ['with_offer', 'assigned'];

function stateFilter(states: readonly ApplicationState[]): StateFilterDef {
  return {
    groupColumns: ['progress_state'],
    countedGroups: (ctx) =>
      ctx.scope
        .selectFrom('application_state_counts')
        .select(['progress_state', 'n'])
        .where('n', '>', 0)
        .execute(),
    classify: (g) => String(g.progress_state),
    choices: () => [
      { value: 'all', label: 'state_all', where: null },
      ...states.map((s) => ({
        value: s,
        label: applicationStateLabel(s),
        where: sql<SqlBool>`${a('progress_state')} = ${s}`,
      })),
    ],
  };
}

function columns(states: readonly ApplicationState[]): ColumnDef[] {
  return [
    {
      key: 'main_applicant',
      title: 'col_main_applicant',
      format: 'text',
      orderable: true,
      fixed: true,
      expr: a('main_name'),
    },
    { key: 'email', title: 'col_email', format: 'text' },
    { key: 'phone', title: 'col_application_phone', format: 'text' },
    {
      key: 'overall_evaluation',
      title: 'col_overall_evaluation',
      format: 'number',
      orderable: true,
      textAlign: 'center',
      expr: a('overall_star'),
    },
    { key: 'points', title: 'col_points', format: 'number', orderable: true, textAlign: 'right' },
    {
      key: 'object',
      title: 'col_application_object',
      format: 'text',
      nullable: true,
      expr: relatedValue('objects', 'title', ['id', 'object_id']),
    },
    { key: 'household_size', title: 'col_household_size', format: 'number', textAlign: 'right' },
    { key: 'income_ratio', title: 'col_income_ratio', format: 'number', nullable: true, textAlign: 'right' },
    { key: 'created_at', title: 'col_created_at', format: 'date', orderable: true },
    {
      key: 'duplicate',
      title: 'col_duplicate',
      format: 'boolean',
      textAlign: 'center',
      expr: sql`case when ${a('duplicate_group')} is null then 0 else 1 end`,
    },
    {
      key: 'progress_state',
      title: 'col_progress_state',
      format: 'state',
      choices: Object.fromEntries(states.map((s) => [s, applicationStateLabel(s)])),
    },
  ];
}

const slider = (f: { type: string; value: unknown }): [number, number] =>
  f.type === 'slider' ? (f.value as [number, number]) : [0, 0];

/**
 * The user's settings key (user_list_settings, per project) of the moment the home page's new
 * applications count from; the home page writes it at each visit (server/modules/dashboard).
 */
export const LAST_VISIT_SINCE_KEY = 'home:since';

/** Received after the moment the user's home page counts new applications from (none without a visit). */
export function receivedSinceLastVisit(ctx: Pick<ListContext, 'scope' | 'user'>) {
  const since = ctx.scope
    .selectFrom('user_list_settings')
    .select('value')
    .where('user_id', '=', ctx.user.id)
    .where('key', '=', LAST_VISIT_SINCE_KEY);
  return sql<SqlBool>`${a('created_at')} > coalesce((${since}), '9999')`;
}

const FILTERS: FilterDef[] = [
  {
    key: 'object',
    type: 'multiselect_remote',
    label: 'filter_application_object',
    main: true,
    choices: async (ctx) => {
      const rows = await ctx.scope
        .selectFrom('objects')
        .select(['id', 'ref_number', 'title'])
        .orderBy('ref_number')
        .limit(1000)
        .execute();
      return rows.map((o) => ({
        value: String(o.id),
        displayName: [o.ref_number, o.title].filter(Boolean).join(' · '),
      }));
    },
    // the object of first priority, or any object among the priorities
    where: (f, ctx) => {
      const ids = (f.type === 'multiselect_remote' ? f.value : []).map(Number).filter(Number.isSafeInteger);
      if (ids.length === 0) return sql<SqlBool>`1 = 0`;
      const prioritised = ctx.scope
        .selectFrom('application_priorities')
        .select('application_id')
        .where('object_id', 'in', ids);
      return sql<SqlBool>`(${inList(a('object_id'), ids)} or ${a('id')} in (${prioritised}))`;
    },
  },
  {
    key: 'rooms',
    type: 'slider',
    label: 'filter_rooms',
    unit: 'unit_rooms',
    main: true,
    min: 1,
    max: 10,
    step: 0.5,
    where: (f) => {
      const [min, max] = slider(f);
      return sql<SqlBool>`${a('object_rooms')} between ${min} and ${max}`;
    },
  },
  {
    key: 'income_ratio',
    type: 'slider',
    label: 'filter_income_ratio',
    main: true,
    min: 0,
    max: 10,
    step: 0.1,
    where: (f) => {
      const [min, max] = slider(f);
      return sql<SqlBool>`${a('income_ratio')} between ${min} and ${max}`;
    },
  },
  {
    key: 'household_size',
    type: 'slider',
    label: 'filter_household_size',
    unit: 'unit_persons',
    min: 1,
    max: 12,
    step: 1,
    where: (f) => {
      const [min, max] = slider(f);
      return sql<SqlBool>`${a('household_size')} between ${min} and ${max}`;
    },
  },
  {
    key: 'pets',
    type: 'toggle',
    label: 'filter_pets',
    where: (f) =>
      f.type === 'toggle' && f.value ? sql<SqlBool>`${a('pets')} > 0` : sql<SqlBool>`${a('pets')} = 0`,
  },
  {
    key: 'created',
    type: 'date',
    label: 'filter_created_from',
    where: (f) => sql<SqlBool>`${a('created_at')} >= ${f.type === 'date' ? f.value : ''}`,
  },
  // the home page's "new since your last visit" figures open the list with it
  {
    key: FIGURE_FILTERS.sinceLastVisit,
    type: 'toggle',
    label: 'filter_since_last_visit',
    where: (f, ctx) => {
      const condition = receivedSinceLastVisit(ctx);
      return f.type === 'toggle' && f.value ? condition : sql<SqlBool>`not ${condition}`;
    },
  },
];

function bulkActions(sale: boolean): BulkDef[] {
  const write = writePermissionOf('applications');
  return [
    {
      value: 'deactivate',
      label: 'bulk_deactivate',
      permission: write,
      requiresOption: 'application_deactivate_reason_required',
      available: (row) => {
        if (row._state === 'inactive') return 'bulk_row_already_inactive';
        return applicationActionRefusal('deactivate', { progress_state: String(row._state), sale }) === null
          ? null
          : 'application_bulk_deactivate_refused';
      },
      run: async (scope, ids, ctx) => {
        const now = new Date().toISOString();
        await scope
          .updateTable('applications')
          .set({
            state_before_deactivation: sql<string>`progress_state`,
            progress_state: 'inactive',
            deactivation_reason: ctx.option,
            // a closed application's private link no longer opens
            token_expires_at: sql<string>`coalesce(token_expires_at, ${now})`,
            version: sql<number>`version + 1`,
            updated_at: now,
          })
          .where('id', 'in', ids)
          .execute();
      },
    },
    {
      value: 'activate',
      label: 'bulk_activate',
      permission: write,
      available: (row) => (row._state === 'inactive' ? null : 'bulk_row_already_active'),
      run: async (scope, ids) => {
        const now = new Date().toISOString();
        const rows = await scope
          .selectFrom('applications')
          .select(['id', 'progress_state', 'state_before_deactivation'])
          .where('id', 'in', ids)
          .execute();
        const byTarget = new Map<string, number[]>();
        for (const row of rows) {
          const target = nextApplicationState('activate', { ...row, sale });
          if (target) byTarget.set(target, [...(byTarget.get(target) ?? []), row.id]);
        }
        for (const [target, targetIds] of byTarget) {
          await scope
            .updateTable('applications')
            .set({
              progress_state: target,
              state_before_deactivation: null,
              deactivation_reason: '',
              token_expires_at: null,
              version: sql<number>`version + 1`,
              updated_at: now,
            })
            .where('id', 'in', targetIds)
            .execute();
        }
      },
    },
    {
      value: 'delete',
      label: 'bulk_delete',
      permission: write,
      available: (row) => (BOUND_STATES.includes(String(row._state)) ? 'application_delete_bound' : null),
      run: async (scope, ids, ctx) => ({
        removedFiles: await removeApplications(ctx.trx, scope.projectId, ids),
      }),
    },
    sendMailBulk(),
    ...referenceMailBulks(),
    exportBulk(RESOURCES.applications.permission),
  ];
}

function applicationList(sale: boolean): ListSchema {
  const states = sale ? SALE_APPLICATION_STATES : RENT_APPLICATION_STATES;
  return {
    path: `${sale ? 'sales/' : ''}applications/`,
    projectTypes: sale ? ['sale'] : LETTING_PROJECT_TYPES,
    settingsKey: `${sale ? 'sales_' : ''}applications`,
    permission: RESOURCES.applications.permission,
    table: 'applications',
    rowType: 'applications',
    exportTitle: 'applications_export_title',
    columns: columns(states),
    rowFields: {
      _state: a('progress_state'),
      _app_language: a('language'),
      _messenger_flags: messengerFlagsValue,
    },
    rowExtras: (row) => ({
      _language: String(row._app_language ?? 'de'),
      _messenger: messengerFlags(row._messenger_flags),
    }),
    progressState: (row) => String(row._state),
    search: { text: applicationSearch, index: 'applications_search' },
    defaultSort: '-created_at',
    stateFilter: stateFilter(states),
    filters: FILTERS,
    bulk: bulkActions(sale),
    // the applicants of one object: its draws for viewings (letting only)
    ...(sale ? {} : { notices: drawNotices }),
  };
}

export const applicationLists: ListSchema[] = [applicationList(false), applicationList(true)];
