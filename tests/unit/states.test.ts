import { describe, expect, it } from 'vitest';
import {
  BOUND_STATES,
  freeSchema,
  objectActionRefusal,
  OBJECT_STATES,
  setToRentedSchema,
  setToSoldSchema,
  STATE_DETAIL_PATH,
  terminateSchema,
  type ObjectAction,
} from '../../schema/states';
import { objectDeleteRefusal } from '../../server/modules/objects/remove';
import { buildingDeleteRefusal } from '../../server/modules/buildings/service';

const subject = (progress_state: string, sale = false, active = true) => ({ progress_state, active, sale });

/** Which state each action is possible in, per kind of project. */
function allowedStates(action: ObjectAction, sale: boolean): string[] {
  return OBJECT_STATES.filter((state) => objectActionRefusal(action, subject(state, sale)) === null);
}

describe('objectActionRefusal', () => {
  it('terminates only a rented object and sets only an assigned one to rented, in letting projects', () => {
    expect(allowedStates('terminate', false)).toEqual(['rented']);
    expect(allowedStates('setToRented', false)).toEqual(['assigned']);
    expect(allowedStates('terminate', true)).toEqual([]);
    expect(objectActionRefusal('terminate', subject('rented', true))).toBe('object_action_not_in_project');
  });

  it('sells an available or reserved object and frees a reserved or sold one, in sale projects', () => {
    expect(allowedStates('setToSold', true)).toEqual(['available', 'reserved']);
    expect(allowedStates('free', true)).toEqual(['reserved', 'sold']);
    expect(objectActionRefusal('setToSold', subject('available', false))).toBe(
      'object_action_not_in_project',
    );
  });

  it('refuses every state change of an inactive object, and names a state that does not fit', () => {
    expect(objectActionRefusal('terminate', subject('rented', false, false))).toBe('object_action_inactive');
    expect(objectActionRefusal('free', subject('sold', true, false))).toBe('object_action_inactive');
    expect(objectActionRefusal('terminate', subject('assigned'))).toBe('object_action_not_in_state');
  });

  it('deletes an available object in any project, active or not, and no bound one', () => {
    for (const sale of [false, true]) {
      expect(allowedStates('delete', sale)).toEqual(['available']);
      expect(objectActionRefusal('delete', subject('available', sale, false))).toBeNull();
    }
    for (const state of BOUND_STATES)
      expect(objectActionRefusal('delete', subject(state))).toBe('object_delete_bound');
  });
});

describe('state detail calls', () => {
  it('has a detail call for every bound state and none for an available object', () => {
    expect(STATE_DETAIL_PATH.available).toBeNull();
    expect(BOUND_STATES.map((s) => STATE_DETAIL_PATH[s])).toEqual([
      'with-offer',
      'assigned-rented',
      'assigned-rented',
      'reserved-payment-info',
      'reserved-payment-info',
    ]);
  });
});

describe('the delete rule of the server', () => {
  it('names who a current binding ties the object to, before its state', () => {
    expect(objectDeleteRefusal(subject('with_offer'), 'offer')).toBe('object_delete_has_applications');
    expect(objectDeleteRefusal(subject('assigned'), 'assignment')).toBe('object_delete_has_applications');
    expect(objectDeleteRefusal(subject('rented'), 'rental')).toBe('object_delete_has_tenant');
    expect(objectDeleteRefusal(subject('reserved', true), 'reservation')).toBe('object_delete_has_buyer');
    expect(objectDeleteRefusal(subject('sold', true), 'sale')).toBe('object_delete_has_buyer');
    expect(objectDeleteRefusal(subject('available'), 'offer')).toBe('object_delete_has_applications');
  });

  it('falls back to the state rule without a binding', () => {
    expect(objectDeleteRefusal(subject('rented'), null)).toBe('object_delete_bound');
    expect(objectDeleteRefusal(subject('available'), null)).toBeNull();
  });

  it('refuses a building with objects', () => {
    expect(buildingDeleteRefusal(0)).toBeNull();
    expect(buildingDeleteRefusal(3)).toBe('building_has_objects');
  });
});

describe('payloads of the state actions', () => {
  const errors = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('needs the version everywhere', () => {
    for (const schema of [terminateSchema, setToRentedSchema, setToSoldSchema, freeSchema]) {
      expect(errors(schema.safeParse({}))).toHaveProperty('version', 'version_required');
    }
  });

  it('reads typed dates as DD.MM.YYYY and keeps them as YYYY-MM-DD', () => {
    expect(terminateSchema.parse({ version: 1, endDate: '30.06.2026' })).toEqual({
      version: 1,
      endDate: '2026-06-30',
      comment: '',
    });
    expect(errors(terminateSchema.safeParse({ version: 1, endDate: '31.06.2026' }))).toEqual({
      endDate: 'date_day_missing',
    });
    expect(errors(terminateSchema.safeParse({ version: 1, endDate: '' }))).toEqual({
      endDate: 'general_field_is_required',
    });
  });

  it('makes the tenant name optional for set to rented and the buyer, price and date required for a sale', () => {
    expect(setToRentedSchema.parse({ version: 2, startDate: '2026-05-01' })).toMatchObject({
      tenantName: '',
      rent: null,
    });
    expect(Object.keys(errors(setToSoldSchema.safeParse({ version: 1 }))).sort()).toEqual([
      'buyerName',
      'date',
      'price',
    ]);
    expect(
      errors(setToSoldSchema.safeParse({ version: 1, buyerName: 'A', price: -5, date: '2026-01-01' })),
    ).toEqual({
      price: 'number_too_small|{"min":0}',
    });
  });
});
