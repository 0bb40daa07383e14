/**
 * Top-bar entries whose screens are not built yet. A button that leads nowhere is worse than no
 * button, so each stays hidden until its screens exist; then set its flag to true.
 */

/** The project settings screens (the gear, superadmin and admin only). */
export const SETTINGS_AVAILABLE = true;
export const SETTINGS_PATH = '/settings';

/** The changelog screens (the bell, rent and first-time-letting projects only). */
export const CHANGELOG_AVAILABLE = true;
export const CHANGELOG_PATH = '/changelog';

/** Where "contact me" and the error screen's support link write to. */
export const SUPPORT_EMAIL = 'support@immodesk.ch';

export function supportMailto(subject: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
