import { isSaleProject } from '../../schema/projectTypes';

/** The object list screens: route child -> list path (spec 1 section 2, spec 2 section 7.4). */
export const OBJECT_KINDS = {
  apartments: 'objects/apartments',
  parking: 'objects/parkingspace',
  outbuildings: 'objects/other',
  business: 'objects/craft',
  buildings: 'buildings',
  plots: 'objects/plot',
} as const;

export type ObjectKind = keyof typeof OBJECT_KINDS;

export const OBJECT_KIND_LIST = Object.keys(OBJECT_KINDS) as ObjectKind[];

export const DEFAULT_OBJECT_KIND: ObjectKind = 'apartments';

/** The list path of a kind in a project of this type: under `sales/` in a sale project (buildings excepted). */
export function objectListPath(kind: ObjectKind, projectType: string | undefined): string {
  const path = OBJECT_KINDS[kind];
  if (kind === 'buildings' || !isSaleProject(projectType)) return path;
  return `sales/${path}`;
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
