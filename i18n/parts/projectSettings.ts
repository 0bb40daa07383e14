/** Settings > project and the public page theme of settings > website. */
export { de } from './projectSettings/de';
export { fr } from './projectSettings/fr';
export { it } from './projectSettings/it';
export { en } from './projectSettings/en';
