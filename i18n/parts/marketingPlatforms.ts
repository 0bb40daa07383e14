/** Settings > software interfaces > rental platforms. */
export { de } from './marketingPlatforms/de';
export { fr } from './marketingPlatforms/fr';
export { it } from './marketingPlatforms/it';
export { en } from './marketingPlatforms/en';
