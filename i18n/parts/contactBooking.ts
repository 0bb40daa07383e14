/** The public booking of a viewing with contact. */
export { de } from './contactBooking/de';
export { fr } from './contactBooking/fr';
export { it } from './contactBooking/it';
export { en } from './contactBooking/en';
