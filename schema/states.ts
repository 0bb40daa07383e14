import { z } from 'zod';
import type { ObjectType } from './objectTypes';
import { dateRule, moneyRule, textRule } from './rules';

/**
 * Object states and what may happen in each (spec 1 section 4). The client enables a button with
 * `objectActionRefusal(...) === null`; the server refuses the same request with 409 and the key.
 */

export const OBJECT_STATES = ['available', 'with_offer', 'assigned', 'rented', 'reserved', 'sold'] as const;
export type ObjectState = (typeof OBJECT_STATES)[number];

/** The states an object's caption names: its state, or `inactive` when it is deactivated. */
export const OBJECT_CAPTION_STATES = [...OBJECT_STATES, 'inactive'] as const;
export type ObjectCaptionState = (typeof OBJECT_CAPTION_STATES)[number];

/**
 * The message key of a state's caption for one kind of object (`objects_state_parkingspace_assigned`):
 * French and Italian adjectives agree with the kind (une place de parc attribuée, un appartement
 * attribué), so each kind has its own captions, in every catalogue (staff texts and server texts).
 * The staff texts also have a plural (`smart_count`), for the home's counts.
 */
export function objectStateLabelKey(type: ObjectType | (string & {}), state: string): string {
  return `objects_state_${type}_${state}`;
}

/** States in which the object is bound to a person (applicant, tenant or buyer). */
export const BOUND_STATES: readonly ObjectState[] = ['with_offer', 'assigned', 'rented', 'reserved', 'sold'];

/** The state detail call of a state (spec 2 section 7.7); null where the plain detail is all. */
export const STATE_DETAIL_PATH: Readonly<Record<ObjectState, string | null>> = {
  available: null,
  with_offer: 'with-offer',
  assigned: 'assigned-rented',
  rented: 'assigned-rented',
  reserved: 'reserved-payment-info',
  sold: 'reserved-payment-info',
};

export const OBJECT_ACTIONS = ['terminate', 'setToRented', 'setToSold', 'free', 'delete'] as const;
export type ObjectAction = (typeof OBJECT_ACTIONS)[number];

export interface ObjectStateSubject {
  progress_state: string;
  active: boolean;
  /** the object belongs to a sale project */
  sale: boolean;
}

/** In which project kind and states each action is possible. */
const ACTION_RULES: Record<ObjectAction, { sale: boolean | null; states: readonly string[] }> = {
  // a tenant gave notice: the object goes back on the market
  terminate: { sale: false, states: ['rented'] },
  // the assigned applicant signed: the object is let
  setToRented: { sale: false, states: ['assigned'] },
  setToSold: { sale: true, states: ['available', 'reserved'] },
  // a reservation or a sale fell through
  free: { sale: true, states: ['reserved', 'sold'] },
  delete: { sale: null, states: ['available'] },
};

/**
 * Why an object cannot take an action now, as a message key; null when it can. Deleting is also
 * refused while an application or a tenant refers to it (the server checks those rows too).
 */
export function objectActionRefusal(action: ObjectAction, object: ObjectStateSubject): string | null {
  const rule = ACTION_RULES[action];
  if (rule.sale !== null && rule.sale !== object.sale) return 'object_action_not_in_project';
  if (action === 'delete') {
    return BOUND_STATES.includes(object.progress_state as ObjectState) ? 'object_delete_bound' : null;
  }
  if (!object.active) return 'object_action_inactive';
  return rule.states.includes(object.progress_state) ? null : 'object_action_not_in_state';
}

const version = z.number({ error: 'version_required' }).int().positive();
const comment = textRule({ max: 1000 });

/** POST /api/v1/objects/{id}/terminate: the tenancy ends on endDate; available the day after. */
export const terminateSchema = z.object({ version, endDate: dateRule(true), comment });

/** POST /api/v1/objects/{id}/set-to-rented: the assigned applicant (or a tenant named here) rents it. */
export const setToRentedSchema = z.object({
  version,
  tenantName: textRule({ max: 200 }),
  startDate: dateRule(true),
  rent: moneyRule(),
});

/** POST /api/v1/sales/objects/{id}/set-to-sold */
export const setToSoldSchema = z.object({
  version,
  buyerName: textRule({ required: true, max: 200 }),
  price: moneyRule({ required: true }),
  date: dateRule(true),
});

/** POST /api/v1/sales/objects/{id}/free: a reservation or sale fell through. */
export const freeSchema = z.object({ version, comment });
