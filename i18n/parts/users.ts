/** Texts of settings > users and of the invitation page. */
export { de } from './users/de';
export { fr } from './users/fr';
export { it } from './users/it';
export { en } from './users/en';
