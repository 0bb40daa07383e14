/** Where the top bar's gear leads: the project settings (superadmin and admin only). */
export const SETTINGS_PATH = '/settings';

/** Where the top bar's bell leads: the changelog (rent and first-time-letting projects only). */
export const CHANGELOG_PATH = '/changelog';

/** Where "contact me" and the error screen's support link write to. */
export const SUPPORT_EMAIL = 'support@immodesk.ch';

export function supportMailto(subject: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
