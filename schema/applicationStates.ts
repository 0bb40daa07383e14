/**
 * Application states and transitions (spec 1 section 4) as one pure state machine: the client
 * enables a button with `applicationActionRefusal(...) === null`, the server refuses the same
 * request with 409 and the key, and both take the next state from `nextApplicationState`.
 */

export const RENT_APPLICATION_STATES = [
  'active.new',
  'active.in_progress',
  'active.evaluated',
  'inactive',
  'with_offer',
  'with_offer.declined',
  'assigned',
] as const;

export const SALE_APPLICATION_STATES = [
  'sale.new',
  'sale.client.signed',
  'sale.fee.transferred',
  'sale.reservation.completed',
  'inactive',
] as const;

export type ApplicationState =
  (typeof RENT_APPLICATION_STATES)[number] | (typeof SALE_APPLICATION_STATES)[number];

export const APPLICATION_STATES: readonly ApplicationState[] = [
  ...RENT_APPLICATION_STATES,
  ...SALE_APPLICATION_STATES.filter((s) => s !== 'inactive'),
];

/** The state a new application starts in. */
export const initialApplicationState = (sale: boolean): ApplicationState =>
  sale ? 'sale.new' : 'active.new';

/** States in which staff still work on the application (the household may still complete it). */
export const OPEN_APPLICATION_STATES: readonly ApplicationState[] = [
  'active.new',
  'active.in_progress',
  'active.evaluated',
  'with_offer',
  'with_offer.declined',
  'sale.new',
  'sale.client.signed',
  'sale.fee.transferred',
];

/** Whether the application is closed: its private link expires, the household can no longer change it. */
export const isClosedApplicationState = (state: string): boolean =>
  !OPEN_APPLICATION_STATES.includes(state as ApplicationState);

/** States from which an object may be offered or assigned to the application (ApartmentDetails buttons). */
export const OFFERABLE_APPLICATION_STATES: readonly ApplicationState[] = [
  'active.new',
  'active.in_progress',
  'with_offer.declined',
  'active.evaluated',
];

/** Object states in which it may be offered or assigned (ApplicationDetails buttons): available, or an inactive object. */
export const offerableObject = (object: { progress_state: string; active: boolean }): boolean =>
  object.progress_state === 'available' || !object.active;

/** Which extra data a state loads (spec 1 section 4). */
export function applicationStateDetail(state: string): 'priorities' | 'offer' | 'assignment' | 'buying' {
  if (state === 'with_offer') return 'offer';
  if (state === 'assigned') return 'assignment';
  if (state.startsWith('sale.')) return 'buying';
  return 'priorities';
}

export const APPLICATION_ACTIONS = [
  'startProgress',
  'markEvaluated',
  'reopen',
  'deactivate',
  'activate',
  'offer',
  'declineOffer',
  'withdrawOffer',
  'assign',
  'releaseAssignment',
  'clientSigned',
  'feeTransferred',
  'reservationCompleted',
] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

interface Rule {
  /** null: rent and sale projects alike */
  sale: boolean | null;
  from: readonly ApplicationState[];
  /** the next state; for activate the state before deactivation */
  to: ApplicationState | 'previous';
}

const ACTIVE: readonly ApplicationState[] = ['active.new', 'active.in_progress', 'active.evaluated'];

const RULES: Record<ApplicationAction, Rule> = {
  startProgress: { sale: false, from: ['active.new'], to: 'active.in_progress' },
  markEvaluated: { sale: false, from: ['active.new', 'active.in_progress'], to: 'active.evaluated' },
  reopen: { sale: false, from: ['active.evaluated', 'with_offer.declined'], to: 'active.in_progress' },
  deactivate: {
    sale: null,
    from: [...ACTIVE, 'with_offer.declined', 'sale.new', 'sale.client.signed'],
    to: 'inactive',
  },
  activate: { sale: null, from: ['inactive'], to: 'previous' },
  offer: { sale: false, from: OFFERABLE_APPLICATION_STATES, to: 'with_offer' },
  // the household declined, or the offer expired
  declineOffer: { sale: false, from: ['with_offer'], to: 'with_offer.declined' },
  // staff take the offer back before an answer
  withdrawOffer: { sale: false, from: ['with_offer'], to: 'active.evaluated' },
  // after an accepted offer, or directly
  assign: { sale: false, from: [...OFFERABLE_APPLICATION_STATES, 'with_offer'], to: 'assigned' },
  releaseAssignment: { sale: false, from: ['assigned'], to: 'active.evaluated' },
  clientSigned: { sale: true, from: ['sale.new'], to: 'sale.client.signed' },
  feeTransferred: { sale: true, from: ['sale.client.signed'], to: 'sale.fee.transferred' },
  reservationCompleted: { sale: true, from: ['sale.fee.transferred'], to: 'sale.reservation.completed' },
};

export interface ApplicationStateSubject {
  progress_state: string;
  /** the application belongs to a sale project */
  sale: boolean;
}

/**
 * Why an application cannot take an action now, as a message key; null when it can.
 * `application_action_not_in_project` (a sale action in a rent project or the reverse),
 * `application_action_not_in_state` (the state does not allow it).
 */
export function applicationActionRefusal(
  action: ApplicationAction,
  subject: ApplicationStateSubject,
): string | null {
  const rule = RULES[action];
  if (rule.sale !== null && rule.sale !== subject.sale) return 'application_action_not_in_project';
  return rule.from.includes(subject.progress_state as ApplicationState)
    ? null
    : 'application_action_not_in_state';
}

/**
 * The state after an action, or null when it is refused. `previous` is the state kept when the
 * application was deactivated (its first state when none was kept).
 */
export function nextApplicationState(
  action: ApplicationAction,
  subject: ApplicationStateSubject & { state_before_deactivation?: string | null },
): ApplicationState | null {
  if (applicationActionRefusal(action, subject) !== null) return null;
  const to = RULES[action].to;
  if (to !== 'previous') return to;
  const previous = subject.state_before_deactivation as ApplicationState | null | undefined;
  const states: readonly ApplicationState[] = subject.sale
    ? SALE_APPLICATION_STATES
    : RENT_APPLICATION_STATES;
  return previous && previous !== 'inactive' && states.includes(previous)
    ? previous
    : initialApplicationState(subject.sale);
}

/** The actions possible in a state: the buttons a detail view offers. */
export function applicationActionsIn(subject: ApplicationStateSubject): ApplicationAction[] {
  return APPLICATION_ACTIONS.filter((a) => applicationActionRefusal(a, subject) === null);
}
