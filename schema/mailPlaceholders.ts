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
  'offer_expires_on',
  'application_link',
  'project_name',
  'sender_name',
] as const;

export type MailPlaceholder = (typeof MAIL_PLACEHOLDERS)[number];

/** The values of one recipient; a missing value renders as an empty string. */
export type PlaceholderValues = Partial<Record<MailPlaceholder, string>>;

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

export function isMailPlaceholder(name: string): name is MailPlaceholder {
  return (MAIL_PLACEHOLDERS as readonly string[]).includes(name);
}

/** The placeholders a text uses that are not in the list, each once, in the order they appear. */
export function unknownPlaceholders(text: string): string[] {
  const unknown: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!isMailPlaceholder(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/**
 * Fills the placeholders of a text. `escape` is applied to every value (escapeHtml for an HTML
 * body, nothing for a subject or a text part), so that an applicant's name cannot add markup.
 */
export function fillPlaceholders(
  text: string,
  values: PlaceholderValues,
  escape: (value: string) => string = (value) => value,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    isMailPlaceholder(name) ? escape(values[name] ?? '') : whole,
  );
}

/** The languages a template must have: subject and body in each (the default language at least). */
export type MailTexts = Record<Language, { subject: string; body: string }>;
