import type { Language } from './api/common';
import { fieldsOf, localized, type FieldScope, type FormDefinition, type FormField } from './applicationForm';
import { formatDate, isIsoDate } from './dates';
import { formatMoney, formatNumber, type CurrencyOrder } from './money';
import { formatPhone } from './phoneRules';

/**
 * One answer of an application form as people read it, the same in the staff's sidepanel and in
 * the dossier PDF: dates DD.MM.YYYY, phone numbers +41 79 123 45 67, amounts CHF 2'700.00, other
 * numbers 1'250, choices and countries by their names, yes/no in the reader's language, the
 * objects of an object choice ("other apartments") by their reference number and title.
 */

/** What the caller's language and project add: the words for yes and no, the currency. */
export interface AnswerFormat {
  lang: Language;
  yes: string;
  no: string;
  currency: string;
  currencyOrder: CurrencyOrder;
  /** the names of the objects an object choice may hold, by public id (objectAnswerIds) */
  objects?: ReadonlyMap<string, string>;
}

/** An object as the staff screens and the dossier name it: `A-12 · Seeblick 3.5`. */
export const objectName = (object: { ref_number: string | null; title: string }): string =>
  [object.ref_number, object.title].filter(Boolean).join(' · ');

/**
 * The public ids the object choices of one scope hold in `answers` (a household's "other
 * apartments"), each once, so that the caller can look their names up in one query.
 */
export function objectAnswerIds(
  definition: FormDefinition | null,
  scope: FieldScope,
  answers: Record<string, unknown>,
): string[] {
  if (!definition) return [];
  const ids = fieldsOf(definition, scope)
    .filter((field) => field.typeName === 'apartment_select')
    .flatMap((field) => {
      const value = answers[field.key];
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    });
  return [...new Set(ids)];
}

/**
 * Integer fields that hold an amount of money: a yearly income and a current rent, by the keys the
 * shipped form uses (`income`, `current_rent`) and any key ending in `_income` or `_rent`.
 */
export function isMoneyField(field: Pick<FormField, 'key' | 'typeName'>): boolean {
  return field.typeName === 'integer' && /(^|_)(income|rent)$/.test(field.key);
}

const isEmptyAnswer = (value: unknown) =>
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

/** A number typed as text ("2700") read as one; anything else is not a number. */
function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** A value without a field to read it by (or of a type the field does not expect): as plain text. */
export function plainAnswer(value: unknown, format: AnswerFormat): string {
  if (isEmptyAnswer(value)) return '';
  if (typeof value === 'boolean') return value ? format.yes : format.no;
  if (typeof value === 'number') return formatNumber(value);
  if (Array.isArray(value)) return value.map((v) => plainAnswer(v, format)).join(', ');
  if (value && typeof value === 'object') return JSON.stringify(value);
  const text = String(value).trim();
  return isIsoDate(text) ? formatDate(text) : text;
}

/** The printed value of one answer by its field's type ('' when unanswered). */
export function formatAnswer(field: FormField | undefined, value: unknown, format: AnswerFormat): string {
  if (isEmptyAnswer(value)) return '';
  if (!field) return plainAnswer(value, format);
  switch (field.typeName) {
    case 'boolean':
      return value === true || value === 'true' || value === 1 ? format.yes : format.no;
    case 'date':
      return typeof value === 'string' ? formatDate(value) || value : plainAnswer(value, format);
    case 'phone':
      return typeof value === 'string' ? formatPhone(value) : plainAnswer(value, format);
    case 'integer':
    case 'residents_select': {
      const amount = numberOf(value);
      if (amount === null) return plainAnswer(value, format);
      return isMoneyField(field)
        ? formatMoney(amount, format.currency, format.currencyOrder)
        : formatNumber(amount);
    }
    case 'radio':
    case 'select': {
      const pick = (one: unknown) => {
        const choice = (field.choices ?? []).find((c) => c.value === String(one));
        return choice ? localized(choice.label, format.lang) : plainAnswer(one, format);
      };
      return Array.isArray(value) ? value.map(pick).join(', ') : pick(value);
    }
    case 'country_select':
      return typeof value === 'string' ? countryName(value, format.lang) : plainAnswer(value, format);
    case 'apartment_select': {
      // an object no longer in the project (deleted) keeps its public id rather than vanish
      const name = (one: unknown) =>
        (typeof one === 'string' && format.objects?.get(one)) || plainAnswer(one, format);
      // titles hold commas ("3.5-Zimmer-Wohnung, 2. OG"), so objects are parted by semicolons
      return Array.isArray(value) ? value.map(name).join('; ') : name(value);
    }
    default:
      return plainAnswer(value, format);
  }
}
