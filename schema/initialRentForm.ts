import { z } from 'zod';

/**
 * The official initial-rent form (Formular zur Mitteilung des Anfangsmietzinses, Art. 270 para. 2
 * CO): where a canton declares a housing shortage it may make the form compulsory for every new
 * lease; the landlord states the previous tenant's rent, the new rent and the reason of a rise.
 * Which cantons require it changes with their housing markets, so it is a project setting (the
 * rental-agreement settings) whose default is the list of docs/decisions.md.
 */

/** The 26 cantons by their official abbreviations. */
export const SWISS_CANTONS = [
  'AG',
  'AI',
  'AR',
  'BE',
  'BL',
  'BS',
  'FR',
  'GE',
  'GL',
  'GR',
  'JU',
  'LU',
  'NE',
  'NW',
  'OW',
  'SG',
  'SH',
  'SO',
  'SZ',
  'TG',
  'TI',
  'UR',
  'VD',
  'VS',
  'ZG',
  'ZH',
] as const;
export type Canton = (typeof SWISS_CANTONS)[number];

/**
 * The cantons that require the form on 1 October 2025 (BS, FR, GE, LU, ZG, ZH; NE and VD in some
 * districts, taken here for the whole canton): the default of a project without its own list.
 */
export const INITIAL_RENT_FORM_CANTONS_DEFAULT: readonly Canton[] = [
  'BS',
  'FR',
  'GE',
  'LU',
  'NE',
  'VD',
  'ZG',
  'ZH',
];

/** The cantons a setting names: known ones, each once, in the list's order. */
export const initialRentCantonsSchema = z
  .array(z.string().max(2), { error: 'choice_invalid' })
  .max(SWISS_CANTONS.length * 2)
  .refine((values) => values.every((v) => (SWISS_CANTONS as readonly string[]).includes(v)), 'choice_invalid')
  .transform((values) => SWISS_CANTONS.filter((canton) => values.includes(canton)));

/**
 * The canton of a Swiss postal code, from the ranges of the postal districts. The districts do
 * not follow the cantons' borders everywhere: this is the canton of most places of a range, good
 * enough to decide whether the form is due; null for a code outside Switzerland's ranges.
 */
const POSTAL_RANGES: ReadonlyArray<readonly [from: number, to: number, canton: Canton]> = [
  [1000, 1199, 'VD'],
  [1200, 1299, 'GE'],
  [1300, 1499, 'VD'],
  [1500, 1599, 'FR'],
  [1600, 1799, 'FR'],
  [1800, 1869, 'VD'],
  [1870, 1999, 'VS'],
  [2000, 2299, 'NE'],
  [2300, 2499, 'NE'],
  [2500, 2799, 'BE'],
  [2800, 2999, 'JU'],
  [3000, 3899, 'BE'],
  [3900, 3999, 'VS'],
  [4000, 4099, 'BS'],
  [4100, 4499, 'BL'],
  [4500, 4699, 'SO'],
  [4700, 4799, 'SO'],
  [4800, 4999, 'AG'],
  [5000, 5699, 'AG'],
  [6000, 6299, 'LU'],
  [6300, 6349, 'ZG'],
  [6350, 6369, 'LU'],
  [6370, 6389, 'NW'],
  [6390, 6399, 'OW'],
  [6400, 6459, 'SZ'],
  [6460, 6499, 'UR'],
  [6500, 6999, 'TI'],
  [7000, 7799, 'GR'],
  [8000, 8199, 'ZH'],
  [8200, 8299, 'SH'],
  [8300, 8499, 'ZH'],
  [8500, 8599, 'TG'],
  [8600, 8799, 'ZH'],
  [8800, 8849, 'ZH'],
  [8850, 8879, 'SZ'],
  [8880, 8899, 'SG'],
  [8900, 8999, 'ZH'],
  [9000, 9099, 'SG'],
  [9100, 9199, 'AR'],
  [9200, 9499, 'SG'],
  [9500, 9599, 'TG'],
  [9600, 9699, 'SG'],
];

export function cantonOfPostalCode(postalCode: string): Canton | null {
  const code = Number(postalCode.trim());
  if (!Number.isInteger(code)) return null;
  return POSTAL_RANGES.find(([from, to]) => code >= from && code <= to)?.[2] ?? null;
}

/** The form is due for an object in this canton under the project's list. */
export function requiresInitialRentForm(canton: string | null, cantons: readonly string[]): boolean {
  return canton !== null && cantons.includes(canton);
}

/** The longest reason for a change of rent the form carries. */
export const RENT_CHANGE_REASON_MAX = 1000;
