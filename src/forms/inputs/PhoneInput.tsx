import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { TextInput } from 'react-admin';
import { PREFERRED_PHONE_COUNTRY } from '../../../schema/phoneRules';
import type { SpecOf } from '../fieldSpec';
import { commonProps } from './common';

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

/**
 * A phone number, formatted while typed, Switzerland first (+41), kept in international form;
 * the form's phoneRule checks it (optionally mobile only).
 */
export function PhoneFieldInput({ spec }: { spec: SpecOf<'phone'> }) {
  return (
    <TextInput
      {...commonProps(spec)}
      type="tel"
      format={showPhone}
      parse={readPhone}
      autoComplete={spec.autoComplete ?? 'tel'}
      autoFocus={spec.autoFocus}
    />
  );
}
