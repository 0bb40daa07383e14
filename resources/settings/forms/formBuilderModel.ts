import {
  CHOICE_FIELD_TYPES,
  FIELD_TYPES,
  RANGE_FIELD_TYPES,
  formDefinitionSchema,
  type FieldScope,
  type FieldTypeCode,
  type FieldTypeName,
  type FormDefinition,
  type FormDefinitionInput,
} from '../../../schema/applicationForm';
import type { Language } from '../../../schema/api/common';

/**
 * The form builder's draft and its edits as pure functions: sections and fields added, removed,
 * changed and moved (up, down, to a place), keys made unique, and the definition's refusals by the
 * path of the input they belong to.
 */

export type Texts = Record<Language, string>;

export interface DraftChoice {
  value: string;
  label: Texts;
}

export interface DraftField {
  /** the builder's own id of the entry (stable while keys change and entries move); not saved */
  uid: string;
  key: string;
  type: FieldTypeCode;
  label: Texts;
  required: boolean;
  help: Texts;
  choices: DraftChoice[];
  min: number | null;
  max: number | null;
  scope: FieldScope;
}

export interface DraftSection {
  uid: string;
  key: string;
  title: Texts;
  fields: DraftField[];
}

export interface Draft {
  sections: DraftSection[];
}

let lastUid = 0;
const nextUid = () => `entry-${++lastUid}`;

const EMPTY_TEXTS: Texts = { de: '', fr: '', it: '', en: '' };
const texts = (value?: Partial<Texts>): Texts => ({ ...EMPTY_TEXTS, ...value });

/** The stored definition as a draft the builder edits (every text in four languages, no missing parts). */
export function draftOf(definition: FormDefinition): Draft {
  return {
    sections: definition.sections.map((section) => ({
      uid: nextUid(),
      key: section.key,
      title: texts(section.title),
      fields: section.fields.map((field) => ({
        uid: nextUid(),
        key: field.key,
        type: field.type,
        label: texts(field.label),
        required: field.required,
        help: texts(field.help),
        choices: (field.choices ?? []).map((choice) => ({ value: choice.value, label: texts(choice.label) })),
        min: field.min ?? null,
        max: field.max ?? null,
        scope: field.scope,
      })),
    })),
  };
}

/** The draft as the definition the server takes: choices and range only where the type has them. */
export function definitionOf(draft: Draft): FormDefinitionInput {
  return {
    sections: draft.sections.map((section) => ({
      key: section.key,
      title: section.title,
      fields: section.fields.map((field) => {
        const name = FIELD_TYPES[field.type];
        return {
          key: field.key,
          type: field.type,
          label: field.label,
          required: field.required,
          help: field.help,
          scope: field.scope,
          ...(CHOICE_FIELD_TYPES.includes(name) ? { choices: field.choices } : {}),
          ...(RANGE_FIELD_TYPES.includes(name) ? { min: field.min, max: field.max } : {}),
        };
      }),
    })),
  };
}

