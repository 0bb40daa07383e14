import type { Generated, Insertable, Selectable } from 'kysely';

/** Tables of this area; the Database interface (server/db/types.ts) extends this one. */
export interface SsoTables {
  sso_settings: SsoSettingsTable;
  sso_logins: SsoLoginTable;
}

export type SsoProviderKind = 'azure' | 'oidc';

/** A project's directory for single sign-on (one row per project, migration 005). */
export interface SsoSettingsTable {
  project_id: number;
  /** 'azure' (Microsoft Entra ID) or 'oidc' (any OpenID Connect provider) */
  provider: string;
  /** Entra directory (tenant) id, a GUID; '' for a generic provider */
  directory_id: string;
  /** application (client) id at the directory */
  client_id: string;
  /** client secret, encrypted (server/core/secrets.ts); '' when none is stored */
  client_secret: string;
  /** issuer of a generic provider; '' for Entra (derived from the directory id) */
  issuer_url: string;
  /** 0/1: a verified e-mail without an account creates one (default off) */
  allow_create_users: Generated<number>;
  /** role of a created account */
  default_role: Generated<string>;
  /** 0/1 */
  enabled: Generated<number>;
  version: Generated<number>;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A sign-in in progress: started by the popup, finished (once) by the directory's redirect. */
export interface SsoLoginTable {
  id: Generated<number>;
  project_id: number;
  provider: string;
  /** SHA-256 of the state (hex); the state itself is never stored */
  state_hash: string;
  /** SHA-256 of the nonce (hex) */
  nonce_hash: string;
  /** PKCE code verifier, encrypted */
  code_verifier: string;
  redirect_uri: string;
  /** language of the page that started it, for the popup's answer */
  language: string;
  created_at: string;
  expires_at: string;
  /** set when the directory's answer arrives: a state is used once */
  used_at: string | null;
}

export type SsoSettings = Selectable<SsoSettingsTable>;
export type NewSsoSettings = Insertable<SsoSettingsTable>;
export type SsoLogin = Selectable<SsoLoginTable>;
