import { zurichOffsetMinutes } from './dates';
import type { ObjectState } from './states';
import type { TenantState } from './tenants';

/**
 * A tenant's state and its object's state (spec 1 section 4, docs/decisions.md "A tenancy and its
 * object"): while the household has no signed contract the object is assigned to it; signed, the
 * object is rented; a notice changes nothing until the tenancy ends, and on the end date the
 * object returns to the letting flow (available from the day after).
 */

export const OBJECT_STATE_OF_TENANT: Readonly<Record<TenantState, ObjectState>> = {
  without_contract: 'assigned',
  contract_sent: 'assigned',
  with_contract: 'rented',
  quit: 'rented',
};

/** The object's state while its tenant is in `state`. */
export function objectStateOfTenant(state: TenantState): ObjectState {
  return OBJECT_STATE_OF_TENANT[state];
}

/** Object states that belong to a tenancy: only these are changed by the tenant's steps. */
export const TENANCY_OBJECT_STATES: readonly ObjectState[] = ['assigned', 'rented'];

/** The instant a day begins in Zurich (a job due "on" that day runs from then on). */
export function zurichDayStart(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return new Date(utcMidnight - zurichOffsetMinutes(utcMidnight) * 60_000);
}
