import type { ListSchema } from '../lists/types';
import { buildingList } from './buildings/lists';
import { changelogList } from './changelog/lists';
import { objectLists } from './objects/lists';
import { teamList } from './teams/lists';
import { ownerLists } from './owners/lists';
import { userList } from './users/lists';
import { applicationLists } from './applications/lists';
import { inboxLists } from './communication/inbox';

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

/**
 * Lists served by their module's own route (the inbox: its search has no search text to use); their
 * column order is kept like any list's.
 */
export const ROUTED_LIST_SCHEMAS: readonly ListSchema[] = Object.values(inboxLists);

export function listBySettingsKey(key: string): ListSchema | undefined {
  return [...LIST_SCHEMAS, ...ROUTED_LIST_SCHEMAS].find((s) => s.settingsKey === key);
}
