import { LANGUAGES, type Language } from '../../../schema/api/common';
import type { MailSignatureRecord, MailTemplateRecord } from '../../../schema/api/communication';
import type { MailTexts } from '../../../schema/mailPlaceholders';

/** Where settings > communication lives; its default page is the signature. */
const COMMUNICATION_PATH = '/settings/communication';
export const TEMPLATES_PATH = `${COMMUNICATION_PATH}/templates`;

/** react-query keys of the pages' reads. */
export const TEMPLATES_KEY = ['settings', 'email-templates'] as const;
export const templateKey = (id: string) => ['settings', 'email-templates', id] as const;
export const SIGNATURE_KEY = ['settings', 'email-signature'] as const;

/** The languages in the order of the tabs: the default language (German) first. */
export const MAIL_LANGUAGES: readonly Language[] = LANGUAGES;

/** The text of a placeholder as it goes into a subject or body. */
export const placeholderText = (name: string): string => `{{${name}}}`;

/**
 * How the forms read the server's refusals: a stale version (409) is the conflict notice (the
 * input stays, reload fetches the saved record); field keys are catalogue keys.
 */
export const MAIL_SERVER_ERRORS = {
  conflictKeys: ['mail_template_changed_meanwhile', 'mail_signature_changed_meanwhile'],
  conflictMessage: 'mail_settings_conflict',
} as const;

/** The values of the template form. */
export interface TemplateValues {
  title: string;
  texts: MailTexts;
  version?: number;
}

/** The values of the signature form. */
export interface SignatureValues {
  texts: Record<Language, string>;
  version: number;
}

const emptyTexts = (): MailTexts =>
  Object.fromEntries(MAIL_LANGUAGES.map((language) => [language, { subject: '', body: '' }])) as MailTexts;

/** A template as the form edits it: every language present, missing ones empty. */
export function templateValuesOf(record?: MailTemplateRecord): TemplateValues {
  const texts = emptyTexts();
  for (const language of MAIL_LANGUAGES) {
    const text = record?.texts?.[language];
    if (text) texts[language] = { subject: text.subject ?? '', body: text.body ?? '' };
  }
  return record ? { title: record.title, texts, version: record.version } : { title: '', texts };
}

/** The signature as the form edits it: every language present. */
export function signatureValuesOf(record: MailSignatureRecord): SignatureValues {
  const texts = Object.fromEntries(
    MAIL_LANGUAGES.map((language) => [language, record.texts?.[language] ?? '']),
  ) as Record<Language, string>;
  return { texts, version: record.version };
}

/** The input paths the server may name: `title`, `texts.fr.subject`, `texts.fr.body` (templates). */
export const TEMPLATE_FIELDS: readonly string[] = [
  'title',
  ...MAIL_LANGUAGES.flatMap((language) => [`texts.${language}.subject`, `texts.${language}.body`]),
];

/** The input paths of the signature form: `texts.de` ... */
export const SIGNATURE_FIELDS: readonly string[] = MAIL_LANGUAGES.map((language) => `texts.${language}`);

/** The languages whose inputs hold an error, in tab order (react-hook-form's nested errors). */
export function languagesWithErrors(errors: unknown): Language[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const groups = Object.values(errors as Record<string, unknown>).filter(
    (group): group is Record<string, unknown> => typeof group === 'object' && group !== null,
  );
  return MAIL_LANGUAGES.filter((language) => groups.some((group) => Boolean(group[language])));
}
