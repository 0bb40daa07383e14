import type { Language } from './common';
import type { PublicFont } from '../projectSettings';

/** GET and POST /api/v1/settings/project: settings > project (general and contact). */
export interface ProjectSettingsReply {
  name: string;
  /** one line per row */
  address: string;
  contactName: string;
  /** international form (+41...) or '' */
  phone: string;
  email: string;
  language: string;
  currency: string;
  languages: readonly Language[];
  currencies: readonly string[];
  /** sent back with a save; a stale one is refused with 409 */
  version: number;
}

/** GET and POST /api/v1/settings/website: the public page theme (spec 1 section 3). */
export interface WebsiteThemeReply {
  themeColor: string;
  fontColor: string;
  secondFontColor: string;
  font: PublicFont;
  /** checked and stored without comments */
  customCss: string;
  fonts: readonly PublicFont[];
  version: number;
}

/** GET /api/v1/public/website-theme: what the project's public pages apply. */
export interface PublicThemeReply {
  themeColor: string;
  fontColor: string;
  secondFontColor: string;
  font: PublicFont;
  /** the CSS font stack of the font */
  fontFamily: string;
  customCss: string;
  /** the city template when the project has it switched on, else null */
  city?: PublicCity | null;
}

/** The addresses of a city's legal, imprint and accessibility pages in one language. */
export interface CityLinks {
  legalUrl: string;
  imprintUrl: string;
  accessibilityUrl: string;
}

/**
 * The government-style header and footer of a city's public pages: the German addresses, and
 * `links` per language (a language without its own address has the German one).
 */
export interface PublicCity extends CityLinks {
  name: string;
  links: Record<Language, CityLinks>;
}

/** GET and POST /api/v1/settings/website/city-template: the German addresses and the others as entered. */
export interface CityTemplateReply extends PublicCity {
  enabled: boolean;
  legalUrlFr: string;
  legalUrlIt: string;
  legalUrlEn: string;
  imprintUrlFr: string;
  imprintUrlIt: string;
  imprintUrlEn: string;
  accessibilityUrlFr: string;
  accessibilityUrlIt: string;
  accessibilityUrlEn: string;
  version: number;
}

/** GET and POST /api/v1/settings/website/privacy-text: the project's privacy text per language ('' = the default). */
export interface PrivacyTextReply extends Record<Language, string> {
  version: number;
}

/** GET /api/v1/settings/storage (admins): what the project's files take, and the limits. */
export interface StorageUsageReply {
  usedBytes: number;
  quotaBytes: number;
  /** what one person may upload to the project within an hour */
  ratePerHourBytes: number;
}
