import type { ObjectDetail } from '../../schema/api/objects';
import { formatDate } from '../../schema/dates';
import { formatMoney } from '../../schema/money';
import { formatNumber } from '../../src/list';

/** What formatting a detail needs: the texts, the number locale and the project's currency. */
export interface DetailFormat {
  translate: (key: string, options?: Record<string, unknown>) => string;
  locale: string;
  currency: string;
  currencyOrder: 'before' | 'after';
}

export interface DetailField {
  /** translation key of the label */
  label: string;
  /** the shown value; a list shows as chips */
  value: string | string[];
}

export interface DetailGroup {
  /** translation key of the heading */
  title: string;
  fields: DetailField[];
}

type Value = string | string[] | null;
type FieldDef = [label: string, value: (d: ObjectDetail, f: DetailFormat) => Value];

const number = (n: number | null, f: DetailFormat, digits = 2): string | null =>
  n === null ? null : formatNumber(n, f.locale, digits);
const money = (n: number | null, f: DetailFormat) =>
  n === null ? null : formatMoney(n, f.currency, f.currencyOrder);
const text = (s: string | null | undefined) => (s && s.trim() !== '' ? s : null);
const yesNo = (b: boolean, f: DetailFormat) => f.translate(b ? 'list_yes' : 'list_no');
const area = (n: number | null, f: DetailFormat) => {
  const value = number(n, f, 1);
  return value === null ? null : f.translate('list_area_value', { value });
};
/** A code the server stores (property type, feature...) in words, else the code itself. */
const code = (prefix: string, value: string, f: DetailFormat) =>
  f.translate(`${prefix}${value}`, { _: value });

function range(min: string | null, max: string | null, f: DetailFormat): string | null {
  if (min !== null && max !== null) return min === max ? min : `${min} – ${max}`;
  if (min !== null) return f.translate('objects_range_from', { value: min });
  if (max !== null) return f.translate('objects_range_to', { value: max });
  return null;
}

const GROUPS: ReadonlyArray<[title: string, fields: FieldDef[]]> = [
  [
    'objects_group_basics',
    [
      ['objects_field_title', (d) => text(d.basics.title)],
      ['objects_field_ref_number', (d) => text(d.basics.refNumber)],
      [
        'objects_field_property_type',
        (d, f) => (text(d.basics.propertyType) ? code('objects_property_', d.basics.propertyType, f) : null),
      ],
      ['objects_field_building', (d) => text(d.building?.title)],
      ['objects_field_rooms', (d, f) => number(d.basics.rooms, f, 1)],
      ['objects_field_floor', (d) => text(d.basics.floor)],
      ['objects_field_area', (d, f) => area(d.basics.area, f)],
      [
        'objects_field_available_from',
        (d) => (d.additional.availableFrom ? formatDate(d.additional.availableFrom) : null),
      ],
      [
        'objects_field_characteristics',
        (d, f) =>
          d.basics.characteristics.length > 0
            ? d.basics.characteristics.map((c) => code('objects_feature_', c, f))
            : null,
      ],
    ],
  ],
  [
    'objects_group_prices',
    [
      ['objects_field_rental_price', (d, f) => money(d.prices.rentalPrice, f)],
      ['objects_field_netto_price', (d, f) => money(d.prices.nettoPrice, f)],
      ['objects_field_extra_price', (d, f) => money(d.prices.extraPrice, f)],
      ['objects_field_deposit', (d, f) => money(d.prices.deposit, f)],
      ['objects_field_rental_price_sqm', (d, f) => money(d.prices.rentalPricePerSquareMeter, f)],
      ['objects_field_netto_price_sqm', (d, f) => money(d.prices.nettoPricePerSquareMeter, f)],
      ['objects_field_capital_share', (d, f) => money(d.prices.capitalShare, f)],
      ['objects_field_electricity_cost', (d, f) => money(d.prices.electricityCost, f)],
      ['objects_field_selling_price', (d, f) => money(d.prices.sellingPrice, f)],
    ],
  ],
  [
    'objects_group_address',
    [
      ['objects_field_street', (d) => text(`${d.address.street} ${d.address.houseNumber}`)],
      ['objects_field_city', (d) => text(`${d.address.postalCode} ${d.address.city}`)],
    ],
  ],
  [
    'objects_group_rental',
    [
      [
        'objects_field_occupancy',
        (d, f) => range(number(d.rental.minOccupancy, f), number(d.rental.maxOccupancy, f), f),
      ],
      [
        'objects_field_adults',
        (d, f) => range(number(d.rental.minAdults, f), number(d.rental.maxAdults, f), f),
      ],
      [
        'objects_field_children',
        (d, f) => range(number(d.rental.minChildren, f), number(d.rental.maxChildren, f), f),
      ],
      [
        'objects_field_household_type',
        (d, f) =>
          text(d.rental.householdType) ? code('objects_household_', d.rental.householdType, f) : null,
      ],
      ['objects_field_adult_age', (d, f) => number(d.rental.adultAge, f)],
      [
        'objects_field_capital',
        (d, f) => range(money(d.rental.capitalFrom, f), money(d.rental.capitalTo, f), f),
      ],
      [
        'objects_field_income',
        (d, f) => range(money(d.rental.incomeFrom, f), money(d.rental.incomeTo, f), f),
      ],
      ['objects_field_cats_allowed', (d, f) => yesNo(d.rental.catsAllowed, f)],
      ['objects_field_dogs_allowed', (d, f) => yesNo(d.rental.dogsAllowed, f)],
    ],
  ],
  [
    'objects_group_additional',
    [
      ['objects_field_owner', (d) => text(d.additional.owner)],
      ['objects_field_application', (d, f) => yesNo(d.additional.application, f)],
      ['objects_field_visitation', (d) => text(d.additional.visitation)],
      [
        'objects_field_target_group',
        (d, f) =>
          text(d.additional.targetGroup) ? code('objects_target_', d.additional.targetGroup, f) : null,
      ],
      ['objects_field_inspect_form', (d, f) => yesNo(d.additional.inspectForm, f)],
      ['objects_field_subsidized', (d, f) => yesNo(d.additional.subsidized, f)],
    ],
  ],
];

/** The detail in the groups of the creation wizard; empty values are left out, and so are empty groups. */
export function detailGroups(detail: ObjectDetail, format: DetailFormat): DetailGroup[] {
  return GROUPS.map(([title, defs]) => ({
    title,
    fields: defs.flatMap(([label, value]) => {
      const shown = value(detail, format);
      return shown === null ? [] : [{ label, value: shown }];
    }),
  })).filter((group) => group.fields.length > 0);
}

/** The state an object is in, as its chip shows it. */
export function objectState(detail: ObjectDetail): string {
  return detail.active ? detail.progress_state : 'inactive';
}
