/** Sign-in page, two-factor sign-in, password reset, single sign-on and session texts (auth + shell). */
export { de } from './auth/de';
export { fr } from './auth/fr';
export { it } from './auth/it';
export { en } from './auth/en';
