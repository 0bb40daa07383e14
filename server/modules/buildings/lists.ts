import { sql, type SqlBool } from 'kysely';
import { needs } from '../../../schema/permissions';
import { activationBulk, exportBulk, inList, ref } from '../../lists/common';
import type { ListSchema } from '../../lists/types';
import { scoped } from '../../core/scope';

const b = (column: string) => ref('buildings', column);
const objectCount = sql`(select count(*) from objects ob where ob.building_id = ${b('id')} and ob.project_id = ${b('project_id')})`;

export const buildingList: ListSchema = {
  path: 'buildings/',
  settingsKey: 'buildings',
  permission: needs('object_read'),
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
  searchColumn: 'search_text',
  searchIndex: 'buildings_search',
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
        const rows = await scoped(ctx.db, ctx.project.id)
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
    ...activationBulk('buildings', needs('object_write')),
    {
      value: 'delete',
      label: 'bulk_delete',
      permission: needs('object_write'),
      available: (row) => (Number(row._num_objects) > 0 ? 'bulk_row_has_objects' : null),
      run: async (scope, ids) => {
        await scope.deleteFrom('buildings').where('id', 'in', ids).execute();
      },
    },
    exportBulk(needs('object_read')),
  ],
};
