import type { z } from 'zod';
import type {
  ApplicationOffer,
  ApplicationOfferDeclined,
  ApplicationOfferReply,
  ApplicationStateReply,
} from '../../../schema/api/applicationFlow';
import {
  offerExpiryRefusal,
  type declineOfferSchema,
  type offerSchema,
  type versionOnlySchema,
} from '../../../schema/applicationFlow';
import type { StaffContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { ObjectOccupancy } from '../../db/tables/objects';
import { rankedCandidates } from './candidates';
import {
  bindingOf,
  checkAction,
  findApplication,
  findFlowObject,
  flowObject,
  objectRefusal,
  openBinding,
  openOccupancy,
  refused,
  setObjectState,
  staffChange,
  stateReply,
  swissDay,
  transition,
  userNames,
} from './common';
import { expireOffers } from './expiry';
import { scheduleOfferExpiry } from './offerExpiryJob';
import { queueFlowMail, type MailConfig } from './mails';
import { endOffer } from './offerEnd';
import { newOfferLink } from '../actionLinks/offer';

/**
 * The offer of an object to an application (the ApplicationOffer sidepanel): made with an expiry
 * date, declined by the household (or by the clock), withdrawn by staff. The object is with_offer
 * while the offer is open and available again when it ends.
 */

async function offerOf(
  scope: Scoped,
  db: Executor,
  row: ObjectOccupancy,
  sale: boolean,
): Promise<ApplicationOffer> {
  const object = await findFlowObject(scope, row.object_id);
  const names = await userNames(db, [row.created_by]);
  return {
    id: row.id,
    object: flowObject(object, sale),
    expires_on: row.ends_on ?? '',
    comment: row.comment,
    created_at: row.created_at,
    created_by: row.created_by === null ? '' : (names.get(row.created_by) ?? ''),
  };
}

/** GET /api/v1/applications/{id}/offer: the open offer (409 application_no_offer without one). */
export async function getOffer(db: Executor, ctx: StaffContext, id: number): Promise<ApplicationOffer> {
  await expireOffers(db, new Date(), { projectId: ctx.project.id });
  const scope = scoped(db, ctx.project.id);
  const app = await findApplication(scope, id);
  const offer = app.progress_state === 'with_offer' ? await bindingOf(scope, id, 'offer') : null;
  if (!offer) throw refused('application_no_offer');
  return offerOf(scope, db, offer, app.sale === 1);
}

/** POST /api/v1/applications/{id}/offer: offers an object until the expiry date (inclusive). */
export async function createOffer(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: z.infer<typeof offerSchema>,
  config: MailConfig,
): Promise<ApplicationOfferReply> {
  return staffChange(db, ctx, id, input.version, findApplication, async (f, app, trx) => {
    checkAction(app, 'offer');
    const object = await findFlowObject(f.scope, input.objectId);
    const refusal = objectRefusal(object, await openBinding(f.scope, object.id));
    if (refusal) throw refused(refusal);
    const today = swissDay(f.now);
    const { expiresOn } = input;
    if (!expiresOn || offerExpiryRefusal(expiresOn, today)) {
      throw badRequest('application_offer_expiry_past', {}, { errors: { expiresOn: 'date_in_past' } });
    }
    const after = await transition(f, app, 'offer');
    const offerId = await openOccupancy(
      f,
      after,
      object,
      {
        kind: 'offer',
        starts_on: today,
        ends_on: expiresOn,
        comment: input.comment,
        amount: app.sale === 1 ? object.selling_price : object.rental_price,
      },
      'offer',
    );
    await setObjectState(f, object, 'with_offer', 'offer');
    // the offer expires by a job at the start of the day after its last day, once across the nodes
    await scheduleOfferExpiry(trx, ctx.project.id, offerId, expiresOn);
    const row = await f.scope
      .selectFrom('object_occupancies')
      .selectAll()
      .where('id', '=', offerId)
      .executeTakeFirstOrThrow();
    const offerLink = await newOfferLink(trx, ctx.project.id, config.publicUrl, row, ctx.user.id);
    const mail = await queueFlowMail(trx, ctx, config, id, object.id, 'offer', { expiresOn, offerLink });
    return {
      ...stateReply(after),
      offer: await offerOf(f.scope, trx, row, app.sale === 1),
      mail,
      message: mail.message,
    };
  });
}

/** POST .../offer/decline: the household said no (with its reason). */
export async function declineOffer(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: z.infer<typeof declineOfferSchema>,
): Promise<ApplicationStateReply> {
  return endOfferCall(db, ctx, id, input.version, 'declined', input.reason);
}

/** POST .../offer/withdraw: staff take the offer back before an answer. */
export async function withdrawOffer(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: z.infer<typeof versionOnlySchema>,
): Promise<ApplicationStateReply> {
  return endOfferCall(db, ctx, id, input.version, 'withdrawn', input.comment);
}

export async function endOfferCall(
  db: Executor,
  ctx: StaffContext,
  id: number,
  version: number,
  how: 'declined' | 'withdrawn',
  reason: string,
): Promise<ApplicationStateReply> {
  return staffChange(db, ctx, id, version, findApplication, async (f, app) => {
    const { app: after } = await endOffer(f, app, how, reason);
    return stateReply(after);
  });
}

/**
 * GET /api/v1/applications/{id}/offer-declined: the application's last declined or expired offer
 * and the next ranked candidates for that object.
 */
export async function offerDeclined(
  db: Executor,
  ctx: StaffContext,
  id: number,
): Promise<ApplicationOfferDeclined> {
  await expireOffers(db, new Date(), { projectId: ctx.project.id });
  const scope = scoped(db, ctx.project.id);
  const app = await findApplication(scope, id);
  const row = await scope
    .selectFrom('object_occupancies')
    .selectAll()
    .where('application_id', '=', id)
    .where('kind', '=', 'offer')
    .where('closed_as', 'in', ['declined', 'expired'])
    .orderBy('closed_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return { offer: null, candidates: [] };
  const offer = await offerOf(scope, db, row, app.sale === 1);
  return {
    offer: {
      ...offer,
      declined_at: row.closed_at ?? '',
      reason: row.closed_reason,
      expired: row.closed_as === 'expired',
    },
    candidates: await rankedCandidates(scope, row.object_id, [id]),
  };
}
