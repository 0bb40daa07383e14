import type { Application } from '../../db/tables/applications';
import type { ObjectOccupancy } from '../../db/tables/objects';
import { rankedCandidates } from './candidates';
import { bindingOf, closeOccupancy, entry, releaseObject, transition, type Flow } from './common';

/**
 * How an offer ends without an assignment: the household declines it, it expires, or staff
 * withdraw it. The offer's binding closes, the object is available again, and after a decline or
 * expiry the next ranked candidate for the object is proposed to staff (an audit entry).
 */

export type OfferEnd = 'declined' | 'expired' | 'withdrawn';

export interface OfferEndResult {
  app: Application;
  offer: ObjectOccupancy | null;
  /** the application proposed next for the object, if any */
  proposed: number | null;
}

export async function endOffer(
  f: Flow,
  app: Application,
  how: OfferEnd,
  reason: string,
): Promise<OfferEndResult> {
  const action = how === 'withdrawn' ? 'withdrawOffer' : 'declineOffer';
  const offer = await bindingOf(f.scope, app.id, 'offer');
  const after = await transition(f, app, action);
  if (!offer) return { app: after, offer: null, proposed: null };
  await closeOccupancy(f, offer, how, reason, action);
  await releaseObject(f, offer.object_id, action);
  const proposed = how === 'withdrawn' ? null : await proposeNext(f, offer.object_id, app.id, how);
  return { app: after, offer, proposed };
}

/**
 * Records the next ranked candidate for an object whose offer was declined or expired, as a
 * proposal to staff in the audit trail (the offer-declined reply lists the same ranking).
 */
async function proposeNext(f: Flow, objectId: number, after: number, how: OfferEnd): Promise<number | null> {
  const [next] = await rankedCandidates(f.scope, objectId, [after], 1);
  entry(f, 'objects', objectId, 'offer_proposal', null, {
    offer_ended: how,
    after_application_id: after,
    proposed_application_id: next?.application_id ?? null,
    proposed_name: next?.main_name ?? '',
  });
  return next?.application_id ?? null;
}
