import { sql, type Expression, type SqlBool } from 'kysely';
import { OBJECT_TYPES, SALE_PROJECT_TYPES, type ObjectType } from '../../../schema/objects';
import type { MessageKey } from '../../core/i18n/index';
import {
  activationBulk,
  buildingChoices,
  exportBulk,
  inList,
  ref,
  relatedValue,
  sendMailBulk,
} from '../../lists/common';
import type { ColumnDef, FilterDef, ListSchema, StateFilterDef } from '../../lists/types';
import { askedForByOpenApplication, offerDueSoon } from './conditions';
import { objectDeleteRefusal, removeObjects } from './remove';
import { objectSearch } from './searchText';
import { SALE_STATE_FIELD, setSoldBulk } from '../sales/bulk';
import { RESOURCES, writePermissionOf } from '../../../schema/resources';
import { APPLICATION_FORM_PATH } from '../../../schema/applicationForm';
import { FIGURE_FILTERS } from '../../../schema/dashboard';
import { OBJECT_STATES, objectStateLabelKey } from '../../../schema/states';

const LETTING_PROJECT_TYPES = ['rent', 'first-time-letting', 'build', 'saleb2b'] as const;

const LETTING_STATES = ['available', 'with_offer', 'assigned', 'reserved', 'rented'] as const;
const SALE_STATES = ['available', 'reserved', 'sold'] as const;

/** The captions of the states of one kind of object (they agree with it in French and Italian). */
const stateLabel = (type: ObjectType, state: string) => objectStateLabelKey(type, state) as MessageKey;
const stateLabels = (type: ObjectType): Record<string, MessageKey> =>
  Object.fromEntries(OBJECT_STATES.map((state) => [state, stateLabel(type, state)]));

const o = (column: string) => ref('objects', column);

function stateFilter(type: ObjectType, states: readonly string[]): StateFilterDef {
  return {
    groupColumns: ['active', 'progress_state'],
    countedGroups: (ctx) =>
      ctx.scope
        .selectFrom('object_state_counts')
        .select(['active', 'progress_state', 'n'])
        .where('object_type', '=', type)
        .where('n', '>', 0)
        .execute(),
    classify: (g) => (Number(g.active) === 0 ? 'inactive' : String(g.progress_state)),
    choices: () => [
      { value: 'all', label: 'state_all', where: null },
      ...states.map((s) => ({
        value: s,
        label: stateLabel(type, s),
        where: sql<SqlBool>`${o('active')} = 1 and ${o('progress_state')} = ${s}`,
      })),
      { value: 'inactive', label: stateLabel(type, 'inactive'), where: sql<SqlBool>`${o('active')} = 0` },
    ],
  };
}

const COLUMNS: Record<string, ColumnDef> = {
  ref_number: { key: 'ref_number', title: 'col_ref_number', format: 'text', orderable: true, fixed: true },
  title: { key: 'title', title: 'col_title', format: 'text', orderable: true },
  building: {
    key: 'building',
    title: 'col_building',
    format: 'text',
    expr: relatedValue('buildings', 'title', ['id', 'building_id']),
  },
  address: {
    key: 'address',
    title: 'col_address',
    format: 'text',
    expr: sql`trim(${o('street')} || ' ' || ${o('house_number')})`,
  },
  city: {
    key: 'city',
    title: 'col_city',
    format: 'text',
    orderable: true,
    expr: sql`trim(${o('postal_code')} || ' ' || ${o('city')})`,
    // sorted by the indexed city column
    sortExpr: o('city'),
  },
  rooms: { key: 'rooms', title: 'col_rooms', format: 'rooms', orderable: true, nullable: true },
  floor: { key: 'floor', title: 'col_floor', format: 'text' },
  area: { key: 'area', title: 'col_area', format: 'area', nullable: true },
  rental_price: {
    key: 'rental_price',
    title: 'col_rental_price',
    format: 'money',
    orderable: true,
    nullable: true,
  },
  netto_price: { key: 'netto_price', title: 'col_netto_price', format: 'money', nullable: true },
  extra_price: { key: 'extra_price', title: 'col_extra_price', format: 'money', nullable: true },
  selling_price: { key: 'selling_price', title: 'col_selling_price', format: 'money', nullable: true },
  available_from: {
    key: 'available_from',
    title: 'col_available_from',
    format: 'date',
    orderable: true,
    nullable: true,
  },
  progress_state: {
    key: 'progress_state',
    title: 'col_progress_state',
    format: 'state',
    // the captions of the list's kind (objectListSchema)
    choices: {},
  },
  active: { key: 'active', title: 'col_active', format: 'boolean', textAlign: 'center' },
  // the public link to apply for the object (applicationUrlOf of schema/applicationForm.ts)
  application_url: {
    key: 'application_url',
    title: 'col_application_url',
    format: 'text',
    textAlign: 'center',
    expr: sql`${sql.lit(APPLICATION_FORM_PATH + '?uuids=')} || ${o('public_id')}`,
  },
};

