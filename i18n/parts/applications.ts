/** Texts of the applications area. */
export { de } from './applications/de';
export { fr } from './applications/fr';
export { it } from './applications/it';
export { en } from './applications/en';
