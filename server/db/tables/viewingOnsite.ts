import type { Generated, Selectable } from 'kysely';

/** The on-site links of viewings (migration 035); the Database interface extends this one. */
export interface ViewingOnsiteTables {
  viewing_onsite_links: ViewingOnsiteLinkTable;
}

/** A link for the caretaker at the door: one appointment, the token's SHA-256 and sealed copy. */
export interface ViewingOnsiteLinkTable {
  id: Generated<number>;
  project_id: number;
  appointment_id: number;
  token_hash: string;
  token_sealed: string;
  revoked_at: string | null;
  created_by: number | null;
  created_at: string;
}

export type ViewingOnsiteLink = Selectable<ViewingOnsiteLinkTable>;
