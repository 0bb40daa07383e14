import { phoneMetadata } from '#phone-metadata';
import { isValidPhoneNumber, parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { z } from 'zod';
import { PREFERRED_PHONE_COUNTRY } from './phoneCountry';
import { PhoneMetadataMissing } from './phoneMetadataMissing';
import { isEmpty, missingOr } from './rules';

/*
 * The phone number rules of spec 1 section 5, apart from schema/rules.ts. They check with
 * libphonenumber's full metadata (#phone-metadata): on the server from the start; in the browser
 * loaded when a rule first has a number to check (`withPhoneMetadata`), so a form whose schema
 * has a phone rule does not load it with its code.
 */

function metadata(): MetadataJson {
  const loaded = phoneMetadata();
  if (!loaded) throw new PhoneMetadataMissing();
  return loaded;
}

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
    if (!isValidPhoneNumber(raw, PREFERRED_PHONE_COUNTRY, metadata())) {
      ctx.addIssue({ code: 'custom', message: 'phone_invalid' });
      return z.NEVER;
    }
    const parsed = parsePhoneNumberFromString(raw, PREFERRED_PHONE_COUNTRY, metadata())!;
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
  return parsePhoneNumberFromString(text, PREFERRED_PHONE_COUNTRY, metadata())?.formatInternational() ?? text;
}
