import type { BuildingRef, RealEstateObject } from '../../db/types';
import { defineSearchText, joinSearchWords } from '../../lists/searchText';

/**
 * The lower-cased text a list search matches against, kept on the row so that a search is one
 * indexed LIKE over one column instead of an OR over many. The list engine writes it with every
 * insert and update (server/lists/searchText.ts).
 */

/** The words of a building's search text, and the first of an object's. */
const placeWords = (row: Omit<BuildingRef, 'id'>) => [
  row.ref_number,
  row.title,
  `${row.street} ${row.house_number}`.trim(),
  row.postal_code,
  row.city,
];

export function objectSearchText(o: Omit<BuildingRef, 'id'> & Pick<RealEstateObject, 'owner'>): string {
  return joinSearchWords([...placeWords(o), o.owner]);
}

export function buildingSearchText(b: Omit<BuildingRef, 'id'>): string {
  return joinSearchWords(placeWords(b));
}

/** Reference, title, address, postal code, city and owner of an object. */
export const objectSearch = defineSearchText(
  'objects',
  ['ref_number', 'title', 'street', 'house_number', 'postal_code', 'city', 'owner'],
  objectSearchText,
);

/** Reference, title, address, postal code and city of a building. */
export const buildingSearch = defineSearchText(
  'buildings',
  ['ref_number', 'title', 'street', 'house_number', 'postal_code', 'city'],
  buildingSearchText,
);
