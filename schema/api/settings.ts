import type { Role } from '../permissions';

/** Replies and inputs of the project settings pages (spec 2 section 7.17). */

/** GET/POST /api/v1/settings/two-factor */
export interface TwoFactorSetting {
  require_2fa: boolean;
  /** active staff who may work in the project, and how many of them have a second factor */
  staff: { total: number; enrolled: number };
}

export type SsoProvider = 'azure' | 'oidc';

/** GET and POST /api/v1/settings/authentication: never the secret, only whether one is stored. */
export interface SsoSettingsReply {
  provider: SsoProvider;
  enabled: boolean;
  directoryId: string;
  clientId: string;
  hasSecret: boolean;
  issuerUrl: string;
  /** the issuer sign-ins are checked against: derived from the directory id for Entra */
  issuer: string;
  allowCreateUsers: boolean;
  defaultRole: string;
  /** the roles defaultRole may take (never an administrator role) */
  roles: readonly Role[];
  /** the redirect URI to register at the directory */
  callbackUrl: string;
  /** 0 before the first save; sent back with a save (a stale one is refused with 409) */
  version: number;
}

/** POST /api/v1/settings/authentication: an empty or missing clientSecret keeps the stored one. */
export interface SsoSettingsInput {
  provider: SsoProvider;
  enabled: boolean;
  directoryId: string;
  clientId: string;
  clientSecret: string;
  issuerUrl: string;
  allowCreateUsers: boolean;
  defaultRole: string;
  version: number;
}
