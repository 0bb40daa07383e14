import { z } from 'zod';
import { LANGUAGES, type Language } from './api/common';
import { NOTE_MAX_CHARS } from './constants';
import { COUNTRY_CODES } from './countries';
import {
  REQUIRED,
  booleanRule,
  choiceRule,
  dateRule,
  emailRule,
  numberRule,
  ruleMessage,
  textRule,
} from './rules';
import { phoneRule } from './phoneRules';

/**
 * The application form of a project (spec 1 section 3, "Field type codes 1-15" and
 * "Application-form state"): sections of fields, each field of one of 15 types, asked once per
 * household, per adult or per child. The same definition builds the zod schema of the answers that
 * the public form's resolver and the server's parse both use (`answersSchema`).
 */

// ---- field types ----

/** The code of each field type (docs/decisions.md: the order of spec 1 section 3). */
export const FIELD_TYPE_CODES = {
  boolean: 1,
  date: 2,
  email: 3,
  file: 4,
  hidden: 5,
  integer: 6,
  phone: 7,
  radio: 8,
  select: 9,
  apartment_select: 10,
  residents_select: 11,
  text: 12,
  textarea: 13,
  html: 14,
  country_select: 15,
} as const;

export type FieldTypeName = keyof typeof FIELD_TYPE_CODES;
export type FieldTypeCode = (typeof FIELD_TYPE_CODES)[FieldTypeName];

/** Code -> type name: the mapping the form builder, the public form and the server share. */
export const FIELD_TYPES: Readonly<Record<FieldTypeCode, FieldTypeName>> = Object.fromEntries(
  Object.entries(FIELD_TYPE_CODES).map(([name, code]) => [code, name]),
) as Record<FieldTypeCode, FieldTypeName>;

export const FIELD_TYPE_NAMES = Object.keys(FIELD_TYPE_CODES) as FieldTypeName[];

export function fieldTypeName(code: FieldTypeCode): FieldTypeName {
  return FIELD_TYPES[code];
}

/** Types whose field carries choices (at least one, values unique). */
export const CHOICE_FIELD_TYPES: readonly FieldTypeName[] = ['radio', 'select'];
/** Types that show something but take no answer. */
export const DISPLAY_FIELD_TYPES: readonly FieldTypeName[] = ['html'];
/**
 * Types answered by uploading documents to the application through its private link (category =
 * the field's key), not in the answers: before the first submit there is no application to hold them.
 */
export const FILE_FIELD_TYPES: readonly FieldTypeName[] = ['file'];
/** Types where min and max apply: text length, integer value, residents count. */
export const RANGE_FIELD_TYPES: readonly FieldTypeName[] = [
  'integer',
  'text',
  'textarea',
  'residents_select',
];

/** Where a field is asked: once for the household, for every adult, or for every child. */
export const FIELD_SCOPES = ['household', 'adult', 'child'] as const;
export type FieldScope = (typeof FIELD_SCOPES)[number];

/** Country select values: ISO 3166-1 alpha-2 codes (schema/countries.ts; names from GET /api/v1/country-list/). */
export { COUNTRY_CODES };

/** Longest text answers when the field sets no max. */
export const TEXT_MAX = 200;
export const TEXTAREA_MAX = NOTE_MAX_CHARS;
export const HIDDEN_MAX = NOTE_MAX_CHARS;
/** Residents select: how many people may live in the apartment, when the field sets no range. */
export const RESIDENTS_MIN = 1;
export const RESIDENTS_MAX = 12;
/** Most adults and children a household may list. */
export const MAX_ADULTS = 10;
export const MAX_CHILDREN = 15;

/**
 * Keys the server reads for the application's columns (list, duplicates, mail): an adult's
 * names, e-mail, phone, birth date and yearly income; the household's move-in date and pets.
 * A form without one of them leaves that column empty.
 */
