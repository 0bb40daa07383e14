/** The mail dialog and bulk mail. */
export { de } from './mailDialog/de';
export { fr } from './mailDialog/fr';
export { it } from './mailDialog/it';
export { en } from './mailDialog/en';
