import type { Kysely } from 'kysely';
import { LANGUAGES, type Language } from '../../../schema/api/common';
import type {
  CityLinks,
  CityTemplateReply,
  PrivacyTextReply,
  ProjectSettingsReply,
  PublicThemeReply,
  WebsiteThemeReply,
} from '../../../schema/api/projectSettings';
import {
  PROJECT_CURRENCIES,
  PUBLIC_FONT_NAMES,
  PUBLIC_FONTS,
  PUBLIC_THEME_DEFAULTS,
  type CITY_LINK_FIELDS,
  type CityTemplateInput,
  type PrivacyTextInput,
  type ProjectSettingsInput,
  type PublicFont,
  type WebsiteThemeInput,
} from '../../../schema/projectSettings';
import { checkCustomCss } from '../../../schema/publicCss';
import { changedFields, recordAudit } from '../../core/audit';
import { ApiError } from '../../core/errors';
import type { MessageKey, Translator } from '../../core/i18n/index';
import { sanitizeRichText } from '../../core/sanitize';
import type { Database, Project, ProjectTable, User } from '../../db/types';
import type { Updateable } from 'kysely';

type Row = Project;

async function loadProject(db: Kysely<Database>, id: number): Promise<Row> {
  return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

// ---- general and contact ----

function projectReply(row: Row): ProjectSettingsReply {
  return {
    name: row.title,
    address: row.contact_address,
    contactName: row.contact_name,
    phone: row.contact_phone,
    email: row.contact_email,
    language: row.language,
    currency: row.currency,
    languages: LANGUAGES,
    currencies: PROJECT_CURRENCIES,
    version: row.settings_version,
  };
}

export async function getProjectSettings(db: Kysely<Database>, project: Project) {
  return projectReply(await loadProject(db, project.id));
}

/** Every change of a project's settings row, in the audit trail of that project. */
async function audit(trx: Kysely<Database>, before: Row, after: Row, user: User) {
  const withoutVersions = ({
    settings_version: _s,
    website_version: _w,
    city_version: _c,
    privacy_version: _p,
    ...rest
  }: Row) => rest;
  const change = changedFields(withoutVersions(before), withoutVersions(after));
  if (!change) return;
  await recordAudit(trx, {
    projectId: after.id,
    userId: user.id,
    action: 'update',
    entity: 'projects',
    entityId: after.id,
    ...change,
  });
}

type VersionColumn = 'settings_version' | 'website_version' | 'city_version' | 'privacy_version';

/**
 * Writes the values when the version is still the one the form was loaded at (409 otherwise),
 * bumps it and records the change.
 */
async function saveRow(
  db: Kysely<Database>,
  projectId: number,
  user: User,
  column: VersionColumn,
  version: number | undefined,
  values: Updateable<ProjectTable>,
  conflict: MessageKey,
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const before = await loadProject(trx, projectId);
    const current = before[column];
    if (version !== undefined && version !== current) throw new ApiError(409, conflict);
    const result = await trx
      .updateTable('projects')
      .set({ ...values, [column]: current + 1 })
      .where('id', '=', projectId)
      .where(column, '=', current)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, conflict);
    const after = await loadProject(trx, projectId);
    await audit(trx, before, after, user);
    return after;
  });
}

export async function saveProjectSettings(
  db: Kysely<Database>,
  project: Project,
  user: User,
  input: ProjectSettingsInput,
  t: Translator,
) {
  const saved = await saveRow(
    db,
    project.id,
    user,
    'settings_version',
    input.version,
    {
      title: input.name,
      contact_address: input.address,
      contact_name: input.contactName,
      contact_phone: input.phone,
      contact_email: input.email,
      language: input.language,
      currency: input.currency,
    },
    'project_settings_changed',
  );
  return { ...projectReply(saved), message: t('project_settings_saved') };
}

// ---- website: the public page theme ----

function fontOf(value: string): PublicFont {
  return (PUBLIC_FONT_NAMES as readonly string[]).includes(value)
    ? (value as PublicFont)
    : PUBLIC_THEME_DEFAULTS.font;
}

function themeOf(row: Row) {
  return {
    themeColor: row.public_theme_color || PUBLIC_THEME_DEFAULTS.themeColor,
    fontColor: row.public_font_color || PUBLIC_THEME_DEFAULTS.fontColor,
    secondFontColor: row.public_second_font_color || PUBLIC_THEME_DEFAULTS.secondFontColor,
    font: fontOf(row.public_font),
    customCss: row.public_custom_css,
  };
}

function websiteReply(row: Row): WebsiteThemeReply {
  return { ...themeOf(row), fonts: PUBLIC_FONT_NAMES, version: row.website_version };
}

export async function getWebsiteTheme(db: Kysely<Database>, project: Project) {
  return websiteReply(await loadProject(db, project.id));
}

export async function saveWebsiteTheme(
  db: Kysely<Database>,
  project: Project,
  user: User,
  input: WebsiteThemeInput,
  t: Translator,
) {
  const saved = await saveRow(
    db,
    project.id,
    user,
    'website_version',
    input.version,
    {
      public_theme_color: input.themeColor,
      public_font_color: input.fontColor,
      public_second_font_color: input.secondFontColor,
      public_font: input.font,
      public_custom_css: checkCustomCss(input.customCss).css,
    },
    'website_settings_changed',
  );
  return { ...websiteReply(saved), message: t('website_settings_saved') };
}