export const PERSON_COLUMN_KEYS = ['first_name', 'last_name', 'email', 'phone', 'birth_date'] as const;
export const KNOWN_KEY_TYPES: Readonly<Partial<Record<FieldScope, Readonly<Record<string, FieldTypeName>>>>> =
  {
    adult: {
      first_name: 'text',
      last_name: 'text',
      email: 'email',
      phone: 'phone',
      birth_date: 'date',
      income: 'integer',
    },
    child: { first_name: 'text', last_name: 'text', birth_date: 'date' },
    household: { move_in_date: 'date', pets: 'boolean' },
  };

/** The client path of the public form for one or more objects (their public ids, first = first priority). */
export const APPLICATION_FORM_PATH = '/form/application/new';
export function applicationUrlOf(publicIds: string | readonly string[]): string {
  const ids = typeof publicIds === 'string' ? [publicIds] : publicIds;
  return `${APPLICATION_FORM_PATH}?uuids=${ids.map(encodeURIComponent).join(',')}`;
}

// ---- the definition ----

const KEY_PATTERN = /^[a-z][a-z0-9_]{0,49}$/;

/** A text in the four languages; German is required, the others fall back to it when empty. */
export const localizedTextSchema = z.object({
  de: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .max(NOTE_MAX_CHARS, ruleMessage('text_too_long', { max: NOTE_MAX_CHARS })),
  fr: z
    .string()
    .trim()
    .max(NOTE_MAX_CHARS, ruleMessage('text_too_long', { max: NOTE_MAX_CHARS }))
    .default(''),
  it: z
    .string()
    .trim()
    .max(NOTE_MAX_CHARS, ruleMessage('text_too_long', { max: NOTE_MAX_CHARS }))
    .default(''),
  en: z
    .string()
    .trim()
    .max(NOTE_MAX_CHARS, ruleMessage('text_too_long', { max: NOTE_MAX_CHARS }))
    .default(''),
});
/** Help texts and other optional texts: every language may be empty. */
export const optionalLocalizedTextSchema = z.object({
  de: z
    .string()
    .trim()
    .max(20000, ruleMessage('text_too_long', { max: 20000 }))
    .default(''),
  fr: z
    .string()
    .trim()
    .max(20000, ruleMessage('text_too_long', { max: 20000 }))
    .default(''),
  it: z
    .string()
    .trim()
    .max(20000, ruleMessage('text_too_long', { max: 20000 }))
    .default(''),
  en: z
    .string()
    .trim()
    .max(20000, ruleMessage('text_too_long', { max: 20000 }))
    .default(''),
});
export type LocalizedText = z.output<typeof localizedTextSchema>;

const codeSchema = z
  .number({ error: 'form_field_type_invalid' })
  .int('form_field_type_invalid')
  .min(1, 'form_field_type_invalid')
  .max(15, 'form_field_type_invalid') as unknown as z.ZodType<FieldTypeCode>;

export const formChoiceSchema = z.object({
  value: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .max(100, ruleMessage('text_too_long', { max: 100 })),
  label: localizedTextSchema,
});
export type FormChoice = z.output<typeof formChoiceSchema>;

/**
 * When a field is asked: only while another answer of the same scope has one of `in` (or none of
 * `notIn`); compared as text (`true`/`false` for a yes/no field). A field whose condition does not
 * hold is not shown, not required and not stored.
 */
export const fieldConditionSchema = z
  .object({
    key: z.string().trim().regex(KEY_PATTERN, 'form_field_key_invalid'),
    in: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
    notIn: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  })
  .refine((c) => (c.in?.length ?? 0) + (c.notIn?.length ?? 0) > 0, 'form_condition_empty');
export type FieldCondition = z.output<typeof fieldConditionSchema>;

