import type { ListSchema } from '../lists/types';
import { buildingList } from './buildings/lists';
import { changelogList } from './changelog/lists';
import { objectLists } from './objects/lists';
import { teamList } from './teams/lists';
import { ownerLists } from './owners/lists';
import { userList } from './users/lists';
import { applicationLists } from './applications/lists';

/** Every list the API serves; a new list is a new schema here. */
export const LIST_SCHEMAS: readonly ListSchema[] = [
  ...objectLists,
  buildingList,
  userList,
  changelogList,
  teamList,
  ...ownerLists,
  ...applicationLists,
];

export function listBySettingsKey(key: string): ListSchema | undefined {
  return LIST_SCHEMAS.find((s) => s.settingsKey === key);
}
