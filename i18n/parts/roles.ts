/** Texts of project settings > user management > roles. */
export { de } from './roles/de';
export { fr } from './roles/fr';
export { it } from './roles/it';
export { en } from './roles/en';
