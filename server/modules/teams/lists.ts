import { ADMIN } from '../../../schema/permissions';
import { exportBulk, ref } from '../../lists/common';
import type { ListSchema } from '../../lists/types';

const t = (column: string) => ref('project_teams', column);

/** Settings > teams: the teams serving the project (spec 2 section 7.17), over the view project_teams. */
export const teamList: ListSchema = {
  path: 'settings/teams',
  settingsKey: 'settings_teams',
  permission: ADMIN,
  table: 'project_teams',
  rowType: 'teams',
  exportTitle: 'teams_export_title',
  columns: [
    { key: 'name', title: 'col_team_name', format: 'text', orderable: true, fixed: true },
    { key: 'members', title: 'col_team_members', format: 'number', orderable: true },
    { key: 'projects', title: 'col_projects', format: 'text', nullable: true },
  ],
  rowFields: { _updated: t('updated_at') },
  progressState: () => 'active',
  defaultSort: 'name',
  stateFilter: {
    groupColumns: ['organisation_id'],
    classify: () => 'all',
    choices: () => [{ value: 'all', label: 'state_all', where: null }],
  },
  filters: [],
  bulk: [exportBulk(ADMIN)],
  createNew: { type: 'teams', permission: ADMIN },
};
