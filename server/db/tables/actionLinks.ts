import type { Generated, Selectable } from 'kysely';

/** Tables of the public action links (migration 030); the Database interface extends this one. */
export interface ActionLinkTables {
  action_links: ActionLinkTable;
}

/** A token link of a public action page, bound to its project, application and purpose. */
export interface ActionLinkTable {
  id: Generated<number>;
  project_id: number;
  /** 'offer' | 'documents' | 'reference' */
  purpose: string;
  /** the {uuid} of a {uuid}/{token} link */
  public_id: string;
  /** sha-256 hex of the token (at least 128 random bits) */
  token_hash: string;
  application_id: number;
  /** the offer binding an offer link answers */
  occupancy_id: number | null;
  /** JSON: what the link asks */
  details: Generated<string>;
  /** JSON: the answer given through it */
  answer: string | null;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_by: number | null;
  created_at: string;
}

export type ActionLink = Selectable<ActionLinkTable>;
