import type { PublicApplicationObject } from '../../../schema/api/applicationForms';
import type { Language } from '../../../schema/api/common';
import { formatMoney } from '../../../schema/money';
import {
  COUNTRY_CODES,
  DISPLAY_FIELD_TYPES,
  FILE_FIELD_TYPES,
  RESIDENTS_MAX,
  RESIDENTS_MIN,
  fieldsOf,
  isFieldShown,
  localized,
  shownAnswers,
  type FieldScope,
  type FieldTypeName,
  type FormDefinition,
  type FormField,
} from '../../../schema/applicationForm';
import type { Choice, FieldSpec } from '../../forms';

/**
 * The public application form as data: which input each field of the project's definition gets
 * (the form engine's kinds), in the applicant's language, and the values the form starts with.
 * Pure: used by the public pages and by the builder's preview alike.
 */

/** Whether a field shows, given the form's values (a field with a condition: only while it holds). */
export type Visibility = (values: Readonly<Record<string, unknown>>) => boolean;

/**
 * A field as the applicant sees it: an engine input, a consent checkbox, a text block, a documents
 * picker or nothing; `visible` when it is asked only under a condition on another answer.
 */
export type RenderedField = { visible?: Visibility } & (
  | { kind: 'input'; field: FormField; spec: FieldSpec }
  | { kind: 'consent'; field: FormField; source: string; label: string; help: string }
  | { kind: 'objects'; field: FormField; source: string; label: string; help: string; required: boolean }
  | { kind: 'text'; field: FormField; title: string; html: string }
  | { kind: 'documents'; field: FormField; label: string; help: string; required: boolean }
);

/** The value at a dotted path (`adults.1`) of the form's values. */
export function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, part) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined,
      values,
    );
}

/** The visibility of a field whose answers sit under `prefix`, or undefined when it is always asked. */
function visibilityOf(field: FormField, prefix: string): Visibility | undefined {
  if (!field.showIf) return undefined;
  return (values) => {
    const answers = valueAt(values, prefix);
    return isFieldShown(
      field,
      answers && typeof answers === 'object' ? (answers as Record<string, unknown>) : {},
    );
  };
}

/** What a field's input needs beyond its definition: the language and the link's objects. */
export interface RenderContext {
  language: Language;
  objects: readonly PublicApplicationObject[];
}

/** The browser's autocomplete token of a well-known key (a phone fills the name in one tap). */
const AUTOCOMPLETE: Record<string, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  phone: 'tel',
  birth_date: 'bday',
};

/** The countries by their name in the reader's language, Switzerland and its neighbours first. */
const FIRST_COUNTRIES = ['CH', 'DE', 'FR', 'IT', 'AT', 'LI'];
const countryChoiceCache = new Map<Language, Choice[]>();
export function countryChoices(language: Language): Choice[] {
  const cached = countryChoiceCache.get(language);
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([`${language}-CH`, language], { type: 'region' });
  } catch {
    names = null;
  }
  const nameOf = (code: string) => names?.of(code) ?? code;
  const first = FIRST_COUNTRIES.filter((code) => COUNTRY_CODES.includes(code));
  // one collator for the whole sort (localeCompare with a locale makes one per comparison)
  const { compare } = new Intl.Collator(language);
  const rest = COUNTRY_CODES.filter((code) => !first.includes(code))
    .map((code) => ({ id: code, name: nameOf(code) }))
    .sort((a, b) => compare(a.name, b.name));
  const choices = [...first.map((code) => ({ id: code, name: nameOf(code) })), ...rest];
  countryChoiceCache.set(language, choices);
  return choices;
}

/** The numbers a residents select offers: the field's range, else 1 to 12. */
export function residentChoices(field: Pick<FormField, 'min' | 'max'>): Choice[] {
  const min = field.min ?? RESIDENTS_MIN;
  const max = Math.max(min, field.max ?? RESIDENTS_MAX);
  return Array.from({ length: max - min + 1 }, (_, index) => ({
    id: min + index,
    name: String(min + index),
  }));
}

