/** Rental agreements: the terms form, the contract on the tenant's page, its mails. */
export { de } from './contracts/de';
export { fr } from './contracts/fr';
export { it } from './contracts/it';
export { en } from './contracts/en';