export const formFieldSchema = z
  .object({
    key: z.string().trim().regex(KEY_PATTERN, 'form_field_key_invalid'),
    type: codeSchema,
    /** the type's name; derived from the code (a given one must match it) */
    typeName: z.enum(FIELD_TYPE_NAMES as [FieldTypeName, ...FieldTypeName[]]).optional(),
    label: localizedTextSchema,
    required: z.boolean().default(false),
    help: optionalLocalizedTextSchema.optional(),
    choices: z.array(formChoiceSchema).max(200).optional(),
    min: z.number().int().nullable().optional(),
    max: z.number().int().nullable().optional(),
    scope: z.enum(FIELD_SCOPES),
    showIf: fieldConditionSchema.optional(),
  })
  .superRefine((field, ctx) => {
    if (field.typeName !== undefined && FIELD_TYPES[field.type] !== field.typeName)
      ctx.addIssue({ code: 'custom', path: ['typeName'], message: 'form_field_type_invalid' });
  })
  .transform((field) => ({ ...field, typeName: FIELD_TYPES[field.type] }));
export type FormField = z.output<typeof formFieldSchema>;

export const formSectionSchema = z.object({
  key: z.string().trim().regex(KEY_PATTERN, 'form_field_key_invalid'),
  title: localizedTextSchema,
  fields: z.array(formFieldSchema).max(200),
});
export type FormSection = z.output<typeof formSectionSchema>;

// ---- questions a project adds to the reference forms ----

/** Most questions a project adds to each reference type. */
export const MAX_ADDED_REFERENCE_QUESTIONS = 10;
const ADDED_QUESTION_KEY = /^added_[0-9]{1,4}$/;

/**
 * A question the project adds to a reference form (settings > form settings > references): a
 * yes/no or a text answer, its text per language. Its key (`added_<n>`) is given by the server on
 * the first save and kept after, so an answer stays with its question.
 */
export const REFERENCE_QUESTION_MAX = 300;
const questionText = z
  .string()
  .trim()
  .max(REFERENCE_QUESTION_MAX, ruleMessage('text_too_long', { max: REFERENCE_QUESTION_MAX }));
export const addedReferenceQuestionSchema = z.object({
  key: z.string().trim().regex(ADDED_QUESTION_KEY, 'form_field_key_invalid').optional(),
  kind: z.enum(['yesno', 'text'], { error: 'choice_invalid' }),
  label: z.object({
    de: z.string({ error: REQUIRED }).pipe(questionText.min(1, REQUIRED)),
    // an input left empty sends null
    fr: questionText.nullish().transform((v) => v ?? ''),
    it: questionText.nullish().transform((v) => v ?? ''),
    en: questionText.nullish().transform((v) => v ?? ''),
  }),
  required: z
    .boolean()
    .nullish()
    .transform((v) => v === true),
});
export type AddedReferenceQuestionInput = z.output<typeof addedReferenceQuestionSchema>;

const addedQuestionList = z
  .array(addedReferenceQuestionSchema)
  .max(MAX_ADDED_REFERENCE_QUESTIONS, ruleMessage('tags_too_many', { max: MAX_ADDED_REFERENCE_QUESTIONS }))
  .default([]);

/** The added questions of both reference types, as the form definition holds them. */
export const referenceQuestionSettingsSchema = z.object({
  landlord: addedQuestionList,
  employer: addedQuestionList,
});
export type ReferenceQuestionSettings = z.output<typeof referenceQuestionSettingsSchema>;

/** POST /api/v1/settings/form-settings/references: the form's version they were loaded at, and the questions. */
export const referenceQuestionSettingsSaveSchema = referenceQuestionSettingsSchema.extend({
  version: z.number({ error: 'version_required' }).int().min(1),
});

export const NO_ADDED_REFERENCE_QUESTIONS: ReferenceQuestionSettings = { landlord: [], employer: [] };

/**
 * Gives every added question a key: a kept one stays (a repeated one counts once), a new one gets
 * the next free `added_<n>` of its type.
 */
export function withQuestionKeys(
  list: readonly AddedReferenceQuestionInput[],
): Array<AddedReferenceQuestionInput & { key: string }> {
  const numberOf = (key: string | undefined) => Number(key?.slice('added_'.length) ?? 0) || 0;
  let next = Math.max(0, ...list.map((q) => numberOf(q.key))) + 1;
  const seen = new Set<string>();
  return list.map((question) => {
    let key = question.key;
    if (!key || seen.has(key)) key = `added_${next++}`;
    seen.add(key);
    return { ...question, key };
  });
}

