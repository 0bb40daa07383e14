import type { Language } from '../../../schema/api/common';
import { COUNTRY_CODES } from '../../../schema/countries';

const CODES = COUNTRY_CODES;

/** Countries shown first: where most applicants and owners come from. */
const PREFERRED = ['CH', 'LI', 'DE', 'FR', 'IT', 'AT'];

export interface CountryOption {
  value: string;
  displayName: string;
}

/** Every country with its name in the given language: preferred ones first, then alphabetical. */
export function countryList(lang: Language): CountryOption[] {
  const names = new Intl.DisplayNames([lang === 'de' ? 'de-CH' : lang], { type: 'region' });
  const option = (value: string): CountryOption => ({ value, displayName: names.of(value) ?? value });
  const rest = CODES.filter((c) => !PREFERRED.includes(c))
    .map(option)
    .sort((a, b) => a.displayName.localeCompare(b.displayName, lang));
  return [...PREFERRED.map(option), ...rest];
}
