import { z } from 'zod';
import {
  booleanRule,
  checkRanges,
  choiceRule,
  dateRule,
  moneyRule,
  numberRule,
  richTextRule,
  tagsRule,
  textRule,
} from './rules';
import { phoneRule } from './phoneRules';

/**
 * The object model (spec 1 section 3, "Object creation wizard"): which kinds exist, which fields
 * each kind has in a letting or a sale project, and the rules of every field. The creation wizard,
 * the edit sidepanels, the bulk import and the server's routes all read it.
 */

import type { ObjectType } from './objectTypes';

export { isObjectType, OBJECT_TYPES, type ObjectType } from './objectTypes';

export { isSaleProject, SALE_PROJECT_TYPES } from './projectTypes';

export const PROPERTY_TYPES = {
  apartments: ['apartment', 'attic', 'maisonette', 'studio', 'garden_apartment'],
  parkingspace: ['underground', 'outdoor', 'carport', 'motorbike'],
  other: ['cellar', 'hobby_room', 'craft_room', 'storage', 'attic_storage'],
  craft: ['shop', 'office', 'studio', 'practice', 'workshop'],
  plot: ['building_land', 'commercial_land', 'agricultural_land'],
} as const satisfies Record<ObjectType, readonly [string, ...string[]]>;

export const CHARACTERISTICS = {
  apartments: [
    'balcony',
    'terrace',
    'garden',
    'lift',
    'dishwasher',
    'washing_machine',
    'parquet',
    'cellar',
    'view',
    'fireplace',
    'minergie',
    'wheelchair_accessible',
  ],
  parkingspace: ['covered', 'ev_charging'],
  other: ['window', 'heating'],
  craft: ['shop_window', 'lift', 'goods_lift', 'network_cabling', 'wheelchair_accessible'],
  plot: ['developed'],
} as const satisfies Record<ObjectType, readonly string[]>;

/** The kinds of area in an object's area list (besides its main area). */
export const AREA_KINDS = [
  'living',
  'balcony',
  'terrace',
  'garden',
  'cellar',
  'attic',
  'sales',
  'office',
  'storage',
  'land',
] as const;

export const HOUSEHOLD_TYPES = ['single', 'couple', 'family', 'shared'] as const;
export const TARGET_GROUPS = ['family', 'senior', 'student'] as const;

/** Categories of an object's documents; each at most once per object (spec 1 section 5). */
export const OBJECT_FILE_CATEGORIES = [
  'floor_plan',
  'house_rules',
  'energy_certificate',
  'building_description',
  'rental_agreement_template',
  'sales_documentation',
  'land_register_extract',
  'other',
] as const;
export type ObjectFileCategory = (typeof OBJECT_FILE_CATEGORIES)[number];

/** Every field of an object a person can write, by group. */
export const OBJECT_FIELDS = {
  basics: [
    'title',
    'propertyType',
    'refNumber',
    'rooms',
    'floor',
    'floorNum',
    'area',
    'areas',
    'characteristics',
  ],
  prices: [
    'rentalPrice',
    'nettoPrice',
    'extraPrice',
    'deposit',
    'capitalShare',
    'electricityCost',
    'sellingPrice',
  ],
  address: ['building', 'street', 'houseNumber', 'postalCode', 'city'],
  rental: [
    'minOccupancy',
    'maxOccupancy',
    'minAdults',
    'maxAdults',
    'minChildren',
    'maxChildren',
    'householdType',
    'adultAge',
    'capitalFrom',
    'capitalTo',
    'incomeFrom',
    'incomeTo',
    'catsAllowed',
    'dogsAllowed',
  ],
  additional: [
    'application',
    'availableFrom',
    'owner',
    'visitation',
    'visitationPhone',
    'targetGroup',
    'inspectForm',
    'subsidized',
    'description',
  ],
} as const;
export type ObjectFieldGroup = keyof typeof OBJECT_FIELDS;
export type ObjectField<G extends ObjectFieldGroup = ObjectFieldGroup> = (typeof OBJECT_FIELDS)[G][number];

