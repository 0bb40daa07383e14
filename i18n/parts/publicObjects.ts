/** The public object list and details with the interest form. */
export { de } from './publicObjects/de';
export { fr } from './publicObjects/fr';
export { it } from './publicObjects/it';
export { en } from './publicObjects/en';
