import {
  APPLICATION_ACTIONS,
  applicationActionRefusal,
  OFFERABLE_APPLICATION_STATES,
  offerableObject,
  type ApplicationAction,
  type ApplicationStateSubject,
} from '../../schema/applicationStates';

/**
 * The application screens' pure rules: which buttons a state shows and enables (spec 1 section 4,
 * from the state machine of schema/applicationStates.ts), the reasons of a deactivation, the list
 * path of a project.
 */

/** Why an application is deactivated (spec 1 section 5: one must be chosen); sent as the reason code. */
export const DEACTIVATION_REASONS = [
  'found_other_home',
  'withdrawn',
  'not_suitable',
  'incomplete',
  'duplicate',
  'other',
] as const;

/** Actions of a rent project shown as buttons in ApplicationEdit, in this order. */
const RENT_BUTTONS: readonly ApplicationAction[] = [
  'startProgress',
  'markEvaluated',
  'reopen',
  'offer',
  'assign',
  'declineOffer',
  'withdrawOffer',
  'releaseAssignment',
  'deactivate',
  'activate',
];

const SALE_BUTTONS: readonly ApplicationAction[] = [
  'clientSigned',
  'feeTransferred',
  'reservationCompleted',
  'deactivate',
  'activate',
];

export interface StateButton {
  action: ApplicationAction;
  /** why it cannot be used now (a text key), or null */
  refusal: string | null;
}

/** A refusal key of the state machine as the key of its text here. */
export const refusalText = (key: string | null): string | null =>
  key === null ? null : `applications_refusal_${key}`;

/**
 * The state buttons of an application: every action of its project kind, enabled when the state
 * machine allows it in the current state (the same rule the server refuses with 409).
 */
export function stateButtons(subject: ApplicationStateSubject): StateButton[] {
  const actions = subject.sale ? SALE_BUTTONS : RENT_BUTTONS;
  return actions
    .filter((action) => APPLICATION_ACTIONS.includes(action))
    .map((action) => ({ action, refusal: refusalText(applicationActionRefusal(action, subject)) }));
}

/**
 * Offer and direct assignment of an object on ApplicationDetails (spec 1 section 4): the object
 * must be available or inactive, and the application's state must allow it.
 */
export function objectOfferRefusal(
  action: 'offer' | 'assign',
  subject: ApplicationStateSubject,
  object: { progress_state: string; active: boolean },
): string | null {
  const own = applicationActionRefusal(action, subject);
  if (own !== null) return refusalText(own);
  return offerableObject(object) ? null : 'applications_refusal_object_not_offerable';
}

/**
 * Offer and direct assignment on ApartmentDetails (spec 1 section 4): only for applications in
 * active.new, active.in_progress, with_offer.declined, active.evaluated.
 */
export function applicationOfferRefusal(progressState: string): string | null {
  return OFFERABLE_APPLICATION_STATES.includes(progressState as (typeof OFFERABLE_APPLICATION_STATES)[number])
    ? null
    : 'applications_refusal_application_not_offerable';
}

/** The delete icon on the adult and child panels (spec 1 section 6): needs applications_write, hidden on the last adult. */
export function canDeletePerson(personType: 'adult' | 'child', adults: number, canWrite: boolean): boolean {
  if (!canWrite) return false;
  return personType === 'child' || adults > 1;
}

/** Moves the entry at `from` one place up (-1) or down (+1); the order of priorities. */
export function moved<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The text key of a state (`active.in_progress` -> `applications_state_active_in_progress`). */
export const stateKey = (state: string): string => `applications_state_${state.replace(/\./g, '_')}`;
