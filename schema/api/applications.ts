import type { ApplicationAction } from '../applicationStates';

/**
 * Replies of the staff routes of applications (spec 2 section 7.8): detail, persons, evaluation,
 * comments, points, duplicates. Money in currency units (CHF), dates YYYY-MM-DD, times ISO.
 */

/** An application of the same household (same e-mail, phone, or name and birth date). */
export interface ApplicationDuplicate {
  id: number;
  main_name: string;
  progress_state: string;
  created_at: string;
}

/** An adult or a child of the household, as the detail lists them. */
export interface ApplicationPersonSummary {
  id: number;
  person_type: 'adult' | 'child';
  /** 1 is the main applicant */
  position: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  birth_date: string | null;
  version: number;
}

/** A document of the application; `url` serves its bytes to staff of the project. */
export interface ApplicationDocumentItem {
  id: number;
  category: string;
  file_name: string;
  url: string;
  person_id: number | null;
}

/** One answer of the form, with the label of the form version the application was made with. */
export interface ApplicationAnswerField {
  key: string;
  label: string;
  /** the answer as text (choices resolved to their labels, booleans as yes/no) */
  value: string;
}

export interface ApplicationAnswerSection {
  title: string;
  fields: ApplicationAnswerField[];
}

export interface ApplicationHousehold {
  adults: number;
  children: number;
  household_size: number;
  pets: number;
  /** yearly income in CHF */
  income: number | null;
  income_ratio: number | null;
  move_in_date: string | null;
}

/** The object of first priority. */
export interface ApplicationObjectRef {
  id: number;
  title: string;
  ref_number: string;
  progress_state: string;
}

/** GET /api/v1/applications/{id} (and /api/v1/sales/applications/{id}): ApplicationEdit. */
export interface ApplicationDetail {
  id: number;
  version: number;
  progress_state: string;
  sale: boolean;
  language: string;
  created_at: string;
  deactivation_reason: string;
  overall_star: number;
  points: number;
  duplicate_group: string | null;
  duplicates: ApplicationDuplicate[];
  main_name: string;
  email: string;
  phone: string;
  household: ApplicationHousehold;
  answers: { sections: ApplicationAnswerSection[] };
  persons: ApplicationPersonSummary[];
  documents: ApplicationDocumentItem[];
  object: ApplicationObjectRef | null;
  /** the state actions possible now (schema/applicationStates.ts applicationActionsIn) */
  actions: ApplicationAction[];
  private_link_expires_at: string | null;
}

/**
 * GET /api/v1/applications/{id}/adult/{personId} and /child/{personId}: ApplicationAdult and
 * ApplicationChild; the reply of the POST that changes it too.
 */
export interface ApplicationPersonDetail extends ApplicationPersonSummary {
  application_id: number;
  /** the person's answers, labelled from the form version */
  fields: ApplicationAnswerField[];
  /** the raw answers by field key, for editing */
  answers: Record<string, unknown>;
  /** false for the last adult (its delete is refused) */
  deletable: boolean;
  /** how mails greet the person (their answer `salutation` or `gender`); '' greets neutrally */
  salutation: '' | 'female' | 'male';
}

/** POST body of a person change: the columns given change, `answers` are merged by key. */
export interface ApplicationPersonUpdate {
  version: number;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  birth_date?: string | null;
  /** the Anrede; '' greets neutrally */
  salutation?: '' | 'female' | 'male';
  answers?: Record<string, unknown>;
}

/** A staff comment; `own` when the caller wrote it (own comments, or an admin, may be changed). */
export interface ApplicationCommentItem {
  id: number;
  body: string;
  author: string;
  resolved: boolean;
  created_at: string;
  updated_at: string;
  version: number;
  own: boolean;
}

/** GET /api/v1/applications/{id}/evaluation/init: ApplicationEvaluation. */
export interface ApplicationEvaluationInit {
  overall_star: number;
  points: number;
  comments: ApplicationCommentItem[];
}

/** PUT /api/v1/applications/{id}/evaluation body and reply. */
export interface ApplicationEvaluation {
  overall_star: number;
}

/** One criterion of the points: what it gave of its maximum and why. */
export interface ApplicationPointsCriterion {
  key: string;
  label: string;
  points: number;
  max: number;
  reason: string;
}

/** GET /api/v1/applications/{id}/points: ApplicationTotalPoints. */
export interface ApplicationPointsReply {
  total: number;
  max: number;
  criteria: ApplicationPointsCriterion[];
}

/** GET /api/v1/applications/{id}/duplicates. */
export interface ApplicationDuplicatesReply {
  duplicate_group: string | null;
  duplicates: ApplicationDuplicate[];
}

/** Reply of delete routes. */
export interface ApplicationDeleted {
  id: number;
  deleted: true;
}
