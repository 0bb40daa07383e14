import { recordAudit } from '../../core/audit';
import { ApiError } from '../../core/errors';
import { translator } from '../../core/i18n/index';
import type { Job, JobAgain } from '../../core/jobs';
import { scoped, type Executor } from '../../core/scope';
import { closeOccupancy, newFlow, releaseObject, swissDay } from './common';
import { endOffer } from './offerEnd';
import { offerExpiryTime } from './offerExpiryJob';

/**
 * Offers past their expiry date: the household let the last day (ends_on) pass without an
 * answer, so the offer is declined on its behalf (application with_offer.declined, object
 * available, binding closed as expired) and the next ranked candidate is proposed to staff.
 * Each offer's expiry is a job (offerExpiryJob.ts, run by runOfferExpiry below, once across the
 * nodes); expireOffers also runs before every read of offers, so no one sees a stale one before
 * its job ran. `now` is the clock (tests pass their own).
 */

export interface ExpiredOffer {
  projectId: number;
  objectId: number;
  applicationId: number;
  /** the application proposed next for the object, if any */
  proposed: number | null;
}

export async function expireOffers(
  db: Executor,
  now: Date = new Date(),
  options: { projectId?: number } = {},
): Promise<ExpiredOffer[]> {
  const today = swissDay(now);
  let projects = db.selectFrom('projects').select('id');
  if (options.projectId !== undefined) projects = projects.where('id', '=', options.projectId);
  const done: ExpiredOffer[] = [];
  for (const { id: projectId } of await projects.execute()) {
    const due = await scoped(db, projectId)
      .selectFrom('object_occupancies')
      .select(['id', 'application_id'])
      .where('kind', '=', 'offer')
      .where('closed_at', 'is', null)
      .where('application_id', 'is not', null)
      .where('ends_on', '<', today)
      .orderBy('ends_on')
      .orderBy('id')
      .execute();
    for (const row of due) {
      try {
        const result = await expireOne(db, projectId, row.id, now);
        if (result) done.push(result);
      } catch (error) {
        // changed by someone at the same moment (409): the next run sees it as it is then
        if (!(error instanceof ApiError)) throw error;
      }
    }
  }
  return done;
}

/** One offer, in a transaction of its own (one that changed meanwhile is left for the next run). */
const expireOne = (db: Executor, projectId: number, offerId: number, now: Date) =>
  db.transaction().execute((trx) => expireIn(trx, projectId, offerId, now));

/** Expires one open offer in the transaction `trx` (nothing when it is closed already). */
async function expireIn(
  trx: Executor,
  projectId: number,
  offerId: number,
  now: Date,
): Promise<ExpiredOffer | null> {
  const f = newFlow(trx, projectId, translator('de'), null, now);
  const offer = await f.scope
    .selectFrom('object_occupancies')
    .selectAll()
    .where('id', '=', offerId)
    .where('kind', '=', 'offer')
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (!offer || offer.application_id === null) return null;
  const app = await f.scope
    .selectFrom('applications')
    .selectAll()
    .where('id', '=', offer.application_id)
    .executeTakeFirst();
  let proposed: number | null = null;
  if (app && app.progress_state === 'with_offer') {
    proposed = (await endOffer(f, app, 'expired', '')).proposed;
  } else {
    // the application moved on without the offer: only the binding and the object are left
    await closeOccupancy(f, offer, 'expired', '', 'declineOffer');
    await releaseObject(f, offer.object_id, 'declineOffer');
  }
  await recordAudit(trx, f.audit);
  return { projectId, objectId: offer.object_id, applicationId: offer.application_id, proposed };
}

/**
 * The `offer_expiry` job of one offer (payload: projectId, offerId), in the job's transaction: an
 * offer still open past its last day is declined and the next candidate proposed, with the job's
 * `done`; an offer closed meanwhile (answered, withdrawn, expired by a read) leaves nothing to do,
 * so a job delivered twice expires its offer once. Run before its day by a clock behind the
 * queue's, it asks to run again at the offer's expiry. A change by someone at the same moment
 * (409) fails this run: it is tried again with backoff and then finds the offer as it is.
 */
export async function runOfferExpiry(trx: Executor, job: Job): Promise<void | JobAgain> {
  const { projectId, offerId } = job.payload;
  if (typeof projectId !== 'number' || typeof offerId !== 'number') return;
  const now = new Date();
  const offer = await scoped(trx, projectId)
    .selectFrom('object_occupancies')
    .select(['ends_on'])
    .where('id', '=', offerId)
    .where('kind', '=', 'offer')
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (!offer?.ends_on) return;
  if (offer.ends_on >= swissDay(now)) return { again: offerExpiryTime(offer.ends_on) };
  await expireIn(trx, projectId, offerId, now);
}
