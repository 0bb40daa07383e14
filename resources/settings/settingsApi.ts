import { api } from '../../dataProvider';
import type { SessionEntry } from '../../schema/api/accounts';

/**
 * The calls of the authentication settings page and the shapes of their replies (the server's
 * `server/modules/account/twoFactorSettings.ts` and `server/modules/sso/settings.ts`).
 */

/** GET/POST /api/v1/settings/two-factor */
export interface TwoFactorSetting {
  require_2fa: boolean;
  /** active staff who may work in the project, and how many of them have a second factor */
  staff: { total: number; enrolled: number };
}

export type SsoProvider = 'azure' | 'oidc';

/** GET/POST /api/v1/settings/authentication: never the secret, only whether one is stored. */
export interface SsoSettings {
  provider: SsoProvider;
  enabled: boolean;
  directoryId: string;
  clientId: string;
  hasSecret: boolean;
  issuerUrl: string;
  issuer: string;
  allowCreateUsers: boolean;
  defaultRole: string;
  /** the roles defaultRole may take (never an administrator role) */
  roles: string[];
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

export const TWO_FACTOR_SETTING_KEY = ['settings', 'two-factor'] as const;
export const SSO_SETTINGS_KEY = ['settings', 'authentication'] as const;
export const OWN_SESSION_KEY = ['settings', 'own-session'] as const;

const TWO_FACTOR_PATH = '/api/v1/settings/two-factor';
const SSO_PATH = '/api/v1/settings/authentication';

export async function fetchTwoFactorSetting(): Promise<TwoFactorSetting> {
  const { data } = await api.get<TwoFactorSetting>(TWO_FACTOR_PATH);
  return data;
}

export async function saveTwoFactorSetting(require2fa: boolean): Promise<TwoFactorSetting> {
  const { data } = await api.post<TwoFactorSetting>(TWO_FACTOR_PATH, { require_2fa: require2fa });
  return data;
}

export async function fetchSsoSettings(): Promise<SsoSettings> {
  const { data } = await api.get<SsoSettings>(SSO_PATH);
  return data;
}

export async function saveSsoSettings(input: SsoSettingsInput): Promise<SsoSettings> {
  const { data } = await api.post<SsoSettings>(SSO_PATH, input);
  return data;
}

/**
 * Whether the session this page runs in was opened with a second factor: a project that
 * requires one stops admitting it otherwise. null when the session is not in the list.
 */
export async function fetchOwnSessionHasSecondFactor(): Promise<boolean | null> {
  const { data } = await api.get<{ sessions: SessionEntry[] }>('/api/v1/users/sessions');
  const own = data.sessions.find((session) => session.current);
  return own ? own.second_factor !== null : null;
}
