import type { Language } from './api/common';

/**
 * The placeholders a mail template may use (docs/mail-placeholders.md lists them for staff):
 * `{{applicant_name}}` in a subject or body is replaced by the recipient's value when the mail is
 * previewed and sent. A placeholder that is not listed here is refused when a template is saved.
 */
export const MAIL_PLACEHOLDERS = [
  'salutation',
  'applicant_name',
  'applicant_first_name',
  'applicant_last_name',
  'object_title',
  'object_address',
  'object_ref',
  'object_rent',
  'viewing_date',
  'viewing_link',
  'offer_expires_on',
  'offer_link',
  'reference_link',
  'accounting_link',
  'application_link',
  'project_name',
  'sender_name',
] as const;

export type MailPlaceholder = (typeof MAIL_PLACEHOLDERS)[number];

/** The values of one recipient; a missing or empty value is an unfilled placeholder. */
export type PlaceholderValues = Partial<Record<MailPlaceholder, string>>;

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

/** A text's placeholders checked against one list: a mail's, a rental agreement's (schema/contract.ts). */
export interface PlaceholderSet<N extends string> {
  names: readonly N[];
  isKnown: (name: string) => name is N;
  /** the placeholders a text uses that are not in the list, each once, in the order they appear */
  unknown: (text: string) => string[];
  /** the known placeholders a text uses, each once, in the order they appear */
  used: (text: string) => N[];
  /**
   * The damaged placeholders of a text, as written (each once): braces that do not pair up around
   * a name, or one brace where two belong around a name of the list. Whole `{{name}}` are not here.
   */
  damaged: (text: string) => string[];
  /** everything wrong with the placeholders of a text: unknown names and damaged ones */
  problems: (text: string) => { unknown: string[]; damaged: string[] };
  /** whether a text uses an unknown or a damaged placeholder */
  hasProblem: (text: string) => boolean;
  /** the text with its known placeholders filled (`escape` applied to every value) */
  fill: (text: string, values: Partial<Record<N, string>>, escape?: (value: string) => string) => string;
}

/** A piece of text that looks like a placeholder but is not one: `{{first_name}`, `{salutation}}`. */
const DAMAGED = /\{\{?\s*[a-zA-Z0-9_]*\s*\}?\}?/g;

/** The checks of `{{name}}` placeholders against a list of names. */
export function placeholderSet<const N extends string>(names: readonly N[]): PlaceholderSet<N> {
  const isKnown = (name: string): name is N => (names as readonly string[]).includes(name);
  const unknown = (text: string): string[] => {
    const found: string[] = [];
    for (const match of text.matchAll(PLACEHOLDER)) {
      const name = match[1] ?? '';
      if (!isKnown(name) && !found.includes(name)) found.push(name);
    }
    return found;
  };
  const used = (text: string): N[] => {
    const found: N[] = [];
    for (const match of text.matchAll(PLACEHOLDER)) {
      const name = match[1] ?? '';
      if (isKnown(name) && !found.includes(name)) found.push(name);
    }
    return found;
  };
  const damaged = (text: string): string[] => {
    const rest = text.replace(PLACEHOLDER, ' ');
    const found: string[] = [];
    for (const match of rest.matchAll(DAMAGED)) {
      const piece = match[0];
      const name = piece.replace(/[{}\s]/g, '');
      const doubled = piece.startsWith('{{') || piece.endsWith('}}');
      // a lone `{name}` is ordinary text unless it names a placeholder
      if (!doubled && !isKnown(name)) continue;
      if (!found.includes(piece)) found.push(piece);
    }
    // closing braces without their opening ones: `first_name}}`
    for (const match of rest.replace(DAMAGED, ' ').matchAll(/[a-zA-Z0-9_]*\s*\}\}/g)) {
      if (!found.includes(match[0])) found.push(match[0]);
    }
    return found;
  };
  const problems = (text: string) => ({ unknown: unknown(text), damaged: damaged(text) });
  const hasProblem = (text: string) => unknown(text).length > 0 || damaged(text).length > 0;
  const fill = (
    text: string,
    values: Partial<Record<N, string>>,
    escape: (value: string) => string = (value) => value,
  ) =>
    text.replace(PLACEHOLDER, (whole, name: string) => (isKnown(name) ? escape(values[name] ?? '') : whole));
  return { names, isKnown, unknown, used, damaged, problems, hasProblem, fill };
}

const MAIL = placeholderSet(MAIL_PLACEHOLDERS);

export function isMailPlaceholder(name: string): name is MailPlaceholder {
  return MAIL.isKnown(name);
}

/** The placeholders a text uses that are not in the list, each once, in the order they appear. */
export const unknownPlaceholders = (text: string): string[] => MAIL.unknown(text);

/** The known placeholders a text uses, each once, in the order they appear. */
export const placeholdersIn = (text: string): MailPlaceholder[] => MAIL.used(text);

