import { z } from 'zod';
import { MAX_ROW_ID, NOTE_MAX_CHARS } from './constants';
import { PERSON_SALUTATIONS } from './mailPlaceholders';
import { choiceRule, dateRule, emailRule, REQUIRED, ruleMessage, textRule } from './rules';
import { phoneRule } from './phoneRules';

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
  /** an adult's Anrede (kept in the answers as `salutation`): greets "Sehr geehrte Frau …" in mails */
  salutation: choiceRule(PERSON_SALUTATIONS).optional(),
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

const version = z.number().int().positive();

/** One stored answer as the staff may change it (a form's fields check their own rules on top). */
const answerValue = z.union([
  z.string().max(NOTE_MAX_CHARS),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(200)).max(50),
]);

/** POST …/applications/{id}/{adult|child}/{personId}: the person's columns (each optional: a save may send answers only). */
export const personUpdateSchema = applicationPersonSchema.partial().extend({
  version,
  answers: z.record(z.string().max(50), answerValue).optional(),
});
export type PersonUpdate = z.output<typeof personUpdateSchema>;

/** PUT …/applications/{id}/evaluation */
export const evaluationSchema = z.object({ overall_star: z.number().int().min(0).max(5) });
export type EvaluationInput = z.output<typeof evaluationSchema>;

/** POST …/applications/{id}/comments/{commentId} */
export const commentUpdateSchema = commentInputSchema.extend({ version });
/** POST …/applications/{id}/comments/{commentId}/resolve */
export const commentResolveSchema = z.object({ resolved: z.boolean(), version });

/** POST …/applications/{id}/merge: the other application of the household (a row id in range). */
export const mergeSchema = z.object({ otherId: z.number().int().positive().max(MAX_ROW_ID), version });
export type MergeInput = z.output<typeof mergeSchema>;
export type CommentInput = z.output<typeof commentInputSchema>;
export type CommentUpdate = z.output<typeof commentUpdateSchema>;
export type CommentResolve = z.output<typeof commentResolveSchema>;

/** DELETE …/applications/{id}/{adult|child}/{personId}?version=: the person's version, when the caller knows it. */
export const personDeleteQuerySchema = z.object({ version: z.coerce.number().int().positive().optional() });
export type PersonDeleteQuery = z.output<typeof personDeleteQuerySchema>;
