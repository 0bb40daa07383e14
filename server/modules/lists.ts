import type { ListSchema } from '../lists/types';
import { buildingList } from './buildings/lists';
import { objectLists } from './objects/lists';
import { userList } from './users/lists';

/** Every list the API serves; a new list is a new schema here. */
export const LIST_SCHEMAS: readonly ListSchema[] = [...objectLists, buildingList, userList];

export function listBySettingsKey(key: string): ListSchema | undefined {
  return LIST_SCHEMAS.find((s) => s.settingsKey === key);
}
