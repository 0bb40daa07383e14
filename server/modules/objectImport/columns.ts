import { LANGUAGES } from '../../../schema/api/common';
import {
  AREA_KINDS,
  CHARACTERISTICS,
  HOUSEHOLD_TYPES,
  OBJECT_FIELDS,
  objectFieldsOf,
  objectInputSchema,
  PROPERTY_TYPES,
  TARGET_GROUPS,
  type ObjectField,
  type ObjectFieldGroup,
  type ObjectType,
} from '../../../schema/objects';
import { REQUIRED } from '../../../schema/rules';
import { translate, type MessageKey, type Translator } from '../../core/i18n/index';

/**
 * The columns of an import sheet: one per field an object of the kind has in the project, in the
 * order of the creation wizard, each with its title in the four languages and the way its cells
 * are read.
 */

/** How the cells of a column are read. */
export type CellKind =
  'text' | 'number' | 'choice' | 'tags' | 'areas' | 'building' | 'boolean' | 'date' | 'html';

/** The values of a choice or list column: codes, each with its label key. */
export interface Choices {
  codes: readonly string[];
  label(code: string): MessageKey;
}

export interface ImportColumn {
  group: ObjectFieldGroup;
  field: ObjectField;
  kind: CellKind;
  title: MessageKey;
  required: boolean;
  choices?: Choices;
}

const GROUPS = Object.keys(OBJECT_FIELDS) as ObjectFieldGroup[];

const titleKey = (field: ObjectField): MessageKey => `import_col_${field}`;

const propertyTypes = (type: ObjectType): Choices => ({
  codes: PROPERTY_TYPES[type],
  label: (code) => `import_property_${code as (typeof PROPERTY_TYPES)[ObjectType][number]}`,
});
const features = (type: ObjectType): Choices => ({
  codes: CHARACTERISTICS[type],
  label: (code) => `characteristic_${code as (typeof CHARACTERISTICS)[ObjectType][number]}`,
});
const HOUSEHOLDS: Choices = {
  codes: HOUSEHOLD_TYPES,
  label: (code) => `import_household_${code as (typeof HOUSEHOLD_TYPES)[number]}`,
};
const TARGETS: Choices = {
  codes: TARGET_GROUPS,
  label: (code) => `import_target_${code as (typeof TARGET_GROUPS)[number]}`,
};
export const AREA_CHOICES: Choices = {
  codes: AREA_KINDS,
  label: (code) => `import_area_${code as (typeof AREA_KINDS)[number]}`,
};

/** The way a field's cells are read, by field; text unless named here. */
const KINDS: Partial<Record<ObjectField, CellKind>> = {
  propertyType: 'choice',
  rooms: 'number',
  floorNum: 'number',
  area: 'number',
  areas: 'areas',
  characteristics: 'tags',
  rentalPrice: 'number',
  nettoPrice: 'number',
  extraPrice: 'number',
  deposit: 'number',
  capitalShare: 'number',
  electricityCost: 'number',
  sellingPrice: 'number',
  building: 'building',
  minOccupancy: 'number',
  maxOccupancy: 'number',
  minAdults: 'number',
  maxAdults: 'number',
  minChildren: 'number',
  maxChildren: 'number',
  householdType: 'choice',
  adultAge: 'number',
  capitalFrom: 'number',
  capitalTo: 'number',
  incomeFrom: 'number',
  incomeTo: 'number',
  catsAllowed: 'boolean',
  dogsAllowed: 'boolean',
  application: 'boolean',
  availableFrom: 'date',
  targetGroup: 'choice',
  inspectForm: 'boolean',
  subsidized: 'boolean',
  description: 'html',
};

function choicesOf(type: ObjectType, field: ObjectField): Choices | undefined {
  if (field === 'propertyType') return propertyTypes(type);
  if (field === 'characteristics') return features(type);
  if (field === 'householdType') return HOUSEHOLDS;
  if (field === 'targetGroup') return TARGETS;
  if (field === 'areas') return AREA_CHOICES;
  return undefined;
}

/** Fields the rules refuse when left empty (found by validating an empty object). */
function requiredFields(type: ObjectType, sale: boolean): Set<string> {
  const empty = Object.fromEntries(GROUPS.map((group) => [group, {}]));
  const result = objectInputSchema(type, sale).safeParse(empty);
  const required = new Set<string>();
  for (const issue of result.success ? [] : result.error.issues) {
    if (issue.message === REQUIRED && issue.path.length === 2) required.add(issue.path.join('.'));
  }
  return required;
}

/** The columns of a sheet for objects of this type in a letting (sale false) or sale project. */
export function importColumns(type: ObjectType, sale: boolean): ImportColumn[] {
  const required = requiredFields(type, sale);
  return GROUPS.flatMap((group) =>
    objectFieldsOf(type, sale, group).map((field: ObjectField) => {
      const choices = choicesOf(type, field);
      return {
        group,
        field,
        kind: KINDS[field] ?? 'text',
        title: titleKey(field),
        required: required.has(`${group}.${field}`),
        ...(choices ? { choices } : {}),
      };
    }),
  );
}

/** Every field of any kind, for recognising a column that exists but not for this kind. */
export const ALL_FIELDS: readonly ObjectField[] = GROUPS.flatMap(
  (group) => OBJECT_FIELDS[group] as readonly ObjectField[],
);

/** A header or a choice as compared: NFC, lower case, single spaces, no required-marker star. */
export function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s*\*+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('de-CH');
}

/** The title of a column in the template: required ones carry a star. */
export function templateTitle(column: ImportColumn, t: Translator): string {
  return column.required ? `${t(column.title)} *` : t(column.title);
}

let headerIndex: Map<string, ObjectField> | null = null;

/** The field a header names: its title in any language, or the field's own name. */
export function fieldOfHeader(header: string): ObjectField | null {
  if (!headerIndex) {
    headerIndex = new Map();
    for (const field of ALL_FIELDS) {
      headerIndex.set(normalise(field), field);
      for (const lang of LANGUAGES) headerIndex.set(normalise(translate(lang, titleKey(field))), field);
    }
  }
  return headerIndex.get(normalise(header)) ?? null;
}

/** Code by code or label in any language, normalised; the first code wins a shared label. */
export function choiceIndex(choices: Choices): Map<string, string> {
  const index = new Map<string, string>();
  for (const code of choices.codes) index.set(normalise(code), code);
  for (const code of choices.codes) {
    for (const lang of LANGUAGES) {
      const label = normalise(translate(lang, choices.label(code)));
      if (!index.has(label)) index.set(label, code);
    }
  }
  return index;
}
