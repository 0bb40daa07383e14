/** The react-query keys of the profile settings' reads. */
export const PROFILE_QUERY_KEY = ['profile-settings'] as const;
export const TWO_FACTOR_QUERY_KEY = ['profile-settings', '2fa'] as const;
export const SESSIONS_QUERY_KEY = ['profile-settings', 'sessions'] as const;
export const NOTIFICATIONS_QUERY_KEY = ['profile-settings', 'notifications'] as const;
export const SYSTEM_NOTIFICATIONS_QUERY_KEY = ['profile-settings', 'system-notifications'] as const;
export const CALENDAR_FEED_QUERY_KEY = ['profile-settings', 'calendar-feed'] as const;
