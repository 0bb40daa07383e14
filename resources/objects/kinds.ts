import type { ListRef } from '../../schema/listPaths';
import type { ObjectType } from '../../schema/objectTypes';

/**
 * The object list screens: route child -> the object type it lists (spec 1 section 2); the
 * buildings are listed among them.
 */
export const OBJECT_KINDS = {
  apartments: 'apartments',
  parking: 'parkingspace',
  outbuildings: 'other',
  business: 'craft',
  buildings: 'buildings',
  plots: 'plot',
} as const satisfies Record<string, ObjectType | 'buildings'>;

export type ObjectKind = keyof typeof OBJECT_KINDS;

export const OBJECT_KIND_LIST = Object.keys(OBJECT_KINDS) as ObjectKind[];

export const DEFAULT_OBJECT_KIND: ObjectKind = 'apartments';

/** The list of a kind: the building list, or the object list of its type (schema/listPaths gives its path). */
export function objectListOf(kind: ObjectKind): ListRef {
  const type = OBJECT_KINDS[kind];
  return type === 'buildings' ? { resource: 'buildings' } : { resource: 'objects', meta: { kind: type } };
}

/** The sidepanel keys of an object's edit form (every kind) and a building's (spec 1 section 2, "Sidepanels"). */
export const OBJECT_EDIT_PANEL = 'ApartmentEdit';
export const BUILDING_EDIT_PANEL = 'BuildingEdit';

/** What a row of a kind opens in the sidepanel: a building's form, or an object's. */
export function rowPanelOf(kind: ObjectKind): 'building' | 'object' {
  return kind === 'buildings' ? 'building' : 'object';
}

export function isObjectKind(value: string): value is ObjectKind {
  return Object.prototype.hasOwnProperty.call(OBJECT_KINDS, value);
}
