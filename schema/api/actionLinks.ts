import type { ActionLinkState, OfferAnswer, ReferenceKind, ReferenceQuestion } from '../actionLinks';
import type { LocalizedText } from '../applicationForm';
import type { Language } from './common';
import type { CurrencyOrder } from '../money';

/** Whom the visitor of a public action page may contact: the project's contact. */
export interface ActionContact {
  project: string;
  name: string;
  email: string;
  phone: string;
}

/** What every action page's init answers: whether the link opens, and whom to contact. */
export interface ActionPageBase {
  state: ActionLinkState;
  contact: ActionContact;
  /** the language the page starts in (the application's) */
  language: Language;
}

/** GET /api/v1/applications/{id}/offer-info/init */
export interface OfferInfoReply extends ActionPageBase {
  offer: {
    applicant_name: string;
    object_title: string;
    object_address: string;
    ref_number: string;
    rooms: number | null;
    floor: string;
    /** gross rent (or price in a sale project), in the currency's units */
    rent: number | null;
    sale: boolean;
    currency: string;
    currency_order: CurrencyOrder;
    /** the last day to answer, YYYY-MM-DD */
    expires_on: string;
  } | null;
  /** the answer given, once the link was used */
  answer: OfferAnswer | null;
}

/** POST /api/v1/applications/{id}/offer-confirm */
export interface OfferConfirmReply {
  answer: OfferAnswer;
  message: string;
}

/** A category of a document request: a file field of the application form. */
export interface RequestedCategory {
  key: string;
  label: string;
  /** 'household' or 'adult': an adult's document names whose it is */
  scope: 'household' | 'adult';
}

export interface RequestedDocument {
  id: number;
  category: string;
  name: string;
  size: number;
  created_at: string;
}

/** GET /api/v1/applications/adult-document-list/{uuid}/{token}/init */
export interface DocumentsRequestInfoReply extends ActionPageBase {
  request: {
    applicant_name: string;
    message: string;
    categories: RequestedCategory[];
    adults: Array<{ id: number; name: string }>;
    /** documents uploaded through this link so far */
    uploaded: RequestedDocument[];
    expires_at: string;
  } | null;
}

/** The request the staff made (POST /api/v1/applications/{id}/documents-request) */
export interface DocumentsRequestReply {
  id: number;
  expires_at: string;
  mail: { status: 'queued' | 'waiting' | 'no_address'; to: string | null; message: string };
  message: string;
}

/** A document request as the application's panel lists it. */
export interface DocumentsRequestItem {
  id: number;
  categories: RequestedCategory[];
  message: string;
  /** a closed application's open request counts as revoked */
  state: ActionLinkState;
  /** documents of the requested categories uploaded since the request */
  uploaded: number;
  created_at: string;
  expires_at: string;
}

/**
 * GET /api/v1/applications/{id}/documents-request: what the staff may ask for (the application
 * form's file fields, named in the staff's language) and the requests made, newest first.
 */
export interface DocumentsRequestOverview {
  categories: RequestedCategory[];
  requests: DocumentsRequestItem[];
}

/** GET /api/v1/adults/{id}/evaluation/{type}/reference/init */
export interface ReferenceInfoReply extends ActionPageBase {
  reference: {
    type: ReferenceKind;
    applicant_name: string;
    referee_name: string;
    questions: readonly ReferenceQuestion[];
  } | null;
}

/** A reference answered through its link, as the evaluation panel shows it. */
export interface ApplicationReference {
  id: number;
  type: ReferenceKind;
  referee_name: string;
  state: ActionLinkState;
  answered_by: string;
  answered_at: string | null;
  /** each question of the link (`label` for the project's added ones) and its answer ('' when none) */
  answers: Array<{ key: string; label?: LocalizedText; value: string }>;
  created_at: string;
}

/** GET /api/v1/applications/{id}/references */
export interface ApplicationReferencesReply {
  references: ApplicationReference[];
}
