import type { Generated, Insertable, Selectable } from 'kysely';

/** Tables of applications and their application form (migration 016); the Database interface extends this one. */
export interface ApplicationTables {
  application_forms: ApplicationFormTable;
  applications: ApplicationTable;
  application_persons: ApplicationPersonTable;
  application_documents: ApplicationDocumentTable;
  application_comments: ApplicationCommentTable;
  application_priorities: ApplicationPriorityTable;
  public_rate_events: PublicRateEventTable;
  application_state_counts: ApplicationStateCountTable;
}

/** One version of a project's application form; the newest applies to new applications. */
export interface ApplicationFormTable {
  id: Generated<number>;
  project_id: number;
  /** 1, 2, ... per project */
  version: number;
  /** JSON: the form definition (schema/applicationForm.ts) */
  definition: string;
  created_by: number | null;
  created_at: string;
}

/** An application of a household for one or more objects (priorities), in a state of spec 1 section 4. */
export interface ApplicationTable {
  id: Generated<number>;
  project_id: number;
  /** 1 in a sale project (sale.* states) */
  sale: Generated<number>;
  /** public part of the private link {slug}/{token} */
  slug: string;
  /** sha-256 hex of the private link's token (at least 128 bits) */
  token_hash: string;
  /** ISO time after which the private link no longer opens; set when the application closes */
  token_expires_at: string | null;
  /** the form version it was made with */
  form_id: number | null;
  language: Generated<string>;
  progress_state: string;
  /** the state to return to on activate */
  state_before_deactivation: string | null;
  deactivation_reason: Generated<string>;
  /** the object of first priority */
  object_id: number | null;
  /** the first adult's name, e-mail (lower case), phone (E.164) and birth date: list columns and duplicates */
  main_name: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  birth_date: string | null;
  adults: Generated<number>;
  children: Generated<number>;
  household_size: Generated<number>;
  pets: Generated<number>;
  /** the household's yearly income in cents */
  income_cents: number | null;
  /** yearly income divided by the yearly rent of the first-priority object */
  income_ratio: number | null;
  object_rooms: number | null;
  move_in_date: string | null;
  /** JSON: answers to the form's household fields */
  answers: Generated<string>;
  overall_star: Generated<number>;
  points: Generated<number>;
  /** equal for applications of the same household (e-mail, phone, or name and birth date) */
  duplicate_group: string | null;
  /** written by insertSearchable / updateSearchable (server/modules/applications/searchText.ts) */
  search_text: string;
  /** the names of every person of the household, for search (migration 017) */
  household_names: Generated<string>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Applications per project and progress state; kept exact by database triggers (migration 017). */
export interface ApplicationStateCountTable {
  project_id: number;
  progress_state: string;
  n: number;
}

/** An adult or a child of an application's household; position 1 is the main applicant. */
export interface ApplicationPersonTable {
  id: Generated<number>;
  project_id: number;
  application_id: number;
  /** 'adult' | 'child' */
  person_type: string;
  position: number;
  first_name: Generated<string>;
  last_name: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  birth_date: string | null;
  /** JSON: answers to the form's person fields */
  answers: Generated<string>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A document of an application (ID, salary slip, debt-collection extract, ...); its bytes are an uploaded file. */
export interface ApplicationDocumentTable {
  id: Generated<number>;
  project_id: number;
  application_id: number;
  person_id: number | null;
  file_id: number;
  category: string;
  created_at: string;
}

/** A staff comment on an application; resolved comments stay readable. */
export interface ApplicationCommentTable {
  id: Generated<number>;
  project_id: number;
  application_id: number;
  user_id: number | null;
  body: string;
  resolved: Generated<number>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** An object an application asks for, in the household's order (rank 1 first). */
export interface ApplicationPriorityTable {
  project_id: number;
  application_id: number;
  object_id: number;
  rank: number;
}

/** One request to a rate-limited public endpoint, by bucket (e.g. address or form). */
export interface PublicRateEventTable {
  id: Generated<number>;
  bucket: string;
  at: string;
  /** what the event counts: 1, or the bytes of a public upload */
  amount: Generated<number>;
}

export type ApplicationForm = Selectable<ApplicationFormTable>;
export type Application = Selectable<ApplicationTable>;
export type NewApplication = Insertable<ApplicationTable>;
export type ApplicationPerson = Selectable<ApplicationPersonTable>;
export type ApplicationDocument = Selectable<ApplicationDocumentTable>;
export type ApplicationComment = Selectable<ApplicationCommentTable>;
