import { sql, type SqlBool } from 'kysely';
import { activationBulk, exportBulk, inList, ref, relatedCount } from '../../lists/common';
import type { ListSchema } from '../../lists/types';
import { buildingSearch } from '../objects/searchText';
import { buildingDeleteRefusal } from './service';
import { RESOURCES, writePermissionOf } from '../../../schema/resources';

const b = (column: string) => ref('buildings', column);
const objectCount = relatedCount('objects', ['building_id', 'id']);

export const buildingList: ListSchema = {
  path: 'buildings/',
  settingsKey: 'buildings',
  permission: RESOURCES.buildings.permission,
  table: 'buildings',
  rowType: 'buildings',
  exportTitle: 'type_buildings',
  columns: [
    { key: 'ref_number', title: 'col_ref_number', format: 'text', orderable: true, fixed: true },
    { key: 'title', title: 'col_building_title', format: 'text', orderable: true },
    {
      key: 'address',
      title: 'col_address',
      format: 'text',
      expr: sql`trim(${b('street')} || ' ' || ${b('house_number')})`,
    },
    {
      key: 'city',
      title: 'col_city',
      format: 'text',
      orderable: true,
      expr: sql`trim(${b('postal_code')} || ' ' || ${b('city')})`,
      sortExpr: b('city'),
    },
    {
      key: 'construction_year',
      title: 'col_construction_year',
      format: 'number',
      orderable: true,
      nullable: true,
    },
    { key: 'num_floors', title: 'col_num_floors', format: 'number', nullable: true },
    { key: 'num_objects', title: 'col_num_objects', format: 'number', expr: objectCount, orderable: true },
    { key: 'active', title: 'col_active', format: 'boolean', textAlign: 'center' },
  ],
  rowFields: { _active: b('active'), _num_objects: objectCount },
  progressState: (row) => (Number(row._active) === 0 ? 'inactive' : 'active'),
  search: { text: buildingSearch, index: 'buildings_search' },
  defaultSort: 'title',
  stateFilter: {
    groupColumns: ['active'],
    classify: (g) => (Number(g.active) === 0 ? 'inactive' : 'active'),
    choices: () => [
      { value: 'all', label: 'state_all', where: null },
      { value: 'active', label: 'state_active', where: sql<SqlBool>`${b('active')} = 1` },
      { value: 'inactive', label: 'state_inactive', where: sql<SqlBool>`${b('active')} = 0` },
    ],
  },
  filters: [
    {
      key: 'city',
      type: 'checkbox',
      label: 'filter_city',
      main: true,
      choices: async (ctx) => {
        const rows = await ctx.scope
          .selectFrom('buildings')
          .select('city')
          .distinct()
          .orderBy('city')
          .execute();
        return rows.map((r) => ({ value: r.city, displayName: r.city }));
      },
      where: (f) => inList(b('city'), f.type === 'checkbox' ? f.value : []),
    },
  ],
  bulk: [
    ...activationBulk(buildingSearch, writePermissionOf('buildings')),
    {
      value: 'delete',
      label: 'bulk_delete',
      permission: writePermissionOf('buildings'),
      // the rule of DELETE /api/v1/buildings/{id}
      available: (row) => buildingDeleteRefusal(Number(row._num_objects)),
      run: async (scope, ids) => {
        await scope.deleteFrom('buildings').where('id', 'in', ids).execute();
      },
    },
    exportBulk(RESOURCES.buildings.permission),
  ],
  createNew: { type: 'buildings', permission: writePermissionOf('buildings') },
};
