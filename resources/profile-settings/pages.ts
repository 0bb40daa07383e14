import type { ResourcePage } from '../../src/registry';

/**
 * The profile settings' pages below /profile-settings (spec 1 section 2: account by default,
 * security with the password, two-factor sign-in and sessions, notifications): the tabs are made of
 * these, in this order; ProfileRoutes gives each its screen.
 */
export const PROFILE_PAGES = [
  { key: 'account', titleKey: 'profile_tab_account', path: 'account' },
  { key: 'security', titleKey: 'profile_tab_security', path: 'security' },
  { key: 'notifications', titleKey: 'profile_tab_notifications', path: 'notifications' },
] as const satisfies readonly ResourcePage[];

export type ProfilePage = (typeof PROFILE_PAGES)[number]['key'];
