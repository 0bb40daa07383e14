/** The home page and the widget engine (src/widgets) it shares with analytics. */
export { de } from './home/de';
export { fr } from './home/fr';
export { it } from './home/it';
export { en } from './home/en';