/** A toggle: on, the rows that meet the condition; off, the others. */
const toggle = (f: { type: string; value: unknown }, condition: Expression<SqlBool>) =>
  f.type === 'toggle' && f.value ? condition : sql<SqlBool>`not ${condition}`;

const FILTERS: Record<string, FilterDef> = {
  rooms: {
    key: 'rooms',
    type: 'slider',
    label: 'filter_rooms',
    unit: 'unit_rooms',
    main: true,
    min: 1,
    max: 10,
    step: 0.5,
    where: (f) => {
      const [min, max] = f.type === 'slider' ? f.value : [0, 0];
      return sql<SqlBool>`${o('rooms')} between ${min} and ${max}`;
    },
  },
  rental_price: priceFilter('rental_price', 'filter_rental_price', 10000, 50),
  selling_price: priceFilter('selling_price', 'filter_selling_price', 5000000, 10000),
  available_from: {
    key: 'available_from',
    type: 'date',
    label: 'filter_available_from',
    main: true,
    where: (f) => sql<SqlBool>`${o('available_from')} <= ${f.type === 'date' ? f.value : ''}`,
  },
  building: {
    key: 'building',
    type: 'checkbox',
    label: 'filter_building',
    choices: (ctx) => buildingChoices(ctx),
    where: (f) =>
      inList(o('building_id'), f.type === 'checkbox' ? f.value.map(Number).filter(Number.isSafeInteger) : []),
  },
  // the home page counts its figures with these two (schema/dashboard.ts FIGURE_FILTERS)
  offer_due: {
    key: FIGURE_FILTERS.offerDue,
    type: 'toggle',
    label: 'filter_offer_due',
    where: (f, ctx) => toggle(f, offerDueSoon(ctx.scope, Date.now())),
  },
  without_applications: {
    key: FIGURE_FILTERS.withoutApplications,
    type: 'toggle',
    label: 'filter_without_applications',
    where: (f, ctx) => toggle(f, sql<SqlBool>`not ${askedForByOpenApplication(ctx.scope)}`),
  },
  features: {
    key: 'features',
    type: 'checkbox',
    label: 'filter_features',
    additional: true,
    choices: (ctx) =>
      (['cats_allowed', 'dogs_allowed', 'subsidized'] as const).map((value) => ({
        value,
        displayName: ctx.t(`feature_${value}`),
      })),
    where: (f) => {
      const picked = f.type === 'checkbox' ? f.value : [];
      const known = (['cats_allowed', 'dogs_allowed', 'subsidized'] as const).filter((k) =>
        picked.includes(k),
      );
      if (known.length !== picked.length) return sql<SqlBool>`1 = 0`;
      return sql<SqlBool>`${sql.join(
        known.map((k) => sql`${o(k)} = 1`),
        sql` and `,
      )}`;
    },
  },
};

function priceFilter(
  column: 'rental_price' | 'selling_price',
  label: MessageKey,
  max: number,
  step: number,
): FilterDef {
  return {
    key: column,
    type: 'slider',
    label,
    main: true,
    min: 0,
    max,
    step,
    // francs in the filter, cents in the table
    where: (f) => {
      const [lo, hi] = f.type === 'slider' ? f.value : [0, 0];
      return sql<SqlBool>`${o(column)} between ${Math.round(lo * 100)} and ${Math.round(hi * 100)}`;
    },
  };
}

const TYPE_LABEL: Record<ObjectType, MessageKey> = {
  apartments: 'type_apartments',
  parkingspace: 'type_parkingspace',
  other: 'type_other',
  craft: 'type_craft',
  plot: 'type_plot',
};

/**
 * The columns of each kind, in order, and those shown until the user chooses otherwise (the column
 * dialog): the shown ones fit a 1440 px screen beside the menu, rent, state and application link
 * among them (docs/decisions.md); the others are a click away and in the export.
 */
const LAYOUT: Record<ObjectType, { columns: string[]; shown: string[]; filters: string[] }> = {
  apartments: {
    columns: [
      'ref_number',
      'title',
      'building',
      'address',
      'city',
      'rooms',
      'floor',
      'area',
      'PRICE',
      'available_from',
      'progress_state',
      'active',
    ],
    shown: ['ref_number', 'title', 'city', 'rooms', 'area', 'PRICE', 'progress_state', 'active'],
    filters: ['rooms', 'PRICE', 'available_from', 'building', 'features'],
  },
  parkingspace: {
    columns: [
      'ref_number',
      'title',
      'building',
      'address',
      'city',
      'PRICE',
      'available_from',
      'progress_state',
      'active',
    ],
    shown: ['ref_number', 'title', 'city', 'PRICE', 'available_from', 'progress_state', 'active'],
    filters: ['PRICE', 'available_from', 'building'],
  },
  other: {
    columns: [
      'ref_number',
      'title',
      'building',
      'address',
      'city',
      'floor',
      'area',
      'PRICE',
      'available_from',
      'progress_state',
      'active',
    ],
    shown: ['ref_number', 'title', 'city', 'floor', 'area', 'PRICE', 'progress_state', 'active'],
    filters: ['PRICE', 'available_from', 'building'],
  },
  craft: {
    columns: [
      'ref_number',
      'title',
      'building',
      'address',
      'city',
      'floor',
      'area',
      'PRICE',
      'available_from',
      'progress_state',
      'active',
    ],
    shown: ['ref_number', 'title', 'city', 'floor', 'area', 'PRICE', 'progress_state', 'active'],
    filters: ['PRICE', 'available_from', 'building'],
  },
  plot: {
    columns: ['ref_number', 'title', 'address', 'city', 'area', 'PRICE', 'progress_state', 'active'],
    shown: ['ref_number', 'title', 'city', 'area', 'PRICE', 'progress_state', 'active'],
    filters: ['PRICE'],
  },
};

