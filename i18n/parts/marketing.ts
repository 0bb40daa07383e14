/** Marketing: the list of the ads' states on the portals. */
export { de } from './marketing/de';
export { fr } from './marketing/fr';
export { it } from './marketing/it';
export { en } from './marketing/en';
