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

/** The government-style header and footer of a city's public pages. */
export interface PublicCity {
  name: string;
  legalUrl: string;
  imprintUrl: string;
  accessibilityUrl: string;
}

/** GET and POST /api/v1/settings/website/city-template */
export interface CityTemplateReply extends PublicCity {
  enabled: boolean;
  version: number;
}

/** GET /api/v1/settings/storage (admins): what the project's files take, and the limits. */
export interface StorageUsageReply {
  usedBytes: number;
  quotaBytes: number;
  /** what one person may upload to the project within an hour */
  ratePerHourBytes: number;
}
