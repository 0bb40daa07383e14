import type {
  EndOtherSessionsReply,
  EndSessionReply,
  MessageReply,
  NotificationSettings,
  PasswordChangeInput,
  PasswordChangeReply,
  ProfileSettings,
  RecoveryCodesReply,
  SavedProfile,
  SessionsReply,
  SystemNotificationPreference,
  TwoFactorConfirmReply,
  TwoFactorDisableReply,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../schema/api/accounts';
import type { ProfileSettingsInput, TwoFactorMethodName } from '../schema/validation';
import { api } from './http';
import { toRequestError } from './requestError';

/** A call's reply in react-admin's shape `{data}` (the custom methods of both settings areas use it); a failure as a RequestError. */
export async function reply<T>(request: Promise<{ data: T }>): Promise<{ data: T }> {
  try {
    const { data } = await request;
    return { data };
  } catch (error) {
    throw toRequestError(error);
  }
}

const PROFILE = '/api/v1/users/user-profile-settings';
const TWO_FACTOR = `${PROFILE}/2fa`;
const SESSIONS = '/api/v1/users/sessions';
const NOTIFICATIONS = '/api/v1/users/notification-settings';
const SYSTEM_NOTIFICATIONS = '/api/v1/users/system-notification-preference';

/**
 * The data provider's own methods for the signed-in user's profile settings (spec 2 section 7.17):
 * screens call them through `useDataProvider()`, never axios directly. Each answers `{data}`.
 */
export const accountMethods = {
  getProfileSettings: () => reply(api.get<ProfileSettings>(PROFILE)),
  saveProfileSettings: (input: ProfileSettingsInput) => reply(api.post<SavedProfile>(PROFILE, input)),
  changePassword: (input: PasswordChangeInput) =>
    reply(api.post<PasswordChangeReply>('/api/v1/users/reset-password', input)),

  getTwoFactor: () => reply(api.get<TwoFactorStatus>(TWO_FACTOR)),
  startTwoFactor: (method: TwoFactorMethodName, password: string) =>
    reply(api.post<TwoFactorSetup>(`${TWO_FACTOR}/${method}/start`, { password })),
  confirmTwoFactor: (method: TwoFactorMethodName, code: string) =>
    reply(api.post<TwoFactorConfirmReply>(`${TWO_FACTOR}/${method}/confirm`, { code })),
  disableTwoFactor: (password: string) =>
    reply(api.post<TwoFactorDisableReply>(`${TWO_FACTOR}/disable`, { password })),
  renewRecoveryCodes: (password: string) =>
    reply(api.post<RecoveryCodesReply>(`${TWO_FACTOR}/recovery-codes`, { password })),

  getSessions: () => reply(api.get<SessionsReply>(SESSIONS)),
  endSession: (id: number) => reply(api.delete<EndSessionReply>(`${SESSIONS}/${id}`)),
  endOtherSessions: () => reply(api.delete<EndOtherSessionsReply>(SESSIONS)),

  getNotificationSettings: () => reply(api.get<NotificationSettings>(NOTIFICATIONS)),
  saveNotificationSettings: (values: NotificationSettings) =>
    reply(api.post<NotificationSettings & MessageReply>(NOTIFICATIONS, values)),
  getSystemNotificationPreference: () => reply(api.get<SystemNotificationPreference>(SYSTEM_NOTIFICATIONS)),
  saveSystemNotificationPreference: (values: SystemNotificationPreference) =>
    reply(api.post<SystemNotificationPreference & MessageReply>(SYSTEM_NOTIFICATIONS, values)),
};
