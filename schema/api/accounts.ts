import type { TwoFactorMethodName } from '../validation';

/** GET /api/v1/users/user-profile-settings/2fa, and part of the profile. */
export interface TwoFactorStatus {
  enabled: boolean;
  method: TwoFactorMethodName | null;
  /** a set-up started and not yet confirmed */
  pendingMethod: TwoFactorMethodName | null;
  recoveryCodesLeft: number;
  /** a project the user works in requires a second factor: it cannot be turned off */
  required: boolean;
  /** this project requires it */
  requiredByProject: boolean;
}

/** GET /api/v1/users/user-profile-settings. */
export interface ProfileSettings {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  /** de, fr, it or en */
  language: string;
  version: number;
  password_changed_at: string | null;
  twoFactor: TwoFactorStatus;
}

/** One of the user's own sessions, as the profile lists them (GET /api/v1/users/sessions). */
export interface SessionEntry {
  id: number;
  created_at: string;
  last_seen_at: string;
  ip: string;
  user_agent: string;
  /** how the sign-in was confirmed beyond the password (totp, email, recovery, sso), or null */
  second_factor: string | null;
  /** the session making this request */
  current: boolean;
}
