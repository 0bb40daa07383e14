import type { OwnerChoices } from '../../../schema/api/owners';
import type { ListRef } from '../../../schema/listPaths';
import type { FieldSpec } from '../../../src/forms';

/** Where settings > owners lives. */
export const OWNERS_PATH = '/settings/user-management/owners';
/** The owners list and records: the settings resource's list `owners` (schema/listPaths). */
export const OWNERS_LIST = { resource: 'settings', meta: { list: 'owners' } } as const satisfies ListRef;

/** The fields of the owner form: name, address, contact, IBAN, what they own. */
export function ownerFields(choices: OwnerChoices): FieldSpec[] {
  return [
    { source: 'name', kind: 'text', label: 'owners_field_name', required: true, autoComplete: 'off' },
    { source: 'street', kind: 'text', label: 'owners_field_street' },
    { source: 'postal_code', kind: 'text', label: 'owners_field_postal_code' },
    { source: 'city', kind: 'text', label: 'owners_field_city' },
    { source: 'phone', kind: 'phone', label: 'owners_field_phone' },
    { source: 'email', kind: 'email', label: 'owners_field_email' },
    { source: 'iban', kind: 'text', label: 'owners_field_iban', autoComplete: 'off' },
    {
      source: 'objects',
      kind: 'tags',
      label: 'owners_field_objects',
      choices: choices.objects,
      translateChoice: false,
      wide: true,
    },
    {
      source: 'buildings',
      kind: 'tags',
      label: 'owners_field_buildings',
      choices: choices.buildings,
      translateChoice: false,
      wide: true,
    },
  ];
}
