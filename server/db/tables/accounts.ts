import type { Generated, Selectable } from 'kysely';

/** Tables of this area (migration 003_accounts); the Database interface (server/db/types.ts) extends this one. */
export interface AccountsTables {
  password_resets: PasswordResetTable;
  user_two_factor: UserTwoFactorTable;
  two_factor_challenges: TwoFactorChallengeTable;
  two_factor_email_codes: TwoFactorEmailCodeTable;
  recovery_codes: RecoveryCodeTable;
  user_preferences: UserPreferenceTable;
  outbox: OutboxTable;
}

/**
 * Columns migration 003 adds to core tables, merged into their interfaces here so that the core
 * types stay untouched by this area.
 */
declare module '../types' {
  interface UserTable {
    password_changed_at: string | null;
  }
  interface SessionTable {
    /** how the sign-in was confirmed (totp, email, recovery, ...); null: password only */
    second_factor: string | null;
  }
  interface ProjectTable {
    /** 1: every member of staff signs in to this project with a second factor */
    require_2fa: Generated<number>;
  }
}

/** A password reset link: `{public_id}` in the link, the token's SHA-256 here. */
export interface PasswordResetTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  ip: string;
  /** the project the link was asked for, the only one it works on (null: asked for before links had one) */
  project_id: number | null;
}

export type TwoFactorMethod = 'totp' | 'email';

export interface UserTwoFactorTable {
  user_id: number;
  /** totp | email; null: two-factor sign-in is off */
  method: string | null;
  /** the TOTP secret (sealed, see account/twoFactor.ts); never sent to anyone after enrolment */
  totp_secret: string | null;
  /** the last TOTP time step accepted (a code is accepted once) */
  totp_last_step: number | null;
  pending_method: string | null;
  pending_totp_secret: string | null;
  enabled_at: string | null;
  updated_at: string;
}

/** A sign-in waiting for its second factor (login), or for the user to set one up (enrol). */
export interface TwoFactorChallengeTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  project_id: number;
  purpose: 'login' | 'enrol';
  created_at: string;
  expires_at: string;
  ip: string;
  user_agent: string;
}

export interface TwoFactorEmailCodeTable {
  id: Generated<number>;
  user_id: number;
  challenge_id: number | null;
  code_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface UserPreferenceTable {
  user_id: number;
  key: string;
  /** JSON */
  value: string;
  updated_at: string;
}

/** Every mail the app sends, written in the transaction of the change it reports; the sender delivers it. */
export interface OutboxTable {
  id: Generated<number>;
  project_id: number | null;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
  sent_at: string | null;
  /** queued | sending | sent | failed | bounced | unconfirmed (migration 020) */
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  /** when the next attempt may start; null: at once */
  next_attempt_at: string | null;
  /** the lease of the process sending it; a `sending` row whose lease passed was interrupted */
  claimed_until: string | null;
  /** the server's answer to the last failed attempt, or the bounce's reason */
  last_error: Generated<string>;
  /** `<...@MAIL_DOMAIN>`, given when queued, sent as the Message-ID header */
  message_id: string | null;
  reply_to: string | null;
  from_name: string | null;
  /** JSON [{ fileId, name }] of uploaded_files of the same project */
  attachments: Generated<string>;
}

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'bounced' | 'unconfirmed';

export type TwoFactorChallenge = Selectable<TwoFactorChallengeTable>;
export type UserTwoFactor = Selectable<UserTwoFactorTable>;
export type OutboxMail = Selectable<OutboxTable>;