/** The draft checked by the shared definition schema: the definition, or the messages by input path. */
export function checkDraft(
  draft: Draft,
): { ok: true; definition: FormDefinition } | { ok: false; errors: Record<string, string> } {
  const result = formDefinitionSchema.safeParse(definitionOf(draft));
  if (result.success) return { ok: true, definition: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || 'sections';
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A key not yet used among `taken`: `base`, `base_2`, `base_3`... */
function uniqueKey(base: string, taken: readonly string[]): string {
  const clean =
    base
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, '_')
      .replace(/^[^a-z]+/, '')
      .slice(0, 40) || 'field';
  if (!taken.includes(clean)) return clean;
  let n = 2;
  while (taken.includes(`${clean}_${n}`)) n += 1;
  return `${clean}_${n}`;
}

const fieldKeys = (draft: Draft) =>
  draft.sections.flatMap((section) => section.fields.map((field) => field.key));

/** A new text field at the end of a section, asked for the household, with a key of its own. */
function newField(draft: Draft, scope: FieldScope = 'household'): DraftField {
  return {
    uid: nextUid(),
    key: uniqueKey('field', fieldKeys(draft)),
    type: 12,
    label: texts(),
    required: false,
    help: texts(),
    choices: [],
    min: null,
    max: null,
    scope,
  };
}

function newSection(draft: Draft): DraftSection {
  return {
    uid: nextUid(),
    key: uniqueKey(
      'section',
      draft.sections.map((section) => section.key),
    ),
    title: texts(),
    fields: [],
  };
}

/** The list with the entry at `from` moved to `to` (clamped); the same list when nothing moves. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(target, 0, entry as T);
  return next;
}

const withSection = (
  draft: Draft,
  index: number,
  change: (section: DraftSection) => DraftSection,
): Draft => ({
  sections: draft.sections.map((section, at) => (at === index ? change(section) : section)),
});

export const addSection = (draft: Draft): Draft => ({ sections: [...draft.sections, newSection(draft)] });
export const removeSection = (draft: Draft, index: number): Draft => ({
  sections: draft.sections.filter((_, at) => at !== index),
});
export const moveSection = (draft: Draft, from: number, to: number): Draft => ({
  sections: moved(draft.sections, from, to),
});
export const changeSection = (draft: Draft, index: number, change: Partial<DraftSection>): Draft =>
  withSection(draft, index, (section) => ({ ...section, ...change }));

export const addField = (draft: Draft, section: number): Draft =>
  withSection(draft, section, (entry) => ({
    ...entry,
    fields: [...entry.fields, newField(draft, entry.fields[entry.fields.length - 1]?.scope)],
  }));
export const removeField = (draft: Draft, section: number, index: number): Draft =>
  withSection(draft, section, (entry) => ({
    ...entry,
    fields: entry.fields.filter((_, at) => at !== index),
  }));
export const changeField = (
  draft: Draft,
  section: number,
  index: number,
  change: Partial<DraftField>,
): Draft =>
  withSection(draft, section, (entry) => ({
    ...entry,
    fields: entry.fields.map((field, at) => (at === index ? { ...field, ...change } : field)),
  }));

/**
 * A field moved within its section, or across sections: up from a section's first place goes to
 * the end of the section before, down from the last to the start of the next.
 */
export function moveField(draft: Draft, section: number, index: number, direction: -1 | 1): Draft {
  const fields = draft.sections[section]?.fields ?? [];
  const target = index + direction;
  if (target >= 0 && target < fields.length) {
    return withSection(draft, section, (entry) => ({ ...entry, fields: moved(entry.fields, index, target) }));
  }
  const other = section + direction;
  const field = fields[index];
  if (!field || other < 0 || other >= draft.sections.length) return draft;
  const removed = removeField(draft, section, index);
  return withSection(removed, other, (entry) => ({
    ...entry,
    fields: direction < 0 ? [...entry.fields, field] : [field, ...entry.fields],
  }));
}

/** A field dragged onto the place of another (possibly in another section). */
export function dropField(
  draft: Draft,
  from: { section: number; index: number },
  to: { section: number; index: number },
): Draft {
  const field = draft.sections[from.section]?.fields[from.index];
  if (!field || !draft.sections[to.section]) return draft;
  if (from.section === to.section) {
    return withSection(draft, from.section, (entry) => ({
      ...entry,
      fields: moved(entry.fields, from.index, to.index),
    }));
  }
  const removed = removeField(draft, from.section, from.index);
  return withSection(removed, to.section, (entry) => {
    const next = [...entry.fields];
    next.splice(Math.min(to.index, next.length), 0, field);
    return { ...entry, fields: next };
  });
}

/** Whether a type takes choices, a range, or no answer at all (the builder shows only what applies). */
export const typeTakes = (type: FieldTypeCode) => {
  const name: FieldTypeName = FIELD_TYPES[type];
  return {
    choices: CHOICE_FIELD_TYPES.includes(name),
    range: RANGE_FIELD_TYPES.includes(name),
    answer: name !== 'html',
  };
};

/** A field's name in lists and announcements: its German label, else its key. */
export const fieldName = (field: Pick<DraftField, 'label' | 'key'>) => field.label.de.trim() || field.key;
