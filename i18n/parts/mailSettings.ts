/** Settings > communication: the mail signature and the mail templates. */
export { de } from './mailSettings/de';
export { fr } from './mailSettings/fr';
export { it } from './mailSettings/it';
export { en } from './mailSettings/en';