/** The list of one object type, for letting projects (objects/...) or sale projects (sales/objects/...). */
export function objectListSchema(type: ObjectType, sale: boolean): ListSchema {
  const price = sale ? 'selling_price' : 'rental_price';
  const layout = LAYOUT[type];
  const columns = [
    ...layout.columns.flatMap((k) => (k === 'PRICE' ? (sale ? [price] : [price, 'netto_price']) : [k])),
    'application_url',
  ];
  // the price shown is the gross rent (or the selling price); the net rent is a click away
  const shown = new Set([...layout.shown.map((k) => (k === 'PRICE' ? price : k)), 'application_url']);
  return {
    path: `${sale ? 'sales/' : ''}objects/${type}`,
    projectTypes: sale ? SALE_PROJECT_TYPES : LETTING_PROJECT_TYPES,
    settingsKey: `${sale ? 'sales_' : ''}objects_${type}`,
    permission: RESOURCES.objects.permission,
    table: 'objects',
    rowType: type,
    exportTitle: TYPE_LABEL[type],
    baseWhere: () => sql<SqlBool>`${o('object_type')} = ${type}`,
    columns: columns.map((k) => {
      const column = k === 'progress_state' ? { ...COLUMNS[k]!, choices: stateLabels(type) } : COLUMNS[k]!;
      return shown.has(k) ? column : { ...column, hidden: true };
    }),
    rowFields: {
      _active: o('active'),
      _state: o('progress_state'),
      // the kind of the current binding (offer, assignment, rental, reservation, sale), if any
      _occupancy: relatedValue('object_occupancies', 'kind', ['object_id', 'id'], {
        where: sql`r.closed_at is null`,
        orderBy: sql`r.id desc`,
      }),
      // the language of the application the object is offered or assigned to: a mail goes there
      _mail_language: {
        kind: 'related',
        table: 'object_occupancies',
        select: sql`(select x.language from applications x where x.id = r.application_id)`,
        match: ['object_id', 'id'],
        where: sql`r.closed_at is null and r.kind in ('offer', 'assignment') and r.application_id is not null`,
        orderBy: sql`r.id desc`,
      },
      // the state of the buyer's application an open reservation belongs to (bulk set-sold)
      ...(sale ? { _sale_state: SALE_STATE_FIELD } : {}),
    },
    rowExtras: (row) => (typeof row._mail_language === 'string' ? { _language: row._mail_language } : {}),
    progressState: (row) => (Number(row._active) === 0 ? 'inactive' : String(row._state)),
    search: { text: objectSearch, index: 'objects_search' },
    createNew: { type, permission: writePermissionOf('objects') },
    defaultSort: 'ref_number',
    stateFilter: stateFilter(type, sale ? SALE_STATES : LETTING_STATES),
    filters: [
      ...layout.filters.map((k) => FILTERS[k === 'PRICE' ? price : k]!),
      // sale projects make no offers
      ...(sale ? [] : [FILTERS.offer_due!]),
      FILTERS.without_applications!,
    ],
    bulk: [
      ...activationBulk(objectSearch, writePermissionOf('objects')),
      {
        value: 'delete',
        label: 'bulk_delete',
        permission: writePermissionOf('objects'),
        // the rule of DELETE /api/v1/objects/{id}
        available: (row) =>
          objectDeleteRefusal(
            { progress_state: String(row._state), active: Number(row._active) === 1, sale },
            row._occupancy as string | null,
          ),
        run: async (scope, ids, ctx) => ({
          removedFiles: await removeObjects(ctx.trx, scope.projectId, ids),
        }),
      },
      ...(sale ? [setSoldBulk()] : []),
      sendMailBulk(),
      exportBulk(RESOURCES.objects.permission),
    ],
    legend: [{ color: '#9e9e9e', text: 'legend_inactive' }],
  };
}

export const objectLists: ListSchema[] = OBJECT_TYPES.flatMap((type) => [
  objectListSchema(type, false),
  objectListSchema(type, true),
]);
