/** The changelog: its list, one entry's values before and after, the bell's count. */
export { de } from './changelog/de';
export { fr } from './changelog/fr';
export { it } from './changelog/it';
export { en } from './changelog/en';
