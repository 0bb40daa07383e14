import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { PREFERRED_PHONE_COUNTRY } from '../../../schema/phoneCountry';

/*
 * How a phone input shows and keeps a number, with libphonenumber's metadata: the phone input
 * (./PhoneInput.tsx) loads this module once it shows, so forms without a phone field go without it.
 */

/**
 * What the input shows: a complete number in the form people write it (Swiss numbers as
 * `079 123 45 67`, others as `+49 30 123456`), anything else formatted as typed so far.
 */
export function showPhone(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const parsed = value.startsWith('+') ? parsePhoneNumberFromString(value) : undefined;
  if (parsed?.isValid()) {
    return parsed.country === PREFERRED_PHONE_COUNTRY
      ? parsed.formatNational()
      : parsed.formatInternational();
  }
  return new AsYouType(PREFERRED_PHONE_COUNTRY).input(value);
}

/** What the form keeps: a valid number in international form (+41791234567), else the typed text. */
export function readPhone(typed: string): string {
  const parsed = parsePhoneNumberFromString(typed, PREFERRED_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : typed;
}
