import { ADMIN } from '../../../schema/permissions';
import { exportBulk } from '../../lists/common';
import type { ListSchema } from '../../lists/types';

/** Settings > owners: the owners of the project's objects and buildings, with bulk delete. */
function ownerList(path: string, settingsKey: string): ListSchema {
  return {
    path,
    settingsKey,
    permission: ADMIN,
    table: 'owners',
    rowType: 'owners',
    exportTitle: 'owners_export_title',
    columns: [
      { key: 'name', title: 'col_owner_name', format: 'text', orderable: true, fixed: true },
      { key: 'city', title: 'col_owner_city', format: 'text', orderable: true },
      { key: 'phone', title: 'col_owner_phone', format: 'text' },
      { key: 'email', title: 'col_email', format: 'text', orderable: true },
    ],
    rowFields: {},
    progressState: () => 'active',
    defaultSort: 'name',
    stateFilter: {
      groupColumns: ['project_id'],
      classify: () => 'all',
      choices: () => [{ value: 'all', label: 'state_all', where: null }],
    },
    filters: [],
    bulk: [
      {
        value: 'delete',
        label: 'bulk_delete',
        permission: ADMIN,
        run: async (scope, ids) => {
          await scope.deleteFrom('owners').where('id', 'in', ids).execute();
        },
      },
      exportBulk(ADMIN),
    ],
    createNew: { type: 'owners', permission: ADMIN },
  };
}

export const ownerLists: ListSchema[] = [
  ownerList('settings/owners', 'settings_owners'),
  ownerList('settings/owners-investors', 'settings_owners_investors'),
];
