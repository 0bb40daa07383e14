import {
  grossRentOf,
  objectFieldsOf,
  OBJECT_FIELDS,
  type ObjectFieldGroup,
  type ObjectInput,
  type ObjectType,
} from '../../../schema/objects';
import { sanitizeRichText } from '../../core/sanitize';
import type { NewRealEstateObject } from '../../db/types';

/**
 * How an object's fields, as a person writes them (schema/objects.ts), become columns: money from
 * currency units to integer cents, yes/no to 0/1, lists to JSON, rich text sanitised.
 */

type Conversion = 'text' | 'number' | 'money' | 'flag' | 'json' | 'html' | 'date';

/** The column of every field and how its value is stored. */
const COLUMNS: { [G in ObjectFieldGroup]: Record<(typeof OBJECT_FIELDS)[G][number], [string, Conversion]> } =
  {
    basics: {
      title: ['title', 'text'],
      propertyType: ['property_type', 'text'],
      refNumber: ['ref_number', 'text'],
      rooms: ['rooms', 'number'],
      floor: ['floor', 'text'],
      floorNum: ['floor_num', 'number'],
      area: ['area', 'number'],
      areas: ['areas', 'json'],
      characteristics: ['characteristics', 'json'],
    },
    prices: {
      rentalPrice: ['rental_price', 'money'],
      nettoPrice: ['netto_price', 'money'],
      extraPrice: ['extra_price', 'money'],
      deposit: ['deposit', 'money'],
      capitalShare: ['capital_share', 'money'],
      electricityCost: ['electricity_cost', 'money'],
      sellingPrice: ['selling_price', 'money'],
    },
    address: {
      building: ['building_id', 'number'],
      street: ['street', 'text'],
      houseNumber: ['house_number', 'text'],
      postalCode: ['postal_code', 'text'],
      city: ['city', 'text'],
    },
    rental: {
      minOccupancy: ['min_occupancy', 'number'],
      maxOccupancy: ['max_occupancy', 'number'],
      minAdults: ['min_adults', 'number'],
      maxAdults: ['max_adults', 'number'],
      minChildren: ['min_children', 'number'],
      maxChildren: ['max_children', 'number'],
      householdType: ['household_type', 'text'],
      adultAge: ['adult_age', 'number'],
      capitalFrom: ['capital_from', 'money'],
      capitalTo: ['capital_to', 'money'],
      incomeFrom: ['income_from', 'money'],
      incomeTo: ['income_to', 'money'],
      catsAllowed: ['cats_allowed', 'flag'],
      dogsAllowed: ['dogs_allowed', 'flag'],
    },
    additional: {
      application: ['application', 'flag'],
      availableFrom: ['available_from', 'date'],
      owner: ['owner', 'text'],
      visitation: ['visitation', 'text'],
      visitationPhone: ['visitation_phone', 'text'],
      targetGroup: ['target_group', 'text'],
      inspectForm: ['inspect_form', 'flag'],
      subsidized: ['subsidized', 'flag'],
      description: ['description', 'html'],
    },
  };

/** The fields that hold money (stored as integer cents). */
export const MONEY_FIELDS: ReadonlySet<string> = new Set(
  Object.values(COLUMNS).flatMap((fields) =>
    Object.entries(fields as Record<string, [string, Conversion]>)
      .filter(([, [, conversion]]) => conversion === 'money')
      .map(([field]) => field),
  ),
);

/** Currency units to integer cents. */
export const toCents = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : Math.round(value * 100);

const CONVERT: Record<Conversion, (value: unknown) => unknown> = {
  text: (v) => (v === null || v === undefined ? '' : String(v)),
  number: (v) => (typeof v === 'number' ? v : null),
  money: (v) => toCents(typeof v === 'number' ? v : null),
  flag: (v) => (v === true ? 1 : 0),
  json: (v) => JSON.stringify(Array.isArray(v) ? v : []),
  html: (v) => (typeof v === 'string' && v !== '' ? sanitizeRichText(v) : ''),
  date: (v) => (typeof v === 'string' && v !== '' ? v : null),
};

/** The writable columns of an object as stored (without id, type, state, bookkeeping). */
export type ObjectColumns = Omit<
  NewRealEstateObject,
  | 'id'
  | 'project_id'
  | 'object_type'
  | 'progress_state'
  | 'active'
  | 'search_text'
  | 'version'
  | 'created_at'
  | 'updated_at'
  | 'public_id'
>;

/**
 * The columns of the fields an object of this type has in a letting or sale project. Fields the
 * kind does not have are not among them: an edit leaves them as they are.
 */
export function objectColumns(
  type: ObjectType,
  sale: boolean,
  input: ObjectInput | Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): Partial<ObjectColumns> {
  const out: Record<string, unknown> = {};
  for (const group of Object.keys(COLUMNS) as ObjectFieldGroup[]) {
    let values =
      (input as Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>)[group] ?? {};
    // a gross rent not given is net rent plus extra costs (when both are)
    if (group === 'prices')
      values = { ...values, rentalPrice: grossRentOf(values as Parameters<typeof grossRentOf>[0]) };
    for (const field of objectFieldsOf(type, sale, group)) {
      const [column, conversion] = (COLUMNS[group] as Record<string, [string, Conversion]>)[field]!;
      out[column] = CONVERT[conversion](values[field]);
    }
  }
  return out as Partial<ObjectColumns>;
}

/** Every column an insert needs, at the values the table gives a new row (migrations 001 and 006). */
export const EMPTY_OBJECT: Required<ObjectColumns> = {
  building_id: null,
  title: '',
  property_type: '',
  ref_number: '',
  rooms: null,
  floor: '',
  floor_num: null,
  area: null,
  characteristics: '[]',
  areas: '[]',
  rental_price: null,
  netto_price: null,
  extra_price: null,
  deposit: null,
  capital_share: null,
  electricity_cost: null,
  selling_price: null,
  street: '',
  house_number: '',
  postal_code: '',
  city: '',
  min_occupancy: null,
  max_occupancy: null,
  min_adults: null,
  max_adults: null,
  min_children: null,
  max_children: null,
  household_type: '',
  adult_age: null,
  capital_from: null,
  capital_to: null,
  income_from: null,
  income_to: null,
  cats_allowed: 1,
  dogs_allowed: 1,
  owner: '',
  application: 1,
  visitation: '',
  visitation_phone: '',
  target_group: '',
  inspect_form: 0,
  subsidized: 0,
  description: '',
  available_from: null,
};
