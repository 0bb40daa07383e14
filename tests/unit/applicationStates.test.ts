import { describe, expect, it } from 'vitest';
import {
  APPLICATION_ACTIONS,
  APPLICATION_STATES,
  applicationActionRefusal,
  applicationActionsIn,
  applicationStateDetail,
  initialApplicationState,
  isClosedApplicationState,
  nextApplicationState,
  OFFERABLE_APPLICATION_STATES,
  offerableObject,
  RENT_APPLICATION_STATES,
  SALE_APPLICATION_STATES,
  type ApplicationAction,
} from '../../schema/applicationStates';

/**
 * The application state machine of spec 1 section 4, written out as a table: for each kind of
 * project, each state and the actions it allows with the state each leads to. Every other pair
 * of state and action is refused.
 */
const RENT: Record<string, Partial<Record<ApplicationAction, string>>> = {
  'active.new': {
    startProgress: 'active.in_progress',
    markEvaluated: 'active.evaluated',
    deactivate: 'inactive',
    offer: 'with_offer',
    assign: 'assigned',
  },
  'active.in_progress': {
    markEvaluated: 'active.evaluated',
    deactivate: 'inactive',
    offer: 'with_offer',
    assign: 'assigned',
  },
  'active.evaluated': {
    reopen: 'active.in_progress',
    deactivate: 'inactive',
    offer: 'with_offer',
    assign: 'assigned',
  },
  inactive: { activate: 'previous' },
  with_offer: { declineOffer: 'with_offer.declined', withdrawOffer: 'active.evaluated', assign: 'assigned' },
  'with_offer.declined': {
    reopen: 'active.in_progress',
    deactivate: 'inactive',
    offer: 'with_offer',
    assign: 'assigned',
  },
  assigned: { releaseAssignment: 'active.evaluated' },
};

const SALE: Record<string, Partial<Record<ApplicationAction, string>>> = {
  'sale.new': { clientSigned: 'sale.client.signed', deactivate: 'inactive' },
  'sale.client.signed': { feeTransferred: 'sale.fee.transferred', deactivate: 'inactive' },
  'sale.fee.transferred': { reservationCompleted: 'sale.reservation.completed' },
  'sale.reservation.completed': {},
  inactive: { activate: 'previous' },
};

const SALE_ONLY: readonly ApplicationAction[] = ['clientSigned', 'feeTransferred', 'reservationCompleted'];
const BOTH: readonly ApplicationAction[] = ['deactivate', 'activate'];

function expectedRefusal(sale: boolean, state: string, action: ApplicationAction): string | null {
  const saleAction = SALE_ONLY.includes(action);
  if (!BOTH.includes(action) && saleAction !== sale) return 'application_action_not_in_project';
  const table = sale ? SALE : RENT;
  return table[state]?.[action] ? null : 'application_action_not_in_state';
}

describe.each([
  { kind: 'rent', sale: false, states: RENT_APPLICATION_STATES, table: RENT },
  { kind: 'sale', sale: true, states: SALE_APPLICATION_STATES, table: SALE },
])('application states of a $kind project', ({ sale, states, table }) => {
  it('the table covers every state of the project kind', () => {
    expect(Object.keys(table).sort()).toEqual([...states].sort());
  });

  for (const state of states) {
    for (const action of APPLICATION_ACTIONS) {
      const refusal = expectedRefusal(sale, state, action);
      it(`${refusal === null ? 'allows' : 'refuses'} ${action} in ${state}`, () => {
        expect(applicationActionRefusal(action, { progress_state: state, sale })).toBe(refusal);
        const next = nextApplicationState(action, { progress_state: state, sale });
        if (refusal !== null) {
          expect(next).toBeNull();
        } else if (table[state]![action] === 'previous') {
          expect(next).toBe(initialApplicationState(sale));
        } else {
          expect(next).toBe(table[state]![action]);
        }
      });
    }

    it(`offers the buttons of ${state}`, () => {
      expect(applicationActionsIn({ progress_state: state, sale }).sort()).toEqual(
        Object.keys(table[state]!).sort(),
      );
    });
  }
});

describe('activate', () => {
  it('returns to the state kept at deactivation', () => {
    for (const previous of ['active.new', 'active.in_progress', 'active.evaluated', 'with_offer.declined']) {
      expect(
        nextApplicationState('activate', {
          progress_state: 'inactive',
          sale: false,
          state_before_deactivation: previous,
        }),
      ).toBe(previous);
    }
    for (const previous of ['sale.new', 'sale.client.signed']) {
      expect(
        nextApplicationState('activate', {
          progress_state: 'inactive',
          sale: true,
          state_before_deactivation: previous,
        }),
      ).toBe(previous);
    }
  });

  it('returns to the first state when none was kept, or the kept one is not of the project kind', () => {
    const rent = { progress_state: 'inactive', sale: false };
    expect(nextApplicationState('activate', { ...rent, state_before_deactivation: null })).toBe('active.new');
    expect(nextApplicationState('activate', { ...rent, state_before_deactivation: 'inactive' })).toBe(
      'active.new',
    );
    expect(nextApplicationState('activate', { ...rent, state_before_deactivation: 'sale.new' })).toBe(
      'active.new',
    );
    expect(
      nextApplicationState('activate', {
        progress_state: 'inactive',
        sale: true,
        state_before_deactivation: 'active.evaluated',
      }),
    ).toBe('sale.new');
  });

  it('deactivate then activate is a round trip from every state that may be deactivated', () => {
    for (const sale of [false, true]) {
      for (const state of sale ? SALE_APPLICATION_STATES : RENT_APPLICATION_STATES) {
        const inactive = nextApplicationState('deactivate', { progress_state: state, sale });
        if (inactive === null) continue;
        expect(inactive).toBe('inactive');
        expect(
          nextApplicationState('activate', {
            progress_state: inactive,
            sale,
            state_before_deactivation: state,
          }),
        ).toBe(state);
      }
    }
  });
});

describe('closed states, offerable objects and state details', () => {
  it('closes inactive, assigned and completed sale applications; the others stay open', () => {
    const closed = APPLICATION_STATES.filter((s) => isClosedApplicationState(s));
    expect(closed.sort()).toEqual(['assigned', 'inactive', 'sale.reservation.completed']);
  });

  it('offers an object from the open active states and after a declined offer only', () => {
    expect([...OFFERABLE_APPLICATION_STATES].sort()).toEqual(
      ['active.evaluated', 'active.in_progress', 'active.new', 'with_offer.declined'].sort(),
    );
  });

  it('offers an available or an inactive object, nothing bound to someone', () => {
    expect(offerableObject({ progress_state: 'available', active: true })).toBe(true);
    expect(offerableObject({ progress_state: 'rented', active: false })).toBe(true);
    for (const state of ['with_offer', 'assigned', 'rented', 'reserved', 'sold']) {
      expect(offerableObject({ progress_state: state, active: true })).toBe(false);
    }
  });

  it('loads the offer, the assignment, the buying confirmation or the priorities', () => {
    expect(applicationStateDetail('with_offer')).toBe('offer');
    expect(applicationStateDetail('assigned')).toBe('assignment');
    expect(applicationStateDetail('sale.client.signed')).toBe('buying');
    for (const s of [
      'active.new',
      'active.in_progress',
      'active.evaluated',
      'inactive',
      'with_offer.declined',
    ]) {
      expect(applicationStateDetail(s)).toBe('priorities');
    }
  });
});
