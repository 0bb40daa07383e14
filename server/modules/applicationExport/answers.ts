import type { Language } from '../../../schema/api/common';
import {
  formDefinitionSchema,
  localized,
  type FieldScope,
  type FormDefinition,
  type FormField,
} from '../../../schema/applicationForm';
import { formatAnswer, plainAnswer, type AnswerFormat } from '../../../schema/applicationAnswers';
import type { CurrencyOrder } from '../../../schema/money';
import type { Translator } from '../../core/i18n/index';

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

/** How the dossier prints answers: in the reader's language, amounts in the project's currency. */
export function dossierAnswerFormat(
  lang: Language,
  t: Translator,
  currency: string,
  currencyOrder: CurrencyOrder,
): AnswerFormat {
  return { lang, yes: t('dossier_yes'), no: t('dossier_no'), currency, currencyOrder };
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
  format: AnswerFormat,
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
        label: localized(field.label, format.lang),
        value: formatAnswer(field, value, format),
      });
    }
    if (lines.length > 0) sections.push({ title: localized(section.title, format.lang), lines });
  }
  const others = Object.entries(answers)
    .filter(([key, value]) => !known.has(key) && !isEmpty(value))
    .map(([key, value]) => ({ key, label: key, value: plainAnswer(value, format) }));
  if (others.length > 0) sections.push({ title: t('dossier_other_answers'), lines: others });
  return sections;
}

/** The label of a document category: the file field of that key, or the key itself. */
export function categoryLabel(definition: FormDefinition | null, category: string, lang: Language): string {
  const field = definition?.sections.flatMap((s) => s.fields).find((f) => f.key === category);
  return field ? localized(field.label, lang) : category;
}
