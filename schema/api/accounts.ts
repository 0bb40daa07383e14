import type { MailDelivery } from './communication';
import type { NotificationEvent, TwoFactorMethodName } from '../validation';
import type { SessionUser } from './session';

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

/** A reply that carries the server's translated confirmation. */
export interface MessageReply {
  message: string;
}

/** POST /api/v1/users/user-profile-settings: the saved profile, the session's user and a confirmation. */
export interface SavedProfile extends ProfileSettings, MessageReply {
  user: SessionUser;
}

/** POST /api/v1/users/reset-password: change one's own password with the current one. */
export interface PasswordChangeInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export interface PasswordChangeReply extends MessageReply {
  /** the other sessions the change ended */
  endedSessions: number;
}

/** POST .../2fa/{method}/start: what the user needs to confirm the set-up. */
export type TwoFactorSetup =
  | { method: 'totp'; secret: string; otpauthUri: string }
  | { method: 'email'; sentTo: string; message: string; delivery?: MailDelivery };

/** POST .../2fa/{method}/confirm: the recovery codes, shown once. */
export interface TwoFactorConfirmReply extends MessageReply {
  recoveryCodes: string[];
  twoFactor: TwoFactorStatus;
}

export interface TwoFactorDisableReply extends MessageReply {
  twoFactor: TwoFactorStatus;
}

export interface RecoveryCodesReply extends MessageReply {
  recoveryCodes: string[];
}

/** GET /api/v1/users/sessions */
export interface SessionsReply {
  sessions: SessionEntry[];
}

/** DELETE /api/v1/users/sessions/{id} */
export interface EndSessionReply extends MessageReply {
  /** the ended session was this one */
  current: boolean;
}

/** DELETE /api/v1/users/sessions: every session but this one. */
export interface EndOtherSessionsReply extends MessageReply {
  ended: number;
}

/** GET/POST /api/v1/users/notification-settings: which events the user is mailed about. */
export type NotificationSettings = Record<NotificationEvent, boolean>;

/** GET/POST /api/v1/users/system-notification-preference: the browser's notifications and sound. */
export interface SystemNotificationPreference {
  desktop: boolean;
  sound: boolean;
}
