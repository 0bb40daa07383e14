/** The deposit of a tenancy: its section on the tenant's page and its form. */
export { de } from './deposits/de';
export { fr } from './deposits/fr';
export { it } from './deposits/it';
export { en } from './deposits/en';
