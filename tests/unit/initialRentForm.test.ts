import { describe, expect, it } from 'vitest';
import {
  cantonOfPostalCode,
  initialRentCantonsSchema,
  requiresInitialRentForm,
} from '../../schema/initialRentForm';

describe('initial-rent form', () => {
  it.each([
    ['8001', 'ZH'],
    ['8400', 'ZH'],
    ['8200', 'SH'],
    ['1201', 'GE'],
    ['1003', 'VD'],
    ['1820', 'VD'],
    ['1950', 'VS'],
    ['1700', 'FR'],
    ['2000', 'NE'],
    ['3011', 'BE'],
    ['4051', 'BS'],
    ['6003', 'LU'],
    ['6300', 'ZG'],
    ['6900', 'TI'],
    ['9000', 'SG'],
  ])('places postal code %s in %s', (code, canton) => {
    expect(cantonOfPostalCode(code)).toBe(canton);
  });

  it('places no foreign or malformed code', () => {
    expect(cantonOfPostalCode('0999')).toBeNull();
    expect(cantonOfPostalCode('D-79539')).toBeNull();
    expect(cantonOfPostalCode('')).toBeNull();
  });

  it('requires the form only in a listed canton', () => {
    expect(requiresInitialRentForm('ZH', ['ZH', 'GE'])).toBe(true);
    expect(requiresInitialRentForm('BE', ['ZH', 'GE'])).toBe(false);
    expect(requiresInitialRentForm(null, ['ZH'])).toBe(false);
  });

  it('keeps known cantons once each, in order, and refuses unknown ones', () => {
    expect(initialRentCantonsSchema.parse(['ZH', 'GE', 'ZH'])).toEqual(['GE', 'ZH']);
    expect(initialRentCantonsSchema.safeParse(['ZH', 'XX']).success).toBe(false);
  });
});
