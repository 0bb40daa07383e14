/** Texts of the generic list screen (spec 1 section 2, "Generic list screen"). */
export { de } from './list/de';
export { fr } from './list/fr';
export { it } from './list/it';
export { en } from './list/en';
