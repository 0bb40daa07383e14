/** Texts of the actionPages area. */
export { de } from './actionPages/de';
export { fr } from './actionPages/fr';
export { it } from './actionPages/it';
export { en } from './actionPages/en';
