/** Texts of the forms area. */
export { de } from './forms/de';
export { fr } from './forms/fr';
export { it } from './forms/it';
export { en } from './forms/en';