type Exclusions = Partial<{ [G in ObjectFieldGroup]: ReadonlyArray<ObjectField<G>> }>;

/** Fields a kind does not have (an apartment has rooms and floor, a parking space does not). */
const NOT_OF_KIND: Record<ObjectType, Exclusions> = {
  apartments: {},
  parkingspace: {
    basics: ['rooms', 'area', 'areas'],
    prices: ['capitalShare', 'electricityCost'],
    rental: OBJECT_FIELDS.rental,
    additional: ['targetGroup', 'inspectForm', 'subsidized'],
  },
  other: {
    basics: ['rooms', 'areas'],
    prices: ['capitalShare'],
    rental: OBJECT_FIELDS.rental,
    additional: ['targetGroup', 'inspectForm', 'subsidized'],
  },
  craft: {
    basics: ['rooms'],
    prices: ['capitalShare'],
    rental: OBJECT_FIELDS.rental,
    additional: ['targetGroup', 'subsidized'],
  },
  plot: {
    basics: ['rooms', 'floor', 'floorNum'],
    prices: ['capitalShare', 'electricityCost'],
    rental: OBJECT_FIELDS.rental,
    additional: ['targetGroup', 'inspectForm', 'subsidized'],
  },
};

/** Fields a sale project does not have (no rent, no tenant criteria), and the sale-only price. */
const NOT_FOR_SALE: Exclusions = {
  prices: ['rentalPrice', 'nettoPrice', 'extraPrice', 'deposit', 'capitalShare', 'electricityCost'],
  rental: OBJECT_FIELDS.rental,
  additional: ['subsidized'],
};
const NOT_FOR_LETTING: Exclusions = { prices: ['sellingPrice'] };

/** Whether an object of this type in a letting (sale false) or sale project has the field. */
export function hasObjectField<G extends ObjectFieldGroup>(
  type: ObjectType,
  sale: boolean,
  group: G,
  field: ObjectField<G>,
): boolean {
  const excluded = [NOT_OF_KIND[type], sale ? NOT_FOR_SALE : NOT_FOR_LETTING];
  return !excluded.some((exclusions) =>
    (exclusions[group] as readonly string[] | undefined)?.includes(field),
  );
}

/** The fields of one group an object of this type has. */
export function objectFieldsOf<G extends ObjectFieldGroup>(
  type: ObjectType,
  sale: boolean,
  group: G,
): Array<ObjectField<G>> {
  return (OBJECT_FIELDS[group] as ReadonlyArray<ObjectField<G>>).filter((field) =>
    hasObjectField(type, sale, group, field),
  );
}

/** Whether an object of this type has rental criteria at all (a page of the wizard). */
export function hasRentalCriteria(type: ObjectType, sale: boolean): boolean {
  return objectFieldsOf(type, sale, 'rental').length > 0;
}

// ---- rules of every field ----

const persons = () => numberRule({ integer: true, min: 0, max: 50 });

/**
 * A reference number of an object (required) or a building (optional): letters, digits, spaces
 * and . / _ -, starting with a letter or a digit.
 */
const refNumberRule = (required: boolean) =>
  textRule({
    required,
    max: 50,
    pattern: /^[\p{L}\p{N}][\p{L}\p{N} ./_-]*$/u,
    patternMessage: 'ref_number_invalid',
  });

/** A Swiss postal code: four digits, not starting with 0. */
const POSTAL_CODE_RULE = textRule({
  required: true,
  max: 4,
  pattern: /^[1-9]\d{3}$/,
  patternMessage: 'postal_code_invalid',
});

/** The lowest and highest floor an object may be on (the floor's number: 0 ground floor, -1 first basement). */
export const FLOOR_RANGE = { min: -5, max: 200 } as const;

