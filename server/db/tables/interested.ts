import type { Generated, Insertable, Selectable } from 'kysely';

/** Interested people (migration 034); the Database interface extends this one. */
export interface InterestedTables {
  interested_people: InterestedPersonTable;
}

/** A person interested in an object or in the project generally (B2C). */
export interface InterestedPersonTable {
  id: Generated<number>;
  project_id: number;
  object_id: number | null;
  name: string;
  /** lower-cased; one person per address and project */
  email: string;
  /** international form, '' when not given */
  phone: Generated<string>;
  language: Generated<string>;
  /** staff, booking */
  source: Generated<string>;
  active: Generated<number>;
  note: Generated<string>;
  invited_at: string | null;
  /** sha-256 hex of the person's link to the general viewings; the token is never stored */
  booking_token_hash: string | null;
  /** the same token sealed with the server's key, so that a later mail carries the same link */
  booking_token_sealed: string | null;
  search_text: string;
  version: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export type InterestedPerson = Selectable<InterestedPersonTable>;
export type NewInterestedPerson = Insertable<InterestedPersonTable>;
