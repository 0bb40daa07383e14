import type { TeamChoices } from '../../../schema/api/teams';
import { teamSchema, teamUpdateSchema } from '../../../schema/teams';
import { RecordCreate, RecordEdit, type SettingsRecord } from '../RecordPages';
import { TEAMS_LIST, TEAMS_PATH, teamFields } from './teamModel';

/** A team: name, members and the projects it serves. */
const TEAM: SettingsRecord<TeamChoices> = {
  list: TEAMS_LIST,
  path: TEAMS_PATH,
  texts: 'teams',
  choices: (dataProvider) => dataProvider.getTeamChoices(),
  fields: teamFields,
  createSchema: teamSchema,
  updateSchema: teamUpdateSchema,
  defaultValues: { members: [], projects: [] },
};

/** `/settings/user-management/teams/create`: a new team serving the current project. */
export const TeamCreate = () => <RecordCreate record={TEAM} />;

/** `/settings/user-management/teams/{id}`: the team's form, and deleting it. */
export const TeamEdit = () => <RecordEdit record={TEAM} />;
