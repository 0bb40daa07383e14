import { api } from '../../dataProvider';
import type { ProfileSettings, SessionEntry, TwoFactorStatus } from '../../schema/api/accounts';
import type { SessionUser } from '../../schema/api/session';

export type { ProfileSettings, SessionEntry, TwoFactorStatus };
import type { NotificationEvent, ProfileSettingsInput, TwoFactorMethodName } from '../../schema/validation';

export interface PasswordChangeInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** The calls of the profile settings (spec 2 section 7.3; docs/api.md). */
const PROFILE = '/api/v1/users/user-profile-settings';
const TWO_FACTOR = `${PROFILE}/2fa`;

export interface SavedProfile extends ProfileSettings {
  user: SessionUser;
  message: string;
}

export type NotificationSettings = Record<NotificationEvent, boolean>;
export interface SystemNotificationPreference {
  desktop: boolean;
  sound: boolean;
}

export type TotpSetup = { method: 'totp'; secret: string; otpauthUri: string };
export type EmailSetup = { method: 'email'; sentTo: string; message: string };
export type TwoFactorSetup = TotpSetup | EmailSetup;

interface Message {
  message: string;
}

export const PROFILE_QUERY_KEY = ['profile-settings'] as const;
export const TWO_FACTOR_QUERY_KEY = ['profile-settings', '2fa'] as const;
export const SESSIONS_QUERY_KEY = ['profile-settings', 'sessions'] as const;
export const NOTIFICATIONS_QUERY_KEY = ['profile-settings', 'notifications'] as const;
export const SYSTEM_NOTIFICATIONS_QUERY_KEY = ['profile-settings', 'system-notifications'] as const;

const data = <T>(promise: Promise<{ data: T }>): Promise<T> => promise.then((reply) => reply.data);

export const profileApi = {
  profile: () => data(api.get<ProfileSettings>(PROFILE)),
  saveProfile: (input: ProfileSettingsInput) => data(api.post<SavedProfile>(PROFILE, input)),
  changePassword: (input: PasswordChangeInput) =>
    data(api.post<Message & { endedSessions: number }>('/api/v1/users/reset-password', input)),

  twoFactor: () => data(api.get<TwoFactorStatus>(TWO_FACTOR)),
  startTwoFactor: (method: TwoFactorMethodName, password: string) =>
    data(api.post<TwoFactorSetup>(`${TWO_FACTOR}/${method}/start`, { password })),
  confirmTwoFactor: (method: TwoFactorMethodName, code: string) =>
    data(
      api.post<Message & { recoveryCodes: string[]; twoFactor: TwoFactorStatus }>(
        `${TWO_FACTOR}/${method}/confirm`,
        { code },
      ),
    ),
  disableTwoFactor: (password: string) =>
    data(api.post<Message & { twoFactor: TwoFactorStatus }>(`${TWO_FACTOR}/disable`, { password })),
  newRecoveryCodes: (password: string) =>
    data(api.post<Message & { recoveryCodes: string[] }>(`${TWO_FACTOR}/recovery-codes`, { password })),

  sessions: () => data(api.get<{ sessions: SessionEntry[] }>('/api/v1/users/sessions')),
  endSession: (id: number) =>
    data(api.delete<Message & { current: boolean }>(`/api/v1/users/sessions/${id}`)),
  endOtherSessions: () => data(api.delete<Message & { ended: number }>('/api/v1/users/sessions')),

  notifications: () => data(api.get<NotificationSettings>('/api/v1/users/notification-settings')),
  saveNotifications: (values: Partial<NotificationSettings>) =>
    data(api.post<NotificationSettings & Message>('/api/v1/users/notification-settings', values)),
  systemNotifications: () =>
    data(api.get<SystemNotificationPreference>('/api/v1/users/system-notification-preference')),
  saveSystemNotifications: (values: Partial<SystemNotificationPreference>) =>
    data(
      api.post<SystemNotificationPreference & Message>(
        '/api/v1/users/system-notification-preference',
        values,
      ),
    ),
};
