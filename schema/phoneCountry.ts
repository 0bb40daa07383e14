import type { CountryCode } from 'libphonenumber-js';

/** Phone numbers without a country code are read as Swiss (spec 1 section 5, glossary). */
export const PREFERRED_PHONE_COUNTRY: CountryCode = 'CH';
