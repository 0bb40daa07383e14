import type { FieldValues } from 'react-hook-form';
import type { ProjectSettingsReply, WebsiteThemeReply } from '../../../schema/api/projectSettings';
import type { PublicFont } from '../../../schema/projectSettings';
import type { FieldSpec } from '../../../src/forms';

/** The react-query keys of the two pages' reads. */
export const PROJECT_SETTINGS_KEY = ['settings', 'project'] as const;
export const WEBSITE_THEME_KEY = ['settings', 'website'] as const;

const LANGUAGE_NAMES: Record<string, string> = {
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  en: 'English',
};

const FONT_NAMES: Record<PublicFont, string> = {
  inter: 'Inter',
  helvetica: 'Helvetica',
  verdana: 'Verdana',
  georgia: 'Georgia',
  system: 'System UI',
};

export const GENERAL_FIELDS = (settings: ProjectSettingsReply): FieldSpec[] => [
  { source: 'name', kind: 'text', label: 'project_settings_name', required: true, maxLength: 120 },
  {
    source: 'language',
    kind: 'select',
    label: 'project_settings_language',
    required: true,
    translateChoice: false,
    choices: settings.languages.map((id) => ({ id, name: LANGUAGE_NAMES[id] ?? id })),
  },
  {
    source: 'currency',
    kind: 'select',
    label: 'project_settings_currency',
    required: true,
    translateChoice: false,
    choices: settings.currencies.map((id) => ({ id, name: id })),
  },
  { source: 'address', kind: 'textarea', label: 'project_settings_address', maxLength: 500, wide: true },
];

export const CONTACT_FIELDS: FieldSpec[] = [
  { source: 'contactName', kind: 'text', label: 'project_settings_contact_name', maxLength: 120 },
  { source: 'phone', kind: 'phone', label: 'project_settings_phone', autoComplete: 'tel' },
  { source: 'email', kind: 'email', label: 'project_settings_email', autoComplete: 'email' },
];

export function projectValuesOf(settings: ProjectSettingsReply): FieldValues {
  const { name, address, contactName, phone, email, language, currency } = settings;
  return { name, address, contactName, phone, email, language, currency };
}

const THEME_COLOR_FIELDS: FieldSpec[] = [
  {
    source: 'themeColor',
    kind: 'color',
    label: 'website_theme_color',
    helperText: 'website_theme_color_help',
  },
  { source: 'fontColor', kind: 'color', label: 'website_font_color', helperText: 'website_font_color_help' },
  {
    source: 'secondFontColor',
    kind: 'color',
    label: 'website_second_font_color',
    helperText: 'website_second_font_color_help',
  },
];

export const themeFields = (theme: WebsiteThemeReply): FieldSpec[] => [
  ...THEME_COLOR_FIELDS,
  {
    source: 'font',
    kind: 'select',
    label: 'website_font',
    helperText: 'website_font_help',
    translateChoice: false,
    choices: theme.fonts.map((id) => ({ id, name: FONT_NAMES[id] })),
  },
  {
    source: 'customCss',
    kind: 'textarea',
    label: 'website_custom_css',
    helperText: 'website_custom_css_help',
    maxLength: 20_000,
    wide: true,
  },
];

export function themeValuesOf(theme: WebsiteThemeReply): FieldValues {
  const { themeColor, fontColor, secondFontColor, font, customCss } = theme;
  return { themeColor, fontColor, secondFontColor, font, customCss };
}
