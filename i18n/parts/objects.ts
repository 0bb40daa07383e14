/** Texts of the object screens: the lists per kind and the read-only object detail. */
export { de } from './objects/de';
export { fr } from './objects/fr';
export { it } from './objects/it';
export { en } from './objects/en';