type SpecBuilder = (field: FormField, base: BaseSpec, context: RenderContext) => FieldSpec;
/** The required mark and the limits (length, range) come from the answers' schema the form checks with. */
type BaseSpec = {
  source: string;
  label: string;
  helperText?: string;
  autoComplete?: string;
};

/** Each type with an input, and the engine's kind that draws it (CONVENTIONS: a map). */
const SPEC_BUILDERS: Partial<Record<FieldTypeName, SpecBuilder>> = {
  boolean: (_, base) => ({ ...base, kind: 'boolean' }),
  date: (_, base) => ({ ...base, kind: 'date' }),
  email: (_, base) => ({ ...base, kind: 'email', autoComplete: base.autoComplete ?? 'email' }),
  integer: (_, base) => ({ ...base, kind: 'integer' }),
  phone: (_, base) => ({ ...base, kind: 'phone' }),
  radio: (field, base, { language }) => ({
    ...base,
    kind: 'radio',
    choices: (field.choices ?? []).map((choice) => ({
      id: choice.value,
      name: localized(choice.label, language),
    })),
    translateChoice: false,
  }),
  select: (field, base, { language }) => ({
    ...base,
    kind: 'select',
    choices: (field.choices ?? []).map((choice) => ({
      id: choice.value,
      name: localized(choice.label, language),
    })),
    translateChoice: false,
  }),
  residents_select: (field, base) => ({
    ...base,
    kind: 'select',
    choices: residentChoices(field),
    translateChoice: false,
  }),
  text: (_, base) => ({ ...base, kind: 'text' }),
  textarea: (_, base) => ({ ...base, kind: 'textarea' }),
  country_select: (_, base, { language }) => ({
    ...base,
    kind: 'autocomplete',
    choices: countryChoices(language),
    translateChoice: false,
    autoComplete: 'country',
  }),
};

/** The value path of a field of a scope: `household.pets`, `adults.0.first_name`, `children.1.birth_date`. */
export function sourceOf(field: Pick<FormField, 'key' | 'scope'>, index = 0): string {
  if (field.scope === 'household') return `household.${field.key}`;
  return `${field.scope === 'adult' ? 'adults' : 'children'}.${index}.${field.key}`;
}

/**
 * How the applicant sees one field (null: hidden fields, which carry their value unseen). Its value
 * sits under `prefix` (`household`, `adults.1`, or `answers` in a form of one person).
 */
export function renderField(field: FormField, context: RenderContext, prefix: string): RenderedField | null {
  const rendered = renderFieldAlways(field, context, prefix);
  const visible = visibilityOf(field, prefix);
  return rendered && visible ? { ...rendered, visible } : rendered;
}

function renderFieldAlways(field: FormField, context: RenderContext, prefix: string): RenderedField | null {
  const { language } = context;
  const label = localized(field.label, language);
  const help = localized(field.help, language);
  if (field.typeName === 'hidden') return null;
  if (DISPLAY_FIELD_TYPES.includes(field.typeName)) return { kind: 'text', field, title: label, html: help };
  if (FILE_FIELD_TYPES.includes(field.typeName))
    return { kind: 'documents', field, label, help, required: field.required };
  const source = `${prefix}.${field.key}`;
  if (field.typeName === 'apartment_select')
    return { kind: 'objects', field, source, label, help, required: field.required };
  // a required yes/no must be answered yes: a consent, ticked in a checkbox
  if (field.typeName === 'boolean' && field.required) return { kind: 'consent', field, source, label, help };
  const build = SPEC_BUILDERS[field.typeName];
  if (!build) return null;
  const base: BaseSpec = {
    source,
    label,
    helperText: help || undefined,
    autoComplete: field.scope === 'household' ? undefined : AUTOCOMPLETE[field.key],
  };
  return { kind: 'input', field, spec: build(field, base, context) };
}

/** A section of one scope with its fields as rendered (sections without such fields left out). */
export interface RenderedSection {
  key: string;
  title: string;
  fields: RenderedField[];
}

