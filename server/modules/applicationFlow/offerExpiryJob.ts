import { sql } from 'kysely';
import { zurichDayStart } from '../../../schema/tenancyObject';
import { cancelJob, scheduleJob, scheduleNewJob } from '../../core/jobs';
import type { Executor } from '../../core/scope';

/**
 * The expiry of an offer as a job (server/core/jobs.ts): one per offer, keyed by the offer's
 * binding, due at the start (Zurich) of the day after the offer's last day. Creating the offer
 * schedules it in the same transaction; an offer that ends otherwise (declined, withdrawn,
 * assigned) cancels it. Its handler (expiry.ts, runOfferExpiry) declines the offer on the
 * household's behalf and proposes the next candidate, once, on one node.
 */

export const OFFER_EXPIRY_JOB = 'offer_expiry';

export const offerExpiryKey = (offerId: number) => `offer_expiry:${offerId}`;

/** When an offer whose last day is `endsOn` (YYYY-MM-DD) expires: the next day's start in Zurich. */
export function offerExpiryTime(endsOn: string): Date {
  const next = new Date(`${endsOn}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return zurichDayStart(next.toISOString().slice(0, 10));
}

const requestOf = (projectId: number, offerId: number, endsOn: string) => ({
  kind: OFFER_EXPIRY_JOB,
  key: offerExpiryKey(offerId),
  runAt: offerExpiryTime(endsOn),
  payload: { projectId, offerId },
});

/** Schedules the expiry of an offer, in the transaction that opens it. */
export const scheduleOfferExpiry = (trx: Executor, projectId: number, offerId: number, endsOn: string) =>
  scheduleJob(trx, requestOf(projectId, offerId, endsOn));

/** Cancels the expiry of an offer that ended otherwise, in the transaction that closes it. */
export const cancelOfferExpiry = (trx: Executor, offerId: number) => cancelJob(trx, offerExpiryKey(offerId));

/**
 * Gives every open offer without an expiry job one (offers made before offers had jobs, the demo's
 * offers): the server calls it at each start, before its job runner; two nodes starting at once
 * schedule each job once. Answers how many it scheduled.
 */
export async function adoptOfferExpiries(db: Executor): Promise<number> {
  const open = await db
    .selectFrom('object_occupancies')
    .leftJoin('jobs', (join) =>
      join
        .on('jobs.kind', '=', OFFER_EXPIRY_JOB)
        .on('jobs.key', '=', sql<string>`'offer_expiry:' || object_occupancies.id`),
    )
    .select(['object_occupancies.id', 'object_occupancies.project_id', 'object_occupancies.ends_on'])
    .where('object_occupancies.kind', '=', 'offer')
    .where('object_occupancies.closed_at', 'is', null)
    .where('object_occupancies.application_id', 'is not', null)
    .where('object_occupancies.ends_on', 'is not', null)
    .where('jobs.id', 'is', null)
    .orderBy('object_occupancies.id')
    .execute();
  if (open.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    let scheduled = 0;
    for (const row of open) {
      if (await scheduleNewJob(trx, requestOf(row.project_id, row.id, row.ends_on!))) scheduled += 1;
    }
    return scheduled;
  });
}
