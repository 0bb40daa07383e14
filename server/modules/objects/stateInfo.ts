import type { ObjectStateDetail, ObjectStateInfo } from '../../../schema/api/objects';
import { OBJECT_STATES, STATE_DETAIL_PATH, type ObjectState } from '../../../schema/states';
import { ApiError } from '../../core/errors';
import { scoped, type Executor } from '../../core/scope';
import type { ObjectOccupancy, OccupancyKind } from '../../db/tables/objects';
import type { Project } from '../../db/types';
import { findObject } from './service';

/**
 * The state detail calls (spec 2 section 7.7): who an offered, assigned, rented, reserved or sold
 * object is bound to, and who it was bound to before.
 */

/** The kind of binding each bound state has. */
export const OCCUPANCY_OF_STATE: Readonly<Partial<Record<ObjectState, OccupancyKind>>> = {
  with_offer: 'offer',
  assigned: 'assignment',
  rented: 'rental',
  reserved: 'reservation',
  sold: 'sale',
};

export type StateDetailPath = 'with-offer' | 'assigned-rented' | 'reserved-payment-info';

/** The states a detail call answers for (STATE_DETAIL_PATH of schema/states.ts, turned around). */
export function statesOfPath(path: StateDetailPath): ObjectState[] {
  return OBJECT_STATES.filter((state) => STATE_DETAIL_PATH[state] === path);
}

const money = (cents: number | null) => (cents === null ? null : cents / 100);

export function toStateDetail(row: ObjectOccupancy): ObjectStateDetail {
  return {
    kind: row.kind,
    personName: row.person_name,
    personEmail: row.person_email,
    personPhone: row.person_phone,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    amount: money(row.amount),
    paidOn: row.paid_on,
    comment: row.comment,
    createdAt: row.created_at,
  };
}

/**
 * GET .../with-offer, .../assigned-rented, .../reserved-payment-info: the current binding of the
 * path's kinds and the earlier ones, newest first. An object in another state answers 409.
 */
export async function stateInfo(
  db: Executor,
  project: Project,
  id: number,
  path: StateDetailPath,
): Promise<ObjectStateInfo> {
  const scope = scoped(db, project.id);
  const object = await findObject(scope, id);
  const states = statesOfPath(path);
  if (!states.includes(object.progress_state as ObjectState)) {
    throw new ApiError(409, 'object_action_not_in_state');
  }
  const kinds = states.map((s) => OCCUPANCY_OF_STATE[s]!);
  const rows = await scope
    .selectFrom('object_occupancies')
    .selectAll()
    .where('object_id', '=', id)
    .where('kind', 'in', kinds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const current = rows.find((r) => r.closed_at === null) ?? null;
  return {
    id,
    progress_state: object.progress_state,
    current: current ? toStateDetail(current) : null,
    history: rows.filter((r) => r !== current).map(toStateDetail),
  };
}
