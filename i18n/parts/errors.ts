/** Texts of the error catalogue (spec 2 section 8) and of the data layer's own failures. */
export { de } from './errors/de';
export { fr } from './errors/fr';
export { it } from './errors/it';
export { en } from './errors/en';
