import { loadPhoneMetadata, phoneMetadata } from '#phone-metadata';
import { AsYouType, parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { PREFERRED_PHONE_COUNTRY } from '../../../schema/phoneCountry';

/*
 * How a phone input shows and keeps a number, with libphonenumber's metadata (the phone rules'
 * own, #phone-metadata): the phone input (./PhoneInput.tsx) loads this module through
 * `loadPhoneFormat`, once it holds a number or is focused.
 */

/** This module with the metadata it formats with. */
export async function loadPhoneFormat() {
  await loadPhoneMetadata();
  return { showPhone, readPhone };
}

function metadata(): MetadataJson {
  // loadPhoneFormat loaded it before the input had these functions
  return phoneMetadata()!;
}

/**
 * What the input shows: a complete number in the form people write it (Swiss numbers as
 * `079 123 45 67`, others as `+49 30 123456`), anything else formatted as typed so far.
 */
export function showPhone(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const parsed = value.startsWith('+') ? parsePhoneNumberFromString(value, metadata()) : undefined;
  if (parsed?.isValid()) {
    return parsed.country === PREFERRED_PHONE_COUNTRY
      ? parsed.formatNational()
      : parsed.formatInternational();
  }
  return new AsYouType(PREFERRED_PHONE_COUNTRY, metadata()).input(value);
}

/** What the form keeps: a valid number in international form (+41791234567), else the typed text. */
export function readPhone(typed: string): string {
  const parsed = parsePhoneNumberFromString(typed, PREFERRED_PHONE_COUNTRY, metadata());
  return parsed?.isValid() ? parsed.number : typed;
}
