/** Settings: rental agreement, digital signature, deposit providers; the deposit rules' messages. */
export { de } from './contractSettings/de';
export { fr } from './contractSettings/fr';
export { it } from './contractSettings/it';
export { en } from './contractSettings/en';
