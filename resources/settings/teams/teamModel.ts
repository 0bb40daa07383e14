import type { TeamChoices } from '../../../schema/api/teams';
import type { ListRef } from '../../../schema/listPaths';
import type { FieldSpec } from '../../../src/forms';

/** Where settings > teams lives. */
export const TEAMS_PATH = '/settings/user-management/teams';
/** The teams list and records: the settings resource's list `teams` (schema/listPaths). */
export const TEAMS_LIST = { resource: 'settings', meta: { list: 'teams' } } as const satisfies ListRef;

/** The fields of the team form: name, members (staff of the customer), projects served. */
export function teamFields(choices: TeamChoices): FieldSpec[] {
  return [
    { source: 'name', kind: 'text', label: 'teams_field_name', required: true, autoComplete: 'off' },
    {
      source: 'members',
      kind: 'tags',
      label: 'teams_field_members',
      choices: choices.users.map((u) => ({ id: u.id, name: u.name })),
      translateChoice: false,
      wide: true,
    },
    {
      source: 'projects',
      kind: 'tags',
      label: 'teams_field_projects',
      required: true,
      choices: choices.projects.map((p) => ({ id: p.id, name: p.title })),
      translateChoice: false,
      wide: true,
    },
  ];
}
