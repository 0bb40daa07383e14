/** Texts of the applicationForm area. */
export { de } from './applicationForm/de';
export { fr } from './applicationForm/fr';
export { it } from './applicationForm/it';
export { en } from './applicationForm/en';
