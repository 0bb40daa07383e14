import type { ObjectCreateInit } from '../../schema/api/objects';
import {
  AREA_KINDS,
  CHARACTERISTICS,
  HOUSEHOLD_TYPES,
  OBJECT_FILE_CATEGORIES,
  PROPERTY_TYPES,
  TARGET_GROUPS,
  floorNumberOf,
  objectFieldsOf,
  type ObjectField,
  type ObjectFieldGroup,
  type ObjectType,
} from '../../schema/objects';
import type { Choice, FieldSpec, SpecOf } from '../../src/forms';

/**
 * Every field of an object as a form input, declared once: the creation wizard's pages and the
 * edit form's sections are these declarations, filtered per kind and project by the object model
 * (schema/objects.ts `objectFieldsOf`). The required marks and limits the inputs show come from
 * the object's rules in schema/objects.ts (the form engine reads them from the schema).
 */

/** What the declarations depend on besides the kind: the project's buildings and upload rules. */
export interface ObjectFieldOptions {
  type: ObjectType;
  /** a sale project: a selling price, no rent and no rental criteria */
  sale: boolean;
  /** the project's buildings (the create init), for the address */
  buildings: ObjectCreateInit['buildings'];
}

const keyed = (prefix: string, values: readonly string[]): Choice[] =>
  values.map((value) => ({ id: value, name: `${prefix}${value}` }));

/** A declaration without its source: the source is `<group>.<field>`. */
type Declared = FieldSpec extends infer S ? (S extends FieldSpec ? Omit<S, 'source'> : never) : never;
/** null: a value without an input of its own (another input sets it). */
type Declarations<G extends ObjectFieldGroup> = {
  [F in ObjectField<G>]: Declared | ((options: ObjectFieldOptions) => Declared) | null;
};

const text = (label: string, extra: Partial<Omit<SpecOf<'text'>, 'kind'>> = {}): Declared => ({
  kind: 'text',
  label,
  ...extra,
});
const money = (label: string, helperText?: string): Declared => ({ kind: 'money', label, helperText });
const persons = (label: string): Declared => ({ kind: 'integer', label });
const yesNo = (label: string, helperText?: string): Declared => ({ kind: 'boolean', label, helperText });
const choice = (label: string, prefix: string, values: readonly string[]): Declared => ({
  kind: 'select',
  label,
  choices: keyed(prefix, values),
});
const AREA = { label: 'objects_field_area', unit: 'objects_unit_sqm' } as const;

const BASICS: Declarations<'basics'> = {
  title: text('objects_field_title', { wide: true }),
  propertyType: ({ type }) =>
    choice('objects_field_property_type', 'objects_property_', PROPERTY_TYPES[type]),
  refNumber: text('objects_field_ref_number'),
  rooms: { kind: 'number', label: 'objects_field_rooms' },
  // one input: the floor's number (sorting, filters) follows from its name
  floor: text('objects_field_floor', {
    helperText: 'objects_help_floor',
    sets: { source: 'basics.floorNum', from: floorNumberOf },
  }),
  floorNum: null,
  area: { kind: 'number', ...AREA },
  areas: {
    kind: 'array',
    label: 'objects_field_areas',
    fields: [
      { source: 'kind', ...choice('objects_field_area_kind', 'objects_area_', AREA_KINDS) },
      { source: 'area', kind: 'number', ...AREA },
    ] as FieldSpec[],
  },
  characteristics: ({ type }) => ({
    kind: 'tags',
    label: 'objects_field_characteristics',
    choices: keyed('objects_feature_', CHARACTERISTICS[type]),
    wide: true,
  }),
};

const PRICES: Declarations<'prices'> = {
  rentalPrice: money('objects_field_rental_price', 'objects_help_rental_price'),
  nettoPrice: money('objects_field_netto_price'),
  extraPrice: money('objects_field_extra_price'),
  deposit: money('objects_field_deposit'),
  capitalShare: money('objects_field_capital_share'),
  electricityCost: money('objects_field_electricity_cost'),
  sellingPrice: money('objects_field_selling_price'),
};

const ADDRESS: Declarations<'address'> = {
  building: ({ buildings }) => ({
    kind: 'autocomplete',
    label: 'objects_field_building',
    helperText: 'objects_help_building',
    choices: buildings.map((b) => ({ id: Number(b.value), name: b.displayName })),
    translateChoice: false,
    wide: true,
  }),
  street: text('objects_field_street', { autoComplete: 'address-line1' }),
  houseNumber: text('objects_field_house_number'),
  postalCode: text('objects_field_postal_code', { autoComplete: 'postal-code' }),
  city: text('objects_field_town', { autoComplete: 'address-level2' }),
};

