/** Tenants: their list, a tenant's page by state, the termination form. */
export { de } from './tenants/de';
export { fr } from './tenants/fr';
export { it } from './tenants/it';
export { en } from './tenants/en';