/**
 * The damaged placeholders of a text, as written (each once): braces that do not pair up around
 * a name, or one brace where two belong around a name of the list. Whole `{{name}}` are not here.
 */
export const damagedPlaceholders = (text: string): string[] => MAIL.damaged(text);

/** Everything wrong with the placeholders of a text: unknown names and damaged ones. */
export const placeholderProblems = (text: string): { unknown: string[]; damaged: string[] } =>
  MAIL.problems(text);

/** The placeholders of a text that have no value for this recipient (an empty value counts as none). */
export function unfilledPlaceholders(text: string, values: PlaceholderValues): MailPlaceholder[] {
  return placeholdersIn(text).filter((name) => (values[name] ?? '').trim() === '');
}

const SAMPLE_VALUES: Readonly<Record<MailPlaceholder, string>> = {
  salutation: '',
  applicant_name: 'Anna Keller-Huber',
  applicant_first_name: 'Anna',
  applicant_last_name: 'Keller-Huber',
  object_title: '3.5-Zi.-Wohnung 2.OG',
  object_address: 'Seestrasse 12, 8002 Zürich',
  object_ref: 'A-2.01',
  object_rent: "CHF 2'150.00",
  viewing_date: '14.03.2026 17:30',
  viewing_link: 'https://example.ch/action/besichtigung/anmelden',
  offer_expires_on: '21.03.2026',
  offer_link: 'https://example.ch/action/…/offer-form',
  reference_link: 'https://example.ch/action/…/reference-form?type=landlord',
  accounting_link: 'https://example.ch/action/…/…/accounting-confirmation-form',
  application_link: 'https://example.ch/bewerbung',
  project_name: 'Seeblick',
  sender_name: 'Marco Brunner',
};

const SAMPLE_SALUTATION: Readonly<Record<Language, string>> = {
  de: 'Sehr geehrte Frau Keller-Huber',
  fr: 'Madame Keller-Huber',
  it: 'Gentile signora Keller-Huber',
  en: 'Dear Ms Keller-Huber',
};

/**
 * Sample values, so that a template's subject can be shown as it will read (the template list)
 * without a recipient: invented data, the greeting in the template's language.
 */
export const samplePlaceholderValues = (lang: Language): Readonly<Record<MailPlaceholder, string>> => ({
  ...SAMPLE_VALUES,
  salutation: SAMPLE_SALUTATION[lang],
});

/** A text with every placeholder filled with a sample value (a damaged one stays as written). */
export const withSampleValues = (text: string, lang: Language): string =>
  fillPlaceholders(text, samplePlaceholderValues(lang));

/**
 * Fills the placeholders of a text. `escape` is applied to every value (escapeHtml for an HTML
 * body, nothing for a subject or a text part), so that an applicant's name cannot add markup.
 */
export function fillPlaceholders(
  text: string,
  values: PlaceholderValues,
  escape: (value: string) => string = (value) => value,
): string {
  return MAIL.fill(text, values, escape);
}

/** The languages a template must have: subject and body in each (the default language at least). */
export type MailTexts = Record<Language, { subject: string; body: string }>;

/** How a person is greeted: as a woman, as a man, or neutrally (the form asked nothing, or "other"). */
export type SalutationForm = 'female' | 'male' | 'neutral';

/** How the staff set a person's salutation (Anrede); none chosen greets neutrally. */
export const PERSON_SALUTATIONS = ['female', 'male'] as const;

/** The person fields that may say how to greet someone (a project's form may ask one of them). */
export const SALUTATION_FIELDS = ['salutation', 'gender'] as const;

const FEMALE = new Set(['female', 'f', 'w', 'ms', 'mrs', 'frau', 'madame', 'mme', 'signora', 'sig.ra']);
/** Answers that ask for no gendered greeting (the Anrede "none", "keine Angabe"). */
const NEUTRAL = new Set(['none', 'other', 'neutral', 'divers', 'keine angabe', 'aucune', 'nessuna']);
const MALE = new Set(['male', 'm', 'mr', 'herr', 'monsieur', 'm.', 'signor', 'signore', 'sig.']);

/**
 * The salutation form of a person from their answers (`salutation` or `gender`: "Frau", "Herr",
 * `female`, `male`, ... in any of the four languages); `none` (or "keine Angabe") is neutral even
 * when a `gender` answer says otherwise; anything else, or nothing, is neutral.
 */
export function salutationFormOf(answers: Readonly<Record<string, unknown>>): SalutationForm {
  for (const field of SALUTATION_FIELDS) {
    const value = answers[field];
    if (typeof value !== 'string') continue;
    const word = value.trim().toLowerCase();
    if (FEMALE.has(word)) return 'female';
    if (MALE.has(word)) return 'male';
    if (NEUTRAL.has(word)) return 'neutral';
  }
  return 'neutral';
}
