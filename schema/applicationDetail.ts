import { z } from 'zod';
import { NOTE_MAX_CHARS } from './constants';
import { dateRule, emailRule, phoneRule, REQUIRED, ruleMessage, textRule } from './rules';

/**
 * The staff's edits of an application's detail (spec 1 section 2: ApplicationAdult,
 * ApplicationChild, ApplicationEvaluation): the client's panels and the server's parse share them.
 */

/** Longest first or last name of a person of the household. */
export const PERSON_NAME_MAX = 100;

/**
 * A person of the household as the staff edit it. The spec names no rule; a person is known by
 * their name, so first and last name are required (as in the public form), the rest optional.
 */
export const applicationPersonSchema = z.object({
  first_name: textRule({ required: true, max: PERSON_NAME_MAX }),
  last_name: textRule({ required: true, max: PERSON_NAME_MAX }),
  email: emailRule(false),
  phone: phoneRule({ required: false }),
  birth_date: dateRule(false),
});

/**
 * A comment body as stored: plain text (markup removed, control characters other than line breaks
 * and tabs dropped, line breaks unified), trimmed.
 */
export function plainText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/[<>]/g, '')
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .trim()
  );
}

/** A staff comment on an application: required plain text of at most NOTE_MAX_CHARS characters. */
export const commentBodyRule = z
  .string({ error: REQUIRED })
  .max(NOTE_MAX_CHARS * 2, ruleMessage('text_too_long', { max: NOTE_MAX_CHARS }))
  .transform(plainText)
  .refine((v) => v !== '', REQUIRED)
  .refine((v) => v.length <= NOTE_MAX_CHARS, ruleMessage('text_too_long', { max: NOTE_MAX_CHARS }));

/** The input of the comment form (a new comment, or a change of one's own). */
export const commentInputSchema = z.object({ body: commentBodyRule });
