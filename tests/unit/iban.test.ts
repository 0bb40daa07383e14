import { describe, expect, it } from 'vitest';
import { ibanRule, isValidIban } from '../../schema/iban';

describe('IBAN rule', () => {
  it('accepts valid IBANs with or without spaces and keeps the electronic form', () => {
    expect(isValidIban('CH93 0076 2011 6238 5295 7')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(ibanRule().parse('ch93 0076 2011 6238 5295 7')).toBe('CH9300762011623852957');
    expect(ibanRule().parse('')).toBe('');
  });

  it('refuses a wrong checksum, a wrong length for the country and garbage', () => {
    expect(isValidIban('CH93 0076 2011 6238 5295 8')).toBe(false);
    expect(isValidIban('CH93 0076 2011 6238 5295')).toBe(false);
    expect(isValidIban('hello')).toBe(false);
    const result = ibanRule(true).safeParse('CH00 0000');
    expect(result.success ? null : result.error.issues[0]!.message).toBe('iban_invalid');
    const empty = ibanRule(true).safeParse('');
    expect(empty.success ? null : empty.error.issues[0]!.message).toBe('general_field_is_required');
  });
});
