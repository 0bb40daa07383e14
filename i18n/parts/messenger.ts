/** The communication screen (inbox), the messenger and the unread counter. */
export { de } from './messenger/de';
export { fr } from './messenger/fr';
export { it } from './messenger/it';
export { en } from './messenger/en';
