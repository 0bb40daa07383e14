/** Texts of the project settings area: its menu and software interfaces > authentication (2FA requirement, SSO). */
export { de } from './settings/de';
export { fr } from './settings/fr';
export { it } from './settings/it';
export { en } from './settings/en';
