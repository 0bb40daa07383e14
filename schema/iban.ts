import { z } from 'zod';

/**
 * IBAN (ISO 13616), in the style of schema/rules.ts: a zod rule shared by the owner form and the
 * server. Spaces are allowed on input; the value is kept in electronic form (CH93 0076 2011 6238
 * 5295 7 -> CH9300762011623852957). The check digits are tested with the mod-97 checksum and the
 * length against the country's where we know it.
 */
const LENGTHS: Readonly<Record<string, number>> = {
  CH: 21,
  LI: 21,
  DE: 22,
  AT: 20,
  FR: 27,
  IT: 27,
  LU: 20,
  BE: 16,
  NL: 18,
  ES: 24,
  PT: 25,
  GB: 22,
  IE: 22,
  DK: 18,
  SE: 24,
  NO: 15,
  FI: 18,
  PL: 28,
  CZ: 24,
  MC: 27,
  SM: 27,
};

export function electronicIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Whether a value is an IBAN: country, check digits, length and the mod-97 checksum. */
export function isValidIban(value: string): boolean {
  const iban = electronicIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An IBAN input: '' when optional and empty, else a valid IBAN in electronic form (`iban_invalid`). */
export function ibanRule(required = false) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: 'iban_invalid' }).transform((v, ctx) => {
      const iban = electronicIban(v);
      if (iban === '') {
        if (required) ctx.addIssue({ code: 'custom', message: 'general_field_is_required' });
        return '';
      }
      if (!isValidIban(iban)) {
        ctx.addIssue({ code: 'custom', message: 'iban_invalid' });
        return z.NEVER;
      }
      return iban;
    }),
  );
}