/**
 * A form definition as the builder saves it and the server stores it (application_forms.definition).
 * Checked beyond the shape: section keys unique; field keys unique per scope; radio and select
 * fields have choices with unique values; min <= max; a known key (KNOWN_KEY_TYPES) has its type.
 */
export const formDefinitionSchema = z
  .object({
    sections: z.array(formSectionSchema).min(1, 'form_sections_empty').max(50),
    /** the questions the project adds to the reference forms; a save without them keeps the stored ones */
    references: referenceQuestionSettingsSchema.optional(),
  })
  .superRefine((definition, ctx) => {
    const sectionKeys = new Set<string>();
    const fieldKeys = new Set<string>();
    definition.sections.forEach((section, s) => {
      if (sectionKeys.has(section.key))
        ctx.addIssue({ code: 'custom', path: ['sections', s, 'key'], message: 'form_key_duplicate' });
      sectionKeys.add(section.key);
      section.fields.forEach((field, f) => {
        const at = (...rest: (string | number)[]) => ['sections', s, 'fields', f, ...rest];
        const scoped = `${field.scope}:${field.key}`;
        if (fieldKeys.has(scoped))
          ctx.addIssue({ code: 'custom', path: at('key'), message: 'form_key_duplicate' });
        fieldKeys.add(scoped);
        const typeName = FIELD_TYPES[field.type];
        const known = KNOWN_KEY_TYPES[field.scope]?.[field.key];
        if (known !== undefined && known !== typeName)
          ctx.addIssue({
            code: 'custom',
            path: at('type'),
            message: ruleMessage('form_field_key_type', { type: known }),
          });
        if (CHOICE_FIELD_TYPES.includes(typeName)) {
          const choices = field.choices ?? [];
          if (choices.length === 0)
            ctx.addIssue({ code: 'custom', path: at('choices'), message: 'form_choices_missing' });
          const values = new Set<string>();
          choices.forEach((choice, c) => {
            if (values.has(choice.value))
              ctx.addIssue({
                code: 'custom',
                path: at('choices', c, 'value'),
                message: 'form_choice_duplicate',
              });
            values.add(choice.value);
          });
        }
        if (field.showIf) {
          const other = definition.sections
            .flatMap((x) => x.fields)
            .find((f) => f.scope === field.scope && f.key === field.showIf!.key);
          if (!other || field.showIf.key === field.key)
            ctx.addIssue({ code: 'custom', path: at('showIf', 'key'), message: 'form_condition_unknown' });
        }
        if (
          field.min !== undefined &&
          field.min !== null &&
          field.max !== undefined &&
          field.max !== null &&
          field.min > field.max
        )
          ctx.addIssue({ code: 'custom', path: at('max'), message: 'form_min_above_max' });
      });
    });
  });
export type FormDefinition = z.output<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/**
 * POST /api/v1/settings/form-settings: the version the form was loaded at and the changed
 * definition (checked by formDefinitionSchema, whose refusal names the fields under `definition.`).
 */
export const formSettingsSaveSchema = z.object({
  version: z.number({ error: 'version_required' }).int().min(1),
  definition: z.unknown(),
});
export type FormSettingsSaveInput = z.output<typeof formSettingsSaveSchema>;

/** The fields of one scope in form order (sections in order, fields in order). */
export function fieldsOf(definition: FormDefinition, scope: FieldScope): FormField[] {
  return definition.sections.flatMap((section) => section.fields.filter((field) => field.scope === scope));
}

/** A localized text in a language, falling back to German. */
export function localized(text: Partial<LocalizedText> | undefined, language: Language): string {
  if (!text) return '';
  return (text[language] ?? '').trim() || (text.de ?? '');
}

// ---- answers ----

type AnswerBuilder = (field: FormField) => z.ZodType | null;

const rangeOf = (field: FormField) => ({
  min: field.min ?? undefined,
  max: field.max ?? undefined,
});

const choiceValues = (field: FormField): [string, ...string[]] => {
  const values = (field.choices ?? []).map((choice) => choice.value);
  return values.length > 0 ? (values as [string, ...string[]]) : [''];
};

