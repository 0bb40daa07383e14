/** Texts of the objectEdit area. */
export { de } from './objectEdit/de';
export { fr } from './objectEdit/fr';
export { it } from './objectEdit/it';
export { en } from './objectEdit/en';
