import type { ApplicationAction, ApplicationState } from '../applicationStates';

/**
 * Replies of the application state routes (server/modules/applicationFlow): change-status,
 * priority and alternative apartments, offer, declined offer, assignment, and the applications of
 * an object. Money in CHF, dates YYYY-MM-DD, times ISO.
 */

/** POST /api/v1/applications/{id}/change-status (and every other state-changing call of this area). */
export interface ApplicationStateReply {
  id: number;
  progress_state: ApplicationState;
  version: number;
  /** the actions possible now (applicationActionsIn) */
  actions: ApplicationAction[];
  /** ISO time the private link stopped (or stops) opening; null while the application is open */
  private_link_expires_at: string | null;
  deactivation_reason: string;
  /** the mail to the household an offer, an assignment or a rejection queued */
  mail?: FlowMailResult;
  /** what to tell the person who acted (the mail's fate) */
  message?: string;
}

/**
 * The mail of an offer, assignment or rejection: queued for the mail server, waiting in the
 * outbox for lack of one, or not written (the household has no address).
 */
export interface FlowMailResult {
  status: 'queued' | 'waiting' | 'no_address';
  to: string | null;
  message: string;
}

/** The object an offer, an assignment or a priority is about. */
export interface FlowObject {
  id: number;
  /** apartments, parkingspace, other, craft, plot (the state's caption agrees with it) */
  object_type: string;
  title: string;
  ref_number: string;
  rooms: number | null;
  /** monthly gross rent in CHF (selling price in sale projects) */
  rent: number | null;
  progress_state: string;
  active: boolean;
}

/** GET /api/v1/applications/{id}/priority-apartments: one row per priority object, rank 1 first. */
export interface PriorityApartment {
  object_id: number;
  rank: number;
  /** apartments, parkingspace, other, craft, plot (the state's caption agrees with it) */
  object_type: string;
  title: string;
  ref_number: string;
  rooms: number | null;
  rent: number | null;
  progress_state: string;
  active: boolean;
  /** the object may be offered or assigned to this application now */
  can_offer: boolean;
  /** why not, as a message key (translated in `refusal_text`); null when can_offer */
  refusal: string | null;
  refusal_text: string | null;
}

/** POST /api/v1/applications/{id}/edit-prios: the application's new version and its priorities. */
export interface ApplicationPrioritiesReply {
  id: number;
  version: number;
  priorities: PriorityApartment[];
}

/** GET /api/v1/applications/{id}/alternative-apartments: available objects that fit the household. */
export type AlternativeApartment = Omit<PriorityApartment, 'rank'>;

/** GET /api/v1/applications/{id}/offer: the current offer (409 application_no_offer when there is none). */
export interface ApplicationOffer {
  /** the occupancy row of kind offer */
  id: number;
  object: FlowObject;
  /** the last day the household may accept */
  expires_on: string;
  comment: string;
  created_at: string;
  created_by: string;
}

/** POST /api/v1/applications/{id}/offer */
export interface ApplicationOfferReply extends ApplicationStateReply {
  offer: ApplicationOffer;
}

/** An application that could be offered an object next, best first. */
export interface OfferCandidate {
  application_id: number;
  main_name: string;
  points: number;
  overall_star: number;
  /** the rank the application gave the object */
  rank: number;
  progress_state: string;
}

/** GET /api/v1/applications/{id}/offer-declined */
export interface ApplicationOfferDeclined {
  /** the last declined (or expired) offer of the application; null when it never declined one */
  offer:
    | (ApplicationOffer & {
        declined_at: string;
        /** the household's reason, empty when the offer expired */
        reason: string;
        /** declined because its expiry date passed */
        expired: boolean;
      })
    | null;
  /** the next ranked candidates for that object (priority rank, then points, then evaluation) */
  candidates: OfferCandidate[];
}

/** GET /api/v1/applications/{id}/assignment (409 application_no_assignment when not assigned). */
export interface ApplicationAssignment {
  /** the occupancy row of kind assignment */
  id: number;
  object: FlowObject;
  comment: string;
  created_at: string;
  created_by: string;
}

/** POST /api/v1/applications/{id}/assignment and .../assignment/update */
export interface ApplicationAssignmentReply extends ApplicationStateReply {
  assignment: ApplicationAssignment;
}

/** GET /api/v1/objects/{id}/applications: the applications with a priority on the object, best first. */
export interface ObjectApplication {
  application_id: number;
  main_name: string;
  rank: number;
  points: number;
  overall_star: number;
  progress_state: string;
  version: number;
  created_at: string;
  /** the object may be offered or assigned to this application now (ApartmentDetails buttons) */
  can_offer: boolean;
  refusal: string | null;
  refusal_text: string | null;
}

/** Body of POST /api/v1/applications/{id}/change-status (offer and assign have their own calls). */
export interface ChangeStatusBody {
  action: Exclude<ApplicationAction, 'offer' | 'assign'>;
  version: number;
  /** required for deactivate; the decline reason for declineOffer */
  reason?: string;
}
