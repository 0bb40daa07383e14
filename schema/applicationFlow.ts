import { z } from 'zod';
import { APPLICATION_ACTIONS, type ApplicationAction } from './applicationStates';
import { dateRule, textRule } from './rules';

/**
 * Payloads of the application state calls (spec 1 section 4, spec 2 section 7.8): the client's
 * form resolver and the server's parse share them.
 */

const version = z.number({ error: 'version_required' }).int().positive();
const comment = textRule({ max: 2000 });
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

/** POST /api/v1/applications/{id}/offer/decline */
export const declineOfferSchema = z.object({ version, reason: textRule({ max: 1000 }) });

/** POST /api/v1/applications/{id}/offer/withdraw, .../assignment/cancel, .../assignment/release */
export const versionOnlySchema = z.object({ version, comment });

/** POST /api/v1/applications/{id}/assignment: directly, or the object of the current offer. */
export const assignmentSchema = z.object({ version, objectId, comment });

/** POST /api/v1/applications/{id}/assignment/update */
export const assignmentUpdateSchema = z.object({ version, comment });
