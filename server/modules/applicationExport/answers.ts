import type { Language } from '../../../schema/api/common';
import {
  formDefinitionSchema,
  localized,
  type FieldScope,
  type FormDefinition,
  type FormField,
} from '../../../schema/applicationForm';
import { formatDate } from '../../../schema/dates';
import { formatNumber } from '../../../schema/money';
import type { Translator } from '../../core/i18n/index';
import { printPhone } from '../objectMedia/print/sheet';

/**
 * The answers of an application as label and value pairs, resolved against the form version it
 * was made with, in the reader's language. Pure apart from the translator.
 */

export interface AnswerLine {
  key: string;
  label: string;
  value: string;
}

export interface AnswerSection {
  title: string;
  lines: AnswerLine[];
}

/** The stored definition of a form version, or null when it is missing or unreadable. */
export function parseDefinition(json: string | null | undefined): FormDefinition | null {
  if (!json) return null;
  try {
    const parsed = formDefinitionSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A stored answers object (JSON); anything else is no answers. */
export function parseAnswers(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A value without a field to read it by: as plain text. */
function plain(value: unknown, t: Translator): string {
  if (typeof value === 'boolean') return t(value ? 'dossier_yes' : 'dossier_no');
  if (typeof value === 'number') return formatNumber(value);
  if (Array.isArray(value)) return value.map((v) => plain(v, t)).join(', ');
  if (value && typeof value === 'object') return JSON.stringify(value);
  return String(value ?? '').trim();
}

/** The printed value of one answer by its field's type. */
export function answerText(field: FormField, value: unknown, lang: Language, t: Translator): string {
  if (isEmpty(value)) return '';
  switch (field.typeName) {
    case 'boolean':
      return t(value === true || value === 'true' || value === 1 ? 'dossier_yes' : 'dossier_no');
    case 'date':
      return typeof value === 'string' ? formatDate(value) : plain(value, t);
    case 'phone':
      return typeof value === 'string' ? printPhone(value) : plain(value, t);
    case 'integer':
    case 'residents_select':
      return typeof value === 'number' ? formatNumber(value) : plain(value, t);
    case 'radio':
    case 'select': {
      const choice = (field.choices ?? []).find((c) => c.value === String(value));
      return choice ? localized(choice.label, lang) : plain(value, t);
    }
    case 'country_select':
      return typeof value === 'string' ? countryName(value, lang) : plain(value, t);
    default:
      return plain(value, t);
  }
}

/** Fields that print no answer line: display texts and uploads (listed with the documents). */
const printsAnswer = (field: FormField) => field.typeName !== 'html' && field.typeName !== 'file';

/**
 * The answers of one scope by the definition's sections (empty sections left out). Answers the
 * definition does not know (a key of an older form) follow under "further details" with their key,
 * so that nothing the household entered is lost. `fallback` fills a field from a column when the
 * answers lack it (a person's name kept in its own column).
 */
export function resolveAnswers(
  definition: FormDefinition | null,
  scope: FieldScope,
  answers: Record<string, unknown>,
  lang: Language,
  t: Translator,
  fallback: Record<string, unknown> = {},
): AnswerSection[] {
  const sections: AnswerSection[] = [];
  const known = new Set<string>();
  for (const section of definition?.sections ?? []) {
    const lines: AnswerLine[] = [];
    for (const field of section.fields) {
      if (field.scope !== scope) continue;
      known.add(field.key);
      if (!printsAnswer(field)) continue;
      const value = isEmpty(answers[field.key]) ? fallback[field.key] : answers[field.key];
      lines.push({
        key: field.key,
        label: localized(field.label, lang),
        value: answerText(field, value, lang, t),
      });
    }
    if (lines.length > 0) sections.push({ title: localized(section.title, lang), lines });
  }
  const others = Object.entries(answers)
    .filter(([key, value]) => !known.has(key) && !isEmpty(value))
    .map(([key, value]) => ({ key, label: key, value: plain(value, t) }));
  if (others.length > 0) sections.push({ title: t('dossier_other_answers'), lines: others });
  return sections;
}

/** The label of a document category: the file field of that key, or the key itself. */
export function categoryLabel(definition: FormDefinition | null, category: string, lang: Language): string {
  const field = definition?.sections.flatMap((s) => s.fields).find((f) => f.key === category);
  return field ? localized(field.label, lang) : category;
}