/** A yes/no field; a required one must be answered yes (a consent). */
const booleanAnswer = (field: FormField) =>
  field.required ? booleanRule(false).refine((v) => v === true, REQUIRED) : booleanRule(false);

/** The answer of one field by its type: the rules of schema/rules.ts, null when it takes no answer. */
const ANSWER_BUILDERS: Readonly<Record<FieldTypeName, AnswerBuilder>> = {
  boolean: booleanAnswer,
  date: (field) => dateRule(field.required),
  email: (field) => emailRule(field.required),
  file: () => null,
  hidden: (field) => textRule({ required: field.required, max: field.max ?? HIDDEN_MAX }),
  integer: (field) => numberRule({ required: field.required, integer: true, ...rangeOf(field) }),
  phone: (field) => phoneRule({ required: field.required }),
  radio: (field) => choiceRule(choiceValues(field), field.required),
  select: (field) => choiceRule(choiceValues(field), field.required),
  /** the public ids of objects of the project the household also asks for */
  apartment_select: (field) =>
    z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? [] : v),
      z
        .array(z.string().trim().min(1).max(64), { error: 'choice_invalid' })
        .max(20, ruleMessage('tags_too_many', { max: 20 }))
        .refine((v) => !field.required || v.length > 0, REQUIRED),
    ),
  residents_select: (field) =>
    numberRule({
      required: field.required,
      integer: true,
      min: field.min ?? RESIDENTS_MIN,
      max: field.max ?? RESIDENTS_MAX,
    }),
  text: (field) =>
    textRule({ required: field.required, min: field.min ?? undefined, max: field.max ?? TEXT_MAX }),
  textarea: (field) =>
    textRule({ required: field.required, min: field.min ?? undefined, max: field.max ?? TEXTAREA_MAX }),
  html: () => null,
  country_select: (field) => choiceRule(COUNTRY_CODES as [string, ...string[]], field.required),
};

/**
 * The zod schema of the answers to the fields of one scope: an object keyed by field key. Messages
 * are keys of the catalogues (schema/rules.ts). File and html fields take no answer here.
 */
export function answersSchema(definition: FormDefinition, scope: FieldScope) {
  const shape: Record<string, z.ZodType> = {};
  const conditional: Array<[FormField, z.ZodType]> = [];
  for (const field of fieldsOf(definition, scope)) {
    const answer = ANSWER_BUILDERS[field.typeName](field);
    if (!answer) continue;
    if (field.showIf && field.required) {
      // its form always, whether it is needed only while its condition holds (checked below)
      shape[field.key] = ANSWER_BUILDERS[field.typeName]({ ...field, required: false })!;
      conditional.push([field, answer]);
    } else shape[field.key] = answer;
  }
  return z.object(shape).superRefine((answers, ctx) => {
    for (const [field, answer] of conditional) {
      if (!isFieldShown(field, answers)) continue;
      const result = answer.safeParse(answers[field.key]);
      if (!result.success)
        for (const issue of result.error.issues)
          ctx.addIssue({ code: 'custom', path: [field.key, ...issue.path], message: issue.message });
    }
  });
}

/** The answers without those of fields whose condition does not hold (they are not stored). */
export function shownAnswers(
  definition: FormDefinition,
  scope: FieldScope,
  answers: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...answers };
  for (const field of fieldsOf(definition, scope)) {
    if (!isFieldShown(field, answers)) delete out[field.key];
  }
  return out;
}

/** An answer as the text a condition compares (`true`/`false` for yes/no, '' for none). */
const conditionText = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : String(value);

/** Whether a field is asked, given the other answers of its scope (fields without a condition always are). */
export function isFieldShown(
  field: Pick<FormField, 'showIf'>,
  answers: Readonly<Record<string, unknown>>,
): boolean {
  const condition = field.showIf;
  if (!condition) return true;
  const value = conditionText(answers[condition.key]);
  if (condition.in && !condition.in.includes(value)) return false;
  if (condition.notIn && (value === '' || condition.notIn.includes(value))) return false;
  return true;
}