/** What the public pages of a project apply: its theme, the font as a stack, the checked CSS. */
export async function getPublicTheme(db: Kysely<Database>, project: Project): Promise<PublicThemeReply> {
  const row = await loadProject(db, project.id);
  const theme = themeOf(row);
  // checked again on the way out: a row written before the check (or by hand) is served empty
  const css = checkCustomCss(theme.customCss);
  const city = cityReply(row);
  return {
    ...theme,
    fontFamily: PUBLIC_FONTS[theme.font],
    customCss: css.problem ? '' : css.css,
    city: city.enabled
      ? {
          name: city.name,
          legalUrl: city.legalUrl,
          imprintUrl: city.imprintUrl,
          accessibilityUrl: city.accessibilityUrl,
          links: city.links,
        }
      : null,
  };
}

// ---- website: the city template ----

const OTHER_LANGUAGES = ['fr', 'it', 'en'] as const;
type OtherLanguage = (typeof OTHER_LANGUAGES)[number];
const suffix = (lang: OtherLanguage) => (lang === 'fr' ? 'Fr' : lang === 'it' ? 'It' : 'En');

/** The links of one language as entered ('' where none) and of every language with German standing in. */
function cityLinksOf(row: Row, lang: OtherLanguage): CityLinks {
  return {
    legalUrl: row[`city_legal_url_${lang}`],
    imprintUrl: row[`city_imprint_url_${lang}`],
    accessibilityUrl: row[`city_accessibility_url_${lang}`],
  };
}

function cityReply(row: Row): CityTemplateReply {
  const german: CityLinks = {
    legalUrl: row.city_legal_url,
    imprintUrl: row.city_imprint_url,
    accessibilityUrl: row.city_accessibility_url,
  };
  const entered = Object.fromEntries(
    OTHER_LANGUAGES.flatMap((lang) =>
      Object.entries(cityLinksOf(row, lang)).map(([key, url]) => [`${key}${suffix(lang)}`, url]),
    ),
  ) as Pick<CityTemplateReply, (typeof CITY_LINK_FIELDS)[number]>;
  const links = Object.fromEntries(
    LANGUAGES.map((lang) => {
      if (lang === 'de') return [lang, german];
      const own = cityLinksOf(row, lang);
      return [
        lang,
        {
          legalUrl: own.legalUrl || german.legalUrl,
          imprintUrl: own.imprintUrl || german.imprintUrl,
          accessibilityUrl: own.accessibilityUrl || german.accessibilityUrl,
        },
      ];
    }),
  ) as Record<Language, CityLinks>;
  return {
    enabled: row.city_template === 1,
    name: row.city_name,
    ...german,
    ...entered,
    links,
    version: row.city_version,
  };
}

export async function getCityTemplate(db: Kysely<Database>, project: Project) {
  return cityReply(await loadProject(db, project.id));
}

export async function saveCityTemplate(
  db: Kysely<Database>,
  project: Project,
  user: User,
  input: CityTemplateInput,
  t: Translator,
) {
  const others: Updateable<ProjectTable> = {};
  for (const lang of OTHER_LANGUAGES) {
    const x = suffix(lang);
    others[`city_legal_url_${lang}`] = input[`legalUrl${x}`];
    others[`city_imprint_url_${lang}`] = input[`imprintUrl${x}`];
    others[`city_accessibility_url_${lang}`] = input[`accessibilityUrl${x}`];
  }
  const saved = await saveRow(
    db,
    project.id,
    user,
    'city_version',
    input.version,
    {
      city_template: input.enabled ? 1 : 0,
      city_name: input.cityName,
      city_legal_url: input.legalUrl,
      city_imprint_url: input.imprintUrl,
      city_accessibility_url: input.accessibilityUrl,
      ...others,
    },
    'city_template_changed',
  );
  return { ...cityReply(saved), message: t('city_template_saved') };
}

// ---- website: the privacy text ----

function privacyReply(row: Row): PrivacyTextReply {
  return {
    de: row.privacy_text_de,
    fr: row.privacy_text_fr,
    it: row.privacy_text_it,
    en: row.privacy_text_en,
    version: row.privacy_version,
  };
}

export async function getPrivacyText(db: Kysely<Database>, project: Project) {
  return privacyReply(await loadProject(db, project.id));
}

/** A text that is only markup without words (an emptied editor) is no text: the default applies. */
function cleanPrivacyText(html: string): string {
  const clean = sanitizeRichText(html).trim();
  return clean.replace(/<[^>]*>|&nbsp;/g, '').trim() === '' ? '' : clean;
}

export async function savePrivacyText(
  db: Kysely<Database>,
  project: Project,
  user: User,
  input: PrivacyTextInput,
  t: Translator,
) {
  const saved = await saveRow(
    db,
    project.id,
    user,
    'privacy_version',
    input.version,
    {
      privacy_text_de: cleanPrivacyText(input.de),
      privacy_text_fr: cleanPrivacyText(input.fr),
      privacy_text_it: cleanPrivacyText(input.it),
      privacy_text_en: cleanPrivacyText(input.en),
    },
    'privacy_text_changed',
  );
  return { ...privacyReply(saved), message: t('privacy_text_saved') };
}

/**
 * The privacy policy a project's visitor reads (GET /api/v1/privacy-policy): the project's text in
 * the visitor's language, else its German text, else the app's default text (null).
 */
export async function projectPrivacyText(
  db: Kysely<Database>,
  projectId: number,
  lang: Language,
): Promise<string | null> {
  const row = await loadProject(db, projectId);
  return row[`privacy_text_${lang}`] || row.privacy_text_de || null;
}
