import type { RealEstateObject } from '../../db/types';
import { defineSearchText, joinSearchWords } from '../../lists/searchText';

/** Name, e-mail and phone of the household and the object's reference, title and address. */
export const tenantSearch = defineSearchText('tenants', ['name', 'email', 'phone', 'object_label'], (row) =>
  joinSearchWords([row.name, row.email, row.phone, row.object_label]),
);

/** The object's reference, title and address, as the tenant row keeps it. */
export function objectLabel(
  object: Pick<RealEstateObject, 'ref_number' | 'title' | 'street' | 'house_number' | 'postal_code' | 'city'>,
): string {
  const address = [
    `${object.street} ${object.house_number}`.trim(),
    `${object.postal_code} ${object.city}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');
  return [[object.ref_number, object.title].filter(Boolean).join(' '), address].filter(Boolean).join(', ');
}
