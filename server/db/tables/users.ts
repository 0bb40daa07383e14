import type { Generated, Selectable } from 'kysely';

/** Tables of user management (migration 010_invitations); the Database interface extends this one. */
export interface UsersTables {
  user_invitations: UserInvitationTable;
  /** a view: the users who work in each project (read only) */
  project_users: ProjectUserView;
}

/** Columns migration 010 adds to users. */
declare module '../types' {
  interface UserTable {
    last_login_at: Generated<string | null>;
    /** 1: the next sign-in sets up a second factor again (an administrator reset it) */
    must_enrol_2fa: Generated<number>;
  }
}

/** An invitation: a single-use link to set the first password (only the token's SHA-256 is stored). */
export interface UserInvitationTable {
  id: Generated<number>;
  /** the link's {id}: a random uuid */
  public_id: string;
  user_id: number;
  /** the project the link works on */
  project_id: number;
  token_hash: string;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type UserInvitation = Selectable<UserInvitationTable>;

/** One user as a project sees it. */
export interface ProjectUserView {
  project_id: number;
  id: number;
  organisation_id: number;
  username: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  role: string;
  language: string;
  is_active: number;
  last_login_at: string | null;
  /** active, invited (no password yet) or inactive */
  status: string;
  /** the titles of the projects, comma separated */
  projects: string | null;
}
