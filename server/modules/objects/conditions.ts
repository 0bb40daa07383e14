import { sql, type SqlBool } from 'kysely';
import { OPEN_APPLICATION_STATES } from '../../../schema/applicationStates';
import { OFFER_EXPIRY_DAYS } from '../../../schema/dashboard';
import { zurichOffsetMinutes } from '../../../schema/dates';
import type { Scoped } from '../../core/scope';
import { ref } from '../../lists/common';

/**
 * Conditions over an object row (`objects`) that the object lists filter by and the home page
 * counts through those lists: one definition each, so a figure and its list cannot differ.
 */

type Owns = Pick<Scoped, 'owns'>;

const o = (column: string) => ref('objects', column);

/** Today's date in Zurich, `YYYY-MM-DD`, shifted by whole days. */
export function zurichDay(now: number, plusDays = 0): string {
  const local = new Date(now + zurichOffsetMinutes(now) * 60_000 + plusDays * 86_400_000);
  return local.toISOString().slice(0, 10);
}

/** The object has a current offer whose answer is due from today to OFFER_EXPIRY_DAYS ahead (Zurich days). */
export function offerDueSoon(scope: Owns, now: number) {
  return sql<SqlBool>`exists (
    select 1 from object_occupancies oc
    where oc.object_id = ${o('id')} and ${scope.owns('object_occupancies', 'oc')}
      and oc.kind = 'offer' and oc.closed_at is null
      and oc.ends_on >= ${zurichDay(now)} and oc.ends_on <= ${zurichDay(now, OFFER_EXPIRY_DAYS)})`;
}

/**
 * An open application (not inactive, assigned or completed) asks for the object: as one of its
 * priorities or as its first object (docs/decisions.md).
 */
export function askedForByOpenApplication(scope: Owns) {
  const open = sql.join(OPEN_APPLICATION_STATES);
  return sql<SqlBool>`(exists (
      select 1 from application_priorities p
      join applications a on a.id = p.application_id
      where p.object_id = ${o('id')} and ${scope.owns('application_priorities', 'p')} and a.progress_state in (${open}))
    or exists (
      select 1 from applications a
      where a.object_id = ${o('id')} and ${scope.owns('applications', 'a')} and a.progress_state in (${open})))`;
}