/** The sections of the definition with the fields of `scope`, their values under `prefix`. */
export function renderSections(
  definition: FormDefinition,
  scope: FieldScope,
  context: RenderContext,
  prefix: string,
): RenderedSection[] {
  return definition.sections
    .map((section) => ({
      key: section.key,
      title: localized(section.title, context.language),
      fields: section.fields
        .filter((field) => field.scope === scope)
        .map((field) => renderField(field, context, prefix))
        .filter((field): field is RenderedField => field !== null),
    }))
    .filter((section) => section.fields.length > 0);
}

/** An empty answer of a field, as its input starts (null: the input shows nothing). */
function emptyAnswer(field: FormField, hidden: Readonly<Record<string, string>>): unknown {
  switch (field.typeName) {
    case 'boolean':
      return false;
    case 'apartment_select':
      return [];
    case 'hidden':
      return hidden[field.key] ?? '';
    default:
      return null;
  }
}

/** Whether a field takes an answer in the answers object (not html, not files). */
export const isAnswerField = (field: FormField) =>
  !DISPLAY_FIELD_TYPES.includes(field.typeName) && !FILE_FIELD_TYPES.includes(field.typeName);

/**
 * The answers of a scope the form starts with: `stored` where the household answered already,
 * else empty; hidden fields take the link's query parameter of their key (`?source=flyer`).
 */
export function startAnswers(
  definition: FormDefinition,
  scope: FieldScope,
  stored: Readonly<Record<string, unknown>> = {},
  hidden: Readonly<Record<string, string>> = {},
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const field of fieldsOf(definition, scope)) {
    if (!isAnswerField(field)) continue;
    const value = stored[field.key];
    answers[field.key] = value === undefined || value === '' ? emptyAnswer(field, hidden) : value;
  }
  return answers;
}

/** The answers of a scope only (the keys the definition asks for), as the server takes them. */
export function answersOf(
  definition: FormDefinition,
  scope: FieldScope,
  values: unknown,
): Record<string, unknown> {
  const source = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  const answers: Record<string, unknown> = {};
  for (const field of fieldsOf(definition, scope)) {
    if (isAnswerField(field) && field.key in source) answers[field.key] = source[field.key];
  }
  // what is not asked (a condition that does not hold) is not sent
  return shownAnswers(definition, scope, answers);
}

/**
 * The choices of an apartment select: the project's objects open for applications, of the kinds
 * the household applies for, without those it applies for already.
 */
export function otherObjects(
  available: readonly PublicApplicationObject[],
  applied: readonly PublicApplicationObject[],
): PublicApplicationObject[] {
  const ids = new Set(applied.map((object) => object.uuid));
  const kinds = new Set(applied.map((object) => object.object_type));
  return available.filter(
    (object) => object.open && !ids.has(object.uuid) && (kinds.size === 0 || kinds.has(object.object_type)),
  );
}

/** The number of persons a household declares (its first household-size answer), or null. */
export function declaredCount(
  countKeys: readonly string[],
  household: Readonly<Record<string, unknown>> | undefined,
): number | null {
  for (const key of countKeys) {
    const value = household?.[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return null;
}

/**
 * The input paths the server may name in a refusal of the whole household (`household.pets`,
 * `adults.*.email`, `children.*.birth_date`), for the form engine to put them on their inputs.
 */
export function householdPaths(definition: FormDefinition): string[] {
  const paths: string[] = ['uuids'];
  for (const scope of ['household', 'adult', 'child'] as const) {
    for (const field of fieldsOf(definition, scope)) {
      if (!isAnswerField(field) || field.typeName === 'hidden') continue;
      paths.push(scope === 'household' ? `household.${field.key}` : sourceOf(field).replace(/\.0\./, '.*.'));
    }
  }
  return paths;
}

/** The file fields of a scope: the documents the form asks for. */
export function documentFieldsOf(definition: FormDefinition, scope: FieldScope): FormField[] {
  return fieldsOf(definition, scope).filter((field) => FILE_FIELD_TYPES.includes(field.typeName));
}

/**
 * The monthly rent or price of an object as the applicant reads it, whole francs in the app's
 * money format (spec 2 section 9: `CHF 2'450`, other currencies `EUR 2.450`), in every language.
 */
export function priceText(price: number | null, currency: string): string {
  return price === null ? '' : formatMoney(price, currency, 'before', 0);
}
