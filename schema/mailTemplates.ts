import { z } from 'zod';
import { LANGUAGES, type Language } from './api/common';
import { placeholderProblems, type MailTexts } from './mailPlaceholders';
import { REQUIRED, ruleMessage } from './rules';

/**
 * The rules of a mail template and of the mail signature (settings > communication), used by the
 * server to refuse a bad template and by the settings screen to guide the user. A field error's
 * path is the input's source (`texts.fr.body`), so react-admin shows it on the right input.
 */

export const MAIL_TEMPLATE_TITLE_MAX = 120;
export const MAIL_SUBJECT_MAX = 200;
/** a body (HTML) is limited so that a template stays a mail, not a document */
export const MAIL_BODY_MAX = 100_000;
export const MAIL_SIGNATURE_MAX = 20_000;
/** the language every template needs */
export const MAIL_DEFAULT_LANGUAGE: Language = 'de';

export const MAIL_UNKNOWN_PLACEHOLDER = 'mail_unknown_placeholder';
export const MAIL_SUBJECT_LINE_BREAK = 'mail_subject_line_break';

/** Whether a rich-text body has no visible content (only tags, spaces and &nbsp;), images aside. */
export function isEmptyBody(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  return text === '';
}

const textSchema = z.object({
  subject: z
    .string()
    .max(10_000, ruleMessage('text_too_long', { max: MAIL_SUBJECT_MAX }))
    .default(''),
  body: z
    .string()
    .max(MAIL_BODY_MAX, ruleMessage('text_too_long', { max: MAIL_BODY_MAX }))
    .default(''),
});

const emptyText = { subject: '', body: '' };

/** The texts of every language; a language left out is empty. */
const textsSchema = z
  .object({
    de: textSchema.default(emptyText),
    fr: textSchema.default(emptyText),
    it: textSchema.default(emptyText),
    en: textSchema.default(emptyText),
  })
  .default({ de: emptyText, fr: emptyText, it: emptyText, en: emptyText });

/** Whether a text uses a placeholder that is not in the list, or a damaged one (`{{first_name}`). */
function hasBadPlaceholder(text: string): boolean {
  const { unknown, damaged } = placeholderProblems(text);
  return unknown.length > 0 || damaged.length > 0;
}

/** What can be wrong with a mail's subject or body. */
export type MailTextProblem = 'required' | 'too_long' | 'line_break' | 'unknown_placeholder';

/**
 * The rules of a mail's subject and body, shared by templates and the mail dialog's editor: both
 * needed (when `needed`), the subject on one line and at most MAIL_SUBJECT_MAX characters, only
 * known placeholders, none damaged.
 */
export function mailTextProblems(
  subject: string,
  body: string,
  needed = true,
): { subject?: MailTextProblem; body?: MailTextProblem } {
  const problems: { subject?: MailTextProblem; body?: MailTextProblem } = {};
  if (needed && subject.trim() === '') problems.subject = 'required';
  else if (subject.trim().length > MAIL_SUBJECT_MAX) problems.subject = 'too_long';
  else if (/[\r\n]/.test(subject)) problems.subject = 'line_break';
  else if (hasBadPlaceholder(subject)) problems.subject = 'unknown_placeholder';
  if (needed && isEmptyBody(body)) problems.body = 'required';
  else if (hasBadPlaceholder(body)) problems.body = 'unknown_placeholder';
  return problems;
}

const TEMPLATE_MESSAGES: Record<MailTextProblem, string> = {
  required: REQUIRED,
  too_long: ruleMessage('text_too_long', { max: MAIL_SUBJECT_MAX }),
  line_break: MAIL_SUBJECT_LINE_BREAK,
  unknown_placeholder: MAIL_UNKNOWN_PLACEHOLDER,
};

/** The field errors of a template's texts: path (`texts.de.subject`) to message key. */
export function mailTextErrors(texts: MailTexts): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    const { subject, body } = texts[lang];
    const needed = lang === MAIL_DEFAULT_LANGUAGE || subject.trim() !== '' || !isEmptyBody(body);
    const problems = mailTextProblems(subject, body, needed);
    if (problems.subject) errors[`texts.${lang}.subject`] = TEMPLATE_MESSAGES[problems.subject];
    if (problems.body) errors[`texts.${lang}.body`] = TEMPLATE_MESSAGES[problems.body];
  }
  return errors;
}

/** create and edit of a template (settings > communication > mail templates) */
export const mailTemplateSchema = z
  .object({
    title: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(MAIL_TEMPLATE_TITLE_MAX, ruleMessage('text_too_long', { max: MAIL_TEMPLATE_TITLE_MAX })),
    texts: textsSchema,
    version: z.number().int().min(1).optional(),
  })
  .superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(mailTextErrors(value.texts))) {
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    }
  })
  .transform((value) => ({
    ...value,
    texts: Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        { subject: value.texts[lang].subject.trim(), body: value.texts[lang].body },
      ]),
    ) as MailTexts,
  }));
export type MailTemplateValues = z.infer<typeof mailTemplateSchema>;

/** An edit carries the version it was loaded with. */
export const mailTemplateUpdateSchema = mailTemplateSchema.refine((value) => value.version !== undefined, {
  path: ['version'],
  message: REQUIRED,
});

const signatureText = z
  .string()
  .max(MAIL_SIGNATURE_MAX, ruleMessage('text_too_long', { max: MAIL_SIGNATURE_MAX }))
  .default('')
  .refine((value) => !hasBadPlaceholder(value), MAIL_UNKNOWN_PLACEHOLDER);

/** The signature (HTML per language, each optional); POST carries the version it was loaded with. */
export const mailSignatureSchema = z.object({
  texts: z
    .object({ de: signatureText, fr: signatureText, it: signatureText, en: signatureText })
    .default({ de: '', fr: '', it: '', en: '' }),
  version: z.number().int().min(1).optional(),
});
export type MailSignatureValues = z.infer<typeof mailSignatureSchema>;

/** The subject of a mail as the dialog sends it: required, one line, at most 200 characters. */
export const mailSubjectSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(MAIL_SUBJECT_MAX, ruleMessage('text_too_long', { max: MAIL_SUBJECT_MAX }))
  .refine((value) => !/[\r\n]/.test(value), MAIL_SUBJECT_LINE_BREAK);

/** The body of a mail as the dialog sends it: required (visible content), within the limit. */
export const mailBodySchema = z
  .string({ error: REQUIRED })
  .max(MAIL_BODY_MAX, ruleMessage('text_too_long', { max: MAIL_BODY_MAX }))
  .refine((value) => !isEmptyBody(value), REQUIRED);
