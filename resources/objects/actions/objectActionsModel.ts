import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { StateDetailPath } from '../../../dataProvider/objectMethods';
import type { ObjectDetail } from '../../../schema/api/objects';
import { objectActionRefusal, STATE_DETAIL_PATH, type ObjectState } from '../../../schema/states';
import { OBJECT_KINDS, type ObjectKind } from '../kinds';

/** The state actions of spec 1 section 4 that have a dialog (deleting has its own confirmation). */
export const STATE_ACTIONS = ['terminate', 'setToRented', 'setToSold', 'free'] as const;
export type StateActionName = (typeof STATE_ACTIONS)[number];

export interface StateActionOffer {
  action: StateActionName;
  /** why the button is disabled (a message key), or null when it may be used */
  refusal: string | null;
}

/**
 * The state actions an object's toolbar shows: those of its project kind that fit its state.
 * One it cannot take only because it is inactive shows disabled, with the reason.
 */
export function stateActionsFor(record: ObjectDetail): StateActionOffer[] {
  return STATE_ACTIONS.flatMap((action) => {
    if (objectActionRefusal(action, { ...record, active: true }) !== null) return [];
    return [{ action, refusal: objectActionRefusal(action, record) }];
  });
}

/** Why the object cannot be deleted now (bound to a person), or null. */
export const deleteRefusal = (record: ObjectDetail): string | null => objectActionRefusal('delete', record);

/** The state detail call of the object's state, or null when its state binds nobody. */
export function stateDetailPath(record: Pick<ObjectDetail, 'progress_state'>): StateDetailPath | null {
  return STATE_DETAIL_PATH[record.progress_state as ObjectState] ?? null;
}

/** How an object is named in headings and questions: its title, else its reference, else its number. */
export function objectName(record: ObjectDetail): string {
  return record.basics.title.trim() || record.basics.refNumber.trim() || `#${record.id}`;
}

/** The list screen of an object's type (`apartments` -> `/objects/apartments`, `other` -> `/objects/outbuildings`). */
export function listPathOf(type: string): string {
  const kind = (Object.keys(OBJECT_KINDS) as ObjectKind[]).find(
    (k) => OBJECT_KINDS[k] === type && k !== 'buildings',
  );
  return `/objects/${kind ?? 'apartments'}`;
}

export const stateInfoQueryKey = (id: number, path: string, version: number) =>
  ['objects', 'stateInfo', id, path, version] as const;

/** react-admin's getOne query of object `id` (`['objects', 'getOne', {id: '5'}]`). */
function isRecordQuery(key: QueryKey, id: number): boolean {
  const params = key[2] as { id?: unknown } | undefined;
  return key[0] === 'objects' && key[1] === 'getOne' && String(params?.id) === String(id);
}

/**
 * After an action: the object's record, its state detail and every object list load again (all
 * under the react-admin resource `objects`). A deleted object's record is dropped instead, so
 * nothing asks for it again.
 */
export function refreshObjects(queryClient: QueryClient, deletedId?: number): Promise<void> {
  if (deletedId !== undefined) {
    queryClient.removeQueries({ predicate: (query) => isRecordQuery(query.queryKey, deletedId) });
  }
  return queryClient.invalidateQueries({ queryKey: ['objects'] });
}