/** Words for the ground floor (de, fr, it, en and their usual short forms). */
const GROUND_FLOOR =
  /^(eg|erdgeschoss|parterre|hochparterre|rez|rc|rez-de-chauss[eé]e|pt|pianterreno|piano terra|ground floor|ground|gf)\.?$/;
/** Words that make a floor's number count downwards (Untergeschoss, sous-sol, interrato, basement). */
const BELOW = /(?:^|[\s.\d])(ug|untergeschoss|keller|ss|sous-sol|interrato|seminterrato|basement)\.?$/;

/**
 * The number of a floor named as staff write it: `EG` and `Parterre` 0, `2. OG`, `2e étage`, `2` two,
 * `UG` and `1. UG` minus one, `-2` minus two; null for a name without a number (`Attika`) or beyond
 * FLOOR_RANGE. One input holds the floor (docs/decisions.md): its number follows from the name.
 */
export function floorNumberOf(floor: unknown): number | null {
  if (typeof floor !== 'string') return null;
  const text = floor.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return null;
  if (GROUND_FLOOR.test(text)) return 0;
  const below = BELOW.test(text);
  const digits = /^(-?)\s*(\d{1,3})(?![\d'’.,]\d)/.exec(text);
  let value: number | null = null;
  if (digits) value = (digits[1] ? -1 : 1) * Number(digits[2]);
  else if (below && /^[a-z-]+\.?$/.test(text)) value = -1;
  if (value === null) return null;
  if (below && value > 0) value = -value;
  if (value < FLOOR_RANGE.min || value > FLOOR_RANGE.max) return null;
  return value;
}

export const MAX_AREA_ENTRIES = 20;

const FIELD_RULES = {
  basics: {
    title: textRule({ required: true, max: 200 }),
    propertyType: z.string(),
    refNumber: refNumberRule(true),
    rooms: numberRule({ min: 1, max: 30, step: 0.5 }),
    floor: textRule({ max: 30 }),
    floorNum: numberRule({ integer: true, ...FLOOR_RANGE }),
    area: numberRule({ min: 0.5, max: 1_000_000, decimals: 1 }),
    areas: z.preprocess(
      (v) => (v === null || v === undefined || v === '' ? [] : v),
      z
        .array(
          z.object({
            kind: choiceRule(AREA_KINDS, true),
            area: numberRule({ required: true, min: 0.5, max: 1_000_000, decimals: 1 }),
          }),
        )
        .max(MAX_AREA_ENTRIES, `areas_too_many|{"max":${MAX_AREA_ENTRIES}}`),
    ),
    characteristics: z.array(z.string()),
  },
  prices: {
    rentalPrice: moneyRule(),
    nettoPrice: moneyRule(),
    extraPrice: moneyRule(),
    deposit: moneyRule(),
    capitalShare: moneyRule(),
    electricityCost: moneyRule(),
    sellingPrice: moneyRule(),
  },
  address: {
    building: numberRule({ integer: true, min: 1, max: 2_147_483_647 }),
    street: textRule({ required: true, max: 100 }),
    houseNumber: textRule({ max: 20 }),
    postalCode: POSTAL_CODE_RULE,
    city: textRule({ required: true, max: 100 }),
  },
  rental: {
    minOccupancy: persons(),
    maxOccupancy: persons(),
    minAdults: persons(),
    maxAdults: persons(),
    minChildren: persons(),
    maxChildren: persons(),
    householdType: choiceRule(HOUSEHOLD_TYPES),
    adultAge: numberRule({ integer: true, min: 16, max: 120 }),
    capitalFrom: moneyRule(),
    capitalTo: moneyRule(),
    incomeFrom: moneyRule(),
    incomeTo: moneyRule(),
    catsAllowed: booleanRule(true),
    dogsAllowed: booleanRule(true),
  },
  additional: {
    application: booleanRule(true),
    availableFrom: dateRule(),
    owner: textRule({ max: 200 }),
    visitation: textRule({ max: 500 }),
    visitationPhone: phoneRule(),
    targetGroup: choiceRule(TARGET_GROUPS),
    inspectForm: booleanRule(false),
    subsidized: booleanRule(false),
    description: richTextRule({ max: 20_000 }),
  },
} satisfies { [G in ObjectFieldGroup]: Record<ObjectField<G>, z.ZodType> };

/** The rule of a field for a kind: property types and characteristics depend on it. */
function ruleOf(type: ObjectType, group: ObjectFieldGroup, field: string): z.ZodType {
  if (group === 'basics' && field === 'propertyType') return choiceRule(PROPERTY_TYPES[type], true);
  if (group === 'basics' && field === 'characteristics') return tagsRule({ values: CHARACTERISTICS[type] });
  return (FIELD_RULES[group] as Record<string, z.ZodType>)[field]!;
}

/** Ranges whose start must be lower than their end (spec 1 section 5); the error is on the end. */
const RANGES = [
  ['number', 'rental.minOccupancy', 'rental.maxOccupancy'],
  ['number', 'rental.minAdults', 'rental.maxAdults'],
  ['number', 'rental.minChildren', 'rental.maxChildren'],
  ['number', 'rental.capitalFrom', 'rental.capitalTo'],
  ['number', 'rental.incomeFrom', 'rental.incomeTo'],
] as const;

/**
 * The gross rent of prices in currency units: the one given, else net rent plus extra costs when
 * both are given (to the centime), else null. The server stores it so; the form shows it live.
 */
export function grossRentOf(prices: {
  rentalPrice?: number | null;
  nettoPrice?: number | null;
  extraPrice?: number | null;
}): number | null {
  if (typeof prices.rentalPrice === 'number') return prices.rentalPrice;
  if (typeof prices.nettoPrice === 'number' && typeof prices.extraPrice === 'number')
    return (Math.round(prices.nettoPrice * 100) + Math.round(prices.extraPrice * 100)) / 100;
  return null;
}

/** Gross rent is net rent plus extra costs (to the centime) when all three are given. */
function grossRentAddsUp(value: { prices?: Record<string, unknown> }, ctx: z.RefinementCtx): void {
  const prices = value.prices ?? {};
  const [gross, net, extra] = [prices.rentalPrice, prices.nettoPrice, prices.extraPrice];
  if (typeof gross === 'number' && typeof net === 'number' && typeof extra === 'number') {
    if (Math.round(gross * 100) !== Math.round(net * 100) + Math.round(extra * 100)) {
      ctx.addIssue({ code: 'custom', path: ['prices', 'rentalPrice'], message: 'rental_price_mismatch' });
    }
  }
}

function groupSchema(type: ObjectType, sale: boolean, group: ObjectFieldGroup) {
  const shape = Object.fromEntries(
    objectFieldsOf(type, sale, group).map((field) => [field, ruleOf(type, group, field)]),
  );
  return z.object(shape);
}

/**
 * The fields of an object of this type as a person writes them (create and edit): grouped like
 * the detail reply; money in currency units; dates YYYY-MM-DD. Fields the kind does not have are
 * not part of it.
 */
export function objectInputSchema(type: ObjectType, sale: boolean) {
  const groups = Object.fromEntries(
    (Object.keys(OBJECT_FIELDS) as ObjectFieldGroup[])
      .filter((group) => objectFieldsOf(type, sale, group).length > 0)
      .map((group) => [group, groupSchema(type, sale, group)]),
  );
  return z.object(groups).superRefine(checkRanges(RANGES)).superRefine(grossRentAddsUp);
}
export type ObjectInput = {
  basics: {
    title: string;
    propertyType: string;
    refNumber: string;
    rooms?: number | null;
    floor?: string;
    floorNum?: number | null;
    area?: number | null;
    areas?: Array<{ kind: string; area: number }>;
    characteristics: string[];
  };
  prices: Partial<Record<ObjectField<'prices'>, number | null>>;
  address: {
    building: number | null;
    street: string;
    houseNumber: string;
    postalCode: string;
    city: string;
  };
  rental?: Partial<Record<ObjectField<'rental'>, number | string | boolean | null>>;
  additional: {
    application: boolean;
    availableFrom: string | null;
    owner: string;
    visitation: string;
    visitationPhone: string;
    targetGroup?: string;
    inspectForm?: boolean;
    subsidized?: boolean;
    description: string;
  };
};

/** The wizard pages that hold fields (POST .../validation names one of them). */
export const OBJECT_FIELD_PAGES = Object.keys(OBJECT_FIELDS) as ObjectFieldGroup[];

/**
 * One page of the creation wizard checked on its own: its fields and the rules between them
 * (ranges on the rental page, gross rent on the prices page), with paths like the whole object's
 * (`basics.title`).
 */
export function objectPageSchema(type: ObjectType, sale: boolean, page: ObjectFieldGroup) {
  return z
    .object({ [page]: groupSchema(type, sale, page) })
    .superRefine(checkRanges(RANGES))
    .superRefine(grossRentAddsUp);
}

/** An image of an object as the image upload modal sends it (spec 1 section 3): id 0 for a new one. */
export const objectImageSchema = z.object({
  id: z.number().int().min(0),
  /** the storage key (from upload-images for new images) */
  image: z.string().min(1).max(300),
});

/** A document of an object as the creation wizard sends it: the uploaded file and its category. */
export const objectFileSchema = z.object({
  url: z.string().min(1).max(1000),
  key: z.enum(OBJECT_FILE_CATEGORIES, { error: 'file_category_required' }),
});

/** Documents: every file needs a category, and no category twice (spec 1 section 5). */
export function uniqueCategories<T extends { key?: string | null; new_key?: string | null }>(
  files: readonly T[],
): Record<number, string> {
  const errors: Record<number, string> = {};
  const seen = new Map<string, number>();
  files.forEach((file, index) => {
    const category = file.new_key ?? file.key ?? '';
    if (!category) errors[index] = 'file_category_required';
    else if (seen.has(category)) errors[index] = 'file_category_duplicate';
    else seen.set(category, index);
  });
  return errors;
}

/** POST .../create: the fields, the building it belongs to, and the wizard's uploads. */
export function objectCreateSchema(type: ObjectType, sale: boolean) {
  return objectInputSchema(type, sale).and(
    z.object({
      images: z.array(objectImageSchema).max(200).default([]),
      files: z
        .array(objectFileSchema)
        .max(50)
        .default([])
        .superRefine((files, ctx) => {
          for (const [index, message] of Object.entries(uniqueCategories(files))) {
            ctx.addIssue({ code: 'custom', path: [Number(index), 'key'], message });
          }
        }),
    }),
  );
}

/** POST .../edit: the fields and the version the form was loaded with (a stale one is refused, 409). */
export function objectEditSchema(type: ObjectType, sale: boolean) {
  return objectInputSchema(type, sale).and(
    z.object({ version: z.number({ error: 'version_required' }).int().positive() }),
  );
}

// ---- buildings ----

export const buildingInputSchema = z.object({
  title: textRule({ required: true, max: 200 }),
  refNumber: refNumberRule(false),
  street: textRule({ required: true, max: 100 }),
  houseNumber: textRule({ max: 20 }),
  postalCode: POSTAL_CODE_RULE,
  city: textRule({ required: true, max: 100 }),
  constructionYear: numberRule({ integer: true, min: 1000, max: 2100 }),
  numFloors: numberRule({ integer: true, min: 1, max: 200 }),
});
export type BuildingInput = z.infer<typeof buildingInputSchema>;

export const buildingEditSchema = buildingInputSchema.extend({
  version: z.number({ error: 'version_required' }).int().positive(),
});