/**
 * The household-size fields: residents selects of the household, where it declares how many
 * people it is. Their answer must be the number of adults and children it lists (one figure for
 * list, filters, points and dossier).
 */
export function householdCountFields(definition: FormDefinition): FormField[] {
  return fieldsOf(definition, 'household').filter((field) => field.typeName === 'residents_select');
}

/**
 * The message when a declared household size is not the number of persons listed (null when it
 * is, or when nothing is declared): `application_household_count_mismatch|{declared, entered}`.
 */
export function householdCountRefusal(declared: unknown, persons: number): string | null {
  if (typeof declared !== 'number' || !Number.isFinite(declared) || declared === persons) return null;
  return ruleMessage('application_household_count_mismatch', { declared, entered: persons });
}

export type Answers = Record<string, unknown>;

/** The file fields of a scope: the documents the form asks for (category = key). */
export function documentFields(definition: FormDefinition, scope?: FieldScope): FormField[] {
  return definition.sections.flatMap((section) =>
    section.fields.filter(
      (field) => field.typeName === 'file' && (scope === undefined || field.scope === scope),
    ),
  );
}

/** One person of the household as the public form sends it. */
export const personBodySchema = (definition: FormDefinition, scope: 'adult' | 'child') =>
  z.object({ answers: answersSchema(definition, scope) });

/** The version a change through the private link was read at (a stale one is 409). */
const linkVersion = z.number({ error: 'version_required' }).int().min(1);

/** POST api/v1/product-form/{formId}/update/{slug}/{token}/: the household's answers at the application's version. */
export const householdBodySchema = (definition: FormDefinition) =>
  z.object({ version: linkVersion, answers: answersSchema(definition, 'household') });
export type HouseholdBody = z.output<ReturnType<typeof householdBodySchema>>;

/** POST …/{adult|child}/{personId}/: a person's answers at the person's version. */
export const personUpdateBodySchema = (definition: FormDefinition, scope: 'adult' | 'child') =>
  personBodySchema(definition, scope).extend({ version: linkVersion });
export type PersonBody = z.output<ReturnType<typeof personBodySchema>>;
export type PersonUpdateBody = z.output<ReturnType<typeof personUpdateBodySchema>>;

/** GET api/v2/applications/new?uuids=: the public ids of the advertised objects (comma-separated or repeated). */
export const publicFormQuerySchema = z.object({
  uuids: z.union([z.string(), z.array(z.string())]).optional(),
});

/**
 * POST api/v2/applications/new: the whole household at once. Field errors come back under
 * `household.<key>`, `adults.<n>.<key>`, `children.<n>.<key>`.
 */
export function newApplicationSchema(definition: FormDefinition) {
  const counts = householdCountFields(definition);
  return z
    .object({
      language: z.enum(LANGUAGES).default('de'),
      /** the public ids of the objects applied for, in the household's order (first = first priority) */
      uuids: z
        .array(z.string().trim().min(1).max(64))
        .min(1, 'application_objects_missing')
        .max(20, ruleMessage('tags_too_many', { max: 20 })),
      household: answersSchema(definition, 'household'),
      adults: z
        .array(answersSchema(definition, 'adult'))
        .min(1, 'application_adult_missing')
        .max(MAX_ADULTS, ruleMessage('tags_too_many', { max: MAX_ADULTS })),
      children: z
        .array(answersSchema(definition, 'child'))
        .max(MAX_CHILDREN, ruleMessage('tags_too_many', { max: MAX_CHILDREN }))
        .default([]),
    })
    .superRefine((body, ctx) => {
      const persons = body.adults.length + body.children.length;
      for (const field of counts) {
        const message = householdCountRefusal(body.household[field.key], persons);
        if (message) ctx.addIssue({ code: 'custom', path: ['household', field.key], message });
      }
    });
}
export type NewApplicationBody = z.output<ReturnType<typeof newApplicationSchema>>;
export type NewApplicationInput = z.input<ReturnType<typeof newApplicationSchema>>;
