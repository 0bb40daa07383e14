/** Texts of the layout: top bar, left menu, sidepanel, modals and error screens (spec 1 sections 1 and 2). */
export { de } from './layout/de';
export { fr } from './layout/fr';
export { it } from './layout/it';
export { en } from './layout/en';
