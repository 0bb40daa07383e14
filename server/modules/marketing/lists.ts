import { sql, type SqlBool } from 'kysely';
import { PORTALS, advertisable, type Portal } from '../../../schema/marketing';
import { RESOURCES } from '../../../schema/resources';
import type { MessageKey } from '../../core/i18n/index';
import { ref, relatedValue } from '../../lists/common';
import type { BulkDef, ColumnDef, ListSchema, RowAvailability } from '../../lists/types';
import { objectSearch } from '../objects/searchText';
import { queueAds, takeOff } from './ads';

/**
 * The marketing list (POST api/v2/marketing/objects, spec 2 section 7.13): the objects with their
 * ad's state per portal in the columns homegate, newhome, immoscout, icasa, flatfox (spec 1
 * section 3), and the bulk actions publish, refresh and deactivate with per-row results.
 */
const o = (column: string) => ref('objects', column);

const STATE_CHOICES: Record<string, MessageKey> = {
  live: 'marketing_state_live',
  pending: 'marketing_state_pending',
  failed: 'marketing_state_failed',
  off: 'marketing_state_off',
};

const portalColumn = (portal: Portal): ColumnDef => ({
  key: portal,
  title: `marketing_portal_${portal}` as MessageKey,
  format: 'state',
  textAlign: 'center',
  nullable: true,
  choices: STATE_CHOICES,
  expr: {
    kind: 'related',
    table: 'marketing_ad_portals',
    select: sql`r.state`,
    match: ['object_id', 'id'],
    where: sql`r.portal = ${portal}`,
  },
});

const rowAdvertisable = (row: Readonly<Record<string, unknown>>) =>
  advertisable({ active: Number(row._active) === 1, progress_state: String(row._state) });
const onSomePortal = (row: Readonly<Record<string, unknown>>) =>
  PORTALS.some((p) => row[p] !== null && row[p] !== undefined && row[p] !== 'off');

const publishable: RowAvailability = (row) => {
  if (!rowAdvertisable(row)) return 'marketing_not_advertisable';
  if (row._ad_portals === null || row._ad_portals === undefined) return 'marketing_ad_missing';
  if (row._ad_portals === '[]') return 'marketing_no_portals';
  return null;
};

const permission = RESOURCES.marketing.permission;

export const MARKETING_BULK: Record<'publish' | 'refresh' | 'deactivate', BulkDef> = {
  publish: {
    value: 'publish',
    label: 'marketing_bulk_publish',
    permission,
    available: publishable,
    run: async (scope, ids, ctx) => {
      await queueAds(ctx.trx, scope.projectId, ids);
    },
  },
  refresh: {
    value: 'refresh',
    label: 'marketing_bulk_refresh',
    permission,
    available: (row) => publishable(row) ?? (onSomePortal(row) ? null : 'marketing_not_on_portal'),
    run: async (scope, ids, ctx) => {
      await queueAds(ctx.trx, scope.projectId, ids);
    },
  },
  deactivate: {
    value: 'deactivate',
    label: 'marketing_bulk_deactivate',
    permission,
    available: (row) => (onSomePortal(row) ? null : 'marketing_not_on_portal'),
    run: async (scope, ids, ctx) => {
      await takeOff(ctx.trx, scope.projectId, ids, 'marketing_off_by_user');
    },
  },
};

export const marketingList: ListSchema = {
  path: 'marketing/objects',
  settingsKey: 'marketing_objects',
  permission,
  table: 'objects',
  rowType: 'marketing',
  exportTitle: 'marketing_export_title',
  columns: [
    { key: 'ref_number', title: 'col_ref_number', format: 'text', orderable: true, fixed: true },
    { key: 'title', title: 'col_title', format: 'text', orderable: true },
    {
      key: 'city',
      title: 'col_city',
      format: 'text',
      orderable: true,
      expr: sql`trim(${o('postal_code')} || ' ' || ${o('city')})`,
      sortExpr: o('city'),
    },
    ...PORTALS.map(portalColumn),
  ],
  rowFields: {
    _active: o('active'),
    _state: o('progress_state'),
    _ad_portals: relatedValue('marketing_ads', 'portals', ['object_id', 'id']),
    // why an ad failed on a portal (or what took it off), per portal
    ...Object.fromEntries(
      PORTALS.map((portal) => [
        `_reason_${portal}`,
        relatedValue('marketing_ad_portals', 'reason', ['object_id', 'id'], {
          where: sql`r.portal = ${portal}`,
        }),
      ]),
    ),
  },
  // the reasons, in the caller's language, beside the state columns
  rowExtras: (row, ctx) => ({
    _portal_reasons: Object.fromEntries(
      PORTALS.flatMap((portal) => {
        const reason = row[`_reason_${portal}`];
        return typeof reason === 'string' && reason !== '' ? [[portal, ctx.t(reason as MessageKey)]] : [];
      }),
    ),
  }),
  progressState: (row) => (Number(row._active) === 0 ? 'inactive' : String(row._state)),
  search: { text: objectSearch, index: 'objects_search' },
  defaultSort: 'ref_number',
  stateFilter: {
    groupColumns: ['active', 'progress_state'],
    classify: (g) => (Number(g.active) === 1 && g.progress_state === 'available' ? 'available' : 'other'),
    choices: () => [
      { value: 'all', label: 'state_all', where: null },
      {
        value: 'available',
        label: 'marketing_filter_advertisable',
        where: sql<SqlBool>`${o('active')} = 1 and ${o('progress_state')} = 'available'`,
      },
      {
        value: 'other',
        label: 'marketing_filter_not_advertisable',
        where: sql<SqlBool>`not (${o('active')} = 1 and ${o('progress_state')} = 'available')`,
      },
    ],
  },
  filters: [],
  bulk: [MARKETING_BULK.publish, MARKETING_BULK.refresh, MARKETING_BULK.deactivate],
};

export const marketingLists: ListSchema[] = [marketingList];
