import { z } from 'zod';
import { APPLICATION_ACTIONS, type ApplicationAction } from './applicationStates';
import { NOTE_MAX_CHARS } from './constants';
import { dateRule, textRule } from './rules';

/**
 * Payloads of the application state calls (spec 1 section 4, spec 2 section 7.8): the client's
 * form resolver and the server's parse share them.
 */

const version = z.number({ error: 'version_required' }).int().positive();
const comment = textRule({ max: NOTE_MAX_CHARS });
const objectId = z
  .number({ error: 'general_field_is_required' })
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER);

/** Actions of change-status: every one but offer and assign, which name an object and have their own calls. */
export const CHANGE_STATUS_ACTIONS = APPLICATION_ACTIONS.filter(
  (a): a is Exclude<ApplicationAction, 'offer' | 'assign'> => a !== 'offer' && a !== 'assign',
);

/** POST /api/v1/applications/{id}/change-status: reason is required for deactivate. */
export const changeStatusSchema = z
  .object({
    action: z.enum(CHANGE_STATUS_ACTIONS as [string, ...string[]], { error: 'general_field_is_required' }),
    version,
    reason: textRule({ max: 1000 }),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'deactivate' && v.reason === '') {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'general_field_is_required' });
    }
  });

/** The most objects an application may rank. */
export const MAX_PRIORITIES = 20;

/** POST /api/v1/applications/{id}/edit-prios: the objects in the household's order (rank 1 first). */
export const editPriosSchema = z.object({
  version,
  objectIds: z.array(objectId),
});

/** POST /api/v1/applications/{id}/offer: the household may accept until expiresOn (inclusive). */
export const offerSchema = z.object({ version, objectId, expiresOn: dateRule(true), comment });

/** The inputs of the offer form (the object, the expiry date, a comment): the offer without its version. */
export const offerInputSchema = offerSchema.omit({ version: true });

/** An offer's last day may be today (YYYY-MM-DD, in Switzerland), never earlier: the message key, or null. */
export function offerExpiryRefusal(
  expiresOn: string | null | undefined,
  today: string,
): 'date_in_past' | null {
  return !expiresOn || expiresOn < today ? 'date_in_past' : null;
}

/** The offer form's rules on the day `today`: the inputs, and an expiry date not in the past. */
export function offerFormSchema(today: string) {
  return offerInputSchema.superRefine((value, ctx) => {
    if (!value.expiresOn) return; // the required rule speaks
    const refusal = offerExpiryRefusal(value.expiresOn, today);
    if (refusal) ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: refusal });
  });
}
/** The inputs of a direct assignment: the object and a comment. */
export const assignInputSchema = offerInputSchema.omit({ expiresOn: true });

/** POST /api/v1/applications/{id}/offer/decline */
export const declineOfferSchema = z.object({ version, reason: textRule({ max: NOTE_MAX_CHARS }) });
/** The input of the decline form: the household's reason. */
export const declineInputSchema = declineOfferSchema.omit({ version: true });

/** POST /api/v1/applications/{id}/offer/withdraw, .../assignment/cancel, .../assignment/release */
export const versionOnlySchema = z.object({ version, comment });

/** POST /api/v1/applications/{id}/assignment: directly, or the object of the current offer. */
export const assignmentSchema = z.object({ version, objectId, comment });

/** POST /api/v1/applications/{id}/assignment/update */
export const assignmentUpdateSchema = z.object({ version, comment });
/** The input of the assignment's comment form. */
export const assignmentCommentSchema = assignmentUpdateSchema.omit({ version: true });

/** The deactivation dialog: a reason code must be chosen (spec 1 section 5). */
export const deactivateInputSchema = z.object({ reason: textRule({ required: true, max: 1000 }) });
