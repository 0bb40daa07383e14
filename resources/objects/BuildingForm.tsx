import type { MutableRefObject } from 'react';
import type { FieldValues } from 'react-hook-form';
import { buildingInputSchema } from '../../schema/objects';
import { SchemaForm, type FieldSpec } from '../../src/forms';

/** A building's fields (spec 2 section 7.14), declared once for the create page and the edit sidepanel. */
export const BUILDING_FIELDS: readonly FieldSpec[] = [
  { source: 'title', kind: 'text', label: 'objects_field_title', required: true, wide: true },
  { source: 'refNumber', kind: 'text', label: 'objects_field_ref_number' },
  {
    source: 'street',
    kind: 'text',
    label: 'objects_field_street',
    required: true,
    autoComplete: 'address-line1',
  },
  { source: 'houseNumber', kind: 'text', label: 'objects_field_house_number' },
  { source: 'postalCode', kind: 'text', label: 'objects_field_postal_code', required: true, maxLength: 4 },
  {
    source: 'city',
    kind: 'text',
    label: 'objects_field_town',
    required: true,
    autoComplete: 'address-level2',
  },
  {
    source: 'constructionYear',
    kind: 'integer',
    label: 'buildings_field_construction_year',
    grouping: false,
    min: 1000,
    max: 2100,
  },
  { source: 'numFloors', kind: 'integer', label: 'buildings_field_num_floors', min: 1, max: 200 },
];

export interface BuildingFormProps {
  /** 2 on a page, 1 in a sidepanel */
  columns?: 1 | 2;
  defaultValues?: FieldValues;
  warnWhenUnsavedChanges?: boolean;
  unsaved?: MutableRefObject<boolean>;
}

/** The building form inside SchemaCreate or SchemaEdit: the shared rules, the server's refusals, the conflict notice. */
export function BuildingForm({ columns = 2, ...props }: BuildingFormProps) {
  return <SchemaForm fields={BUILDING_FIELDS} columns={columns} schema={buildingInputSchema} {...props} />;
}