const RENTAL: Declarations<'rental'> = {
  minOccupancy: persons('objects_field_min_occupancy'),
  maxOccupancy: persons('objects_field_max_occupancy'),
  minAdults: persons('objects_field_min_adults'),
  maxAdults: persons('objects_field_max_adults'),
  minChildren: persons('objects_field_min_children'),
  maxChildren: persons('objects_field_max_children'),
  householdType: choice('objects_field_household_type', 'objects_household_', HOUSEHOLD_TYPES),
  adultAge: {
    kind: 'integer',
    label: 'objects_field_adult_age',
    unit: 'objects_unit_years',
  },
  capitalFrom: money('objects_field_capital_from'),
  capitalTo: money('objects_field_capital_to'),
  incomeFrom: money('objects_field_income_from'),
  incomeTo: money('objects_field_income_to'),
  catsAllowed: yesNo('objects_field_cats_allowed'),
  dogsAllowed: yesNo('objects_field_dogs_allowed'),
};

const ADDITIONAL: Declarations<'additional'> = {
  application: { ...yesNo('objects_field_application', 'objects_help_application'), wide: true },
  availableFrom: { kind: 'date', label: 'objects_field_available_from' },
  owner: text('objects_field_owner'),
  visitation: text('objects_field_visitation', { helperText: 'objects_help_visitation' }),
  visitationPhone: { kind: 'phone', label: 'objects_field_visitation_phone' },
  targetGroup: choice('objects_field_target_group', 'objects_target_', TARGET_GROUPS),
  inspectForm: yesNo('objects_field_inspect_form'),
  subsidized: yesNo('objects_field_subsidized'),
  description: { kind: 'richtext', label: 'objects_field_description' },
};

const DECLARATIONS: { [G in ObjectFieldGroup]: Declarations<G> } = {
  basics: BASICS,
  prices: PRICES,
  address: ADDRESS,
  rental: RENTAL,
  additional: ADDITIONAL,
};

/** Fields shown in another group than the model's: whether applications are taken decides the rental page. */
const SHOWN_IN: Partial<Record<string, ObjectFieldGroup>> = { 'additional.application': 'basics' };

/** The inputs of one group an object of this kind has in this project. */
function declaredFields(group: ObjectFieldGroup, options: ObjectFieldOptions): FieldSpec[] {
  const declarations = DECLARATIONS[group] as Record<
    string,
    Declared | ((o: ObjectFieldOptions) => Declared) | null
  >;
  return objectFieldsOf(options.type, options.sale, group).flatMap((field) => {
    const declared = declarations[field];
    if (!declared) return [];
    const spec = typeof declared === 'function' ? declared(options) : declared;
    return [{ ...spec, source: `${group}.${field}` } as FieldSpec];
  });
}

export interface ObjectFormSection {
  name: ObjectFieldGroup;
  fields: FieldSpec[];
}

/**
 * The groups of an object's form in the wizard's order (basics, prices, address, rental,
 * additional), each with the inputs this kind has in this project; groups without any are left out.
 */
export function objectFormSections(options: ObjectFieldOptions): ObjectFormSection[] {
  const all = (Object.keys(DECLARATIONS) as ObjectFieldGroup[]).flatMap((group) =>
    declaredFields(group, options).map((spec) => ({ group: SHOWN_IN[spec.source] ?? group, spec })),
  );
  return (Object.keys(DECLARATIONS) as ObjectFieldGroup[])
    .map((name) => ({ name, fields: all.filter((entry) => entry.group === name).map((entry) => entry.spec) }))
    .filter((section) => section.fields.length > 0);
}

/** Whether the object takes applications (default yes): without, there are no rental criteria. */
export const takesApplications = (values: { additional?: { application?: unknown } }): boolean =>
  values.additional?.application !== false;

/** The uploads of the creation wizard: images (the project's limit) and documents, each with its category. */
export function objectUploadFields(
  init: Pick<ObjectCreateInit, 'maxNumObjectImages' | 'fileChoices'>,
): FieldSpec[] {
  return [
    {
      source: 'images',
      kind: 'image',
      label: 'objects_field_images',
      helperText: 'objects_help_images',
      max: init.maxNumObjectImages,
    },
    {
      source: 'files',
      kind: 'array',
      label: 'objects_field_documents',
      max: OBJECT_FILE_CATEGORIES.length,
      fields: [
        {
          source: 'file',
          kind: 'file',
          label: 'objects_field_document_file',
          required: true,
          multiple: false,
        },
        {
          source: 'key',
          kind: 'select',
          label: 'objects_field_document_category',
          helperText: 'objects_help_documents',
          required: true,
          choices: init.fileChoices.map((choice) => ({ id: choice.value, name: choice.displayName })),
          translateChoice: false,
        },
      ],
    },
  ];
}
