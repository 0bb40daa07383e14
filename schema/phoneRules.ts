import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { PREFERRED_PHONE_COUNTRY } from './phoneCountry';
import { isEmpty, missingOr } from './rules';

/*
 * The phone number rules of spec 1 section 5, apart from schema/rules.ts: libphonenumber's
 * metadata (about half of the rules' code) comes only with the forms that read a phone number.
 */

export interface PhoneRule {
  required?: boolean;
  /** only mobile numbers (SMS codes) */
  mobileOnly?: boolean;
}

/** A phone number valid for its country, kept in international form (+41 79 123 45 67 -> +41791234567). */
export function phoneRule({ required = false, mobileOnly = false }: PhoneRule = {}) {
  const schema = z.string({ error: missingOr(required, 'phone_invalid') }).transform((v, ctx) => {
    const raw = v.trim();
    if (raw === '' && !required) return '';
    if (!isValidPhoneNumber(raw, PREFERRED_PHONE_COUNTRY)) {
      ctx.addIssue({ code: 'custom', message: 'phone_invalid' });
      return z.NEVER;
    }
    const parsed = parsePhoneNumberFromString(raw, PREFERRED_PHONE_COUNTRY)!;
    if (mobileOnly) {
      const type = parsed.getType();
      if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') {
        ctx.addIssue({ code: 'custom', message: 'phone_not_mobile' });
        return z.NEVER;
      }
    }
    return parsed.number;
  });
  if (required) return z.preprocess((v) => (isEmpty(v) ? undefined : v), schema);
  return z.preprocess((v) => (isEmpty(v) ? '' : v), schema);
}

/**
 * A phone number as people read it, in international form (`0447001250` -> `+41 44 700 12 50`);
 * what cannot be read as a number is printed as it was written.
 */
export function formatPhone(raw: string): string {
  const text = raw.trim();
  return parsePhoneNumberFromString(text, PREFERRED_PHONE_COUNTRY)?.formatInternational() ?? text;
}
