/** The sales pipeline: the sale section of an application's panel. */
export { de } from './sales/de';
export { fr } from './sales/fr';
export { it } from './sales/it';
export { en } from './sales/en';
