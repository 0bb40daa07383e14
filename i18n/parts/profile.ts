/** Profile settings (account, security, notifications), the user menu's account entry, and client-side upload checks. */
export { de } from './profile/de';
export { fr } from './profile/fr';
export { it } from './profile/it';
export { en } from './profile/en';
