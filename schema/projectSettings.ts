import { z } from 'zod';
import { LANGUAGES } from './api/common';
import { checkCustomCss, CUSTOM_CSS_MAX } from './publicCss';
import { booleanRule, choiceRule, emailRule, REQUIRED, ruleMessage, textRule, urlRule } from './rules';
import { phoneRule } from './phoneRules';

/**
 * Project settings (spec 1 section 2, settings > project; spec 2 section 7.17): general and
 * contact, and the public page theme of settings > website (spec 1 section 3). One set of rules
 * for the form's resolver and the server's parse.
 */

export const PROJECT_CURRENCIES = ['CHF', 'EUR'] as const;

export const projectSettingsSchema = z.object({
  name: textRule({ required: true, max: 120 }),
  /** one line per row */
  address: textRule({ max: 500 }),
  contactName: textRule({ max: 120 }),
  phone: phoneRule(),
  email: emailRule(),
  language: choiceRule(LANGUAGES, true),
  currency: choiceRule(PROJECT_CURRENCIES, true),
  version: z.number().int().min(0).optional(),
});
export type ProjectSettingsInput = z.infer<typeof projectSettingsSchema>;

// ---- public page theme ----

/** The fonts a public page may use: system fonts only (no font is loaded from another origin). */
export const PUBLIC_FONTS = {
  inter: '"Inter", "Helvetica Neue", Helvetica, Arial, sans-serif',
  helvetica: '"Helvetica Neue", Helvetica, Arial, sans-serif',
  verdana: 'Verdana, Geneva, sans-serif',
  georgia: 'Georgia, "Times New Roman", serif',
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const;
export type PublicFont = keyof typeof PUBLIC_FONTS;
export const PUBLIC_FONT_NAMES = Object.keys(PUBLIC_FONTS) as [PublicFont, ...PublicFont[]];

/** The background of a public page's content; text in the second font colour stands on it. */
export const PUBLIC_PAGE_BACKGROUND = '#ffffff';
/** WCAG 2.1 AA for normal text. */
export const MIN_CONTRAST = 4.5;

export const PUBLIC_THEME_DEFAULTS = {
  themeColor: '#1f6f8b',
  fontColor: '#ffffff',
  secondFontColor: '#1f2933',
  font: 'inter' as PublicFont,
};

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

/** #abc and #AABBCC as #aabbcc. */
export function normaliseHex(value: string): string {
  const hex = value.trim().toLowerCase();
  return hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
}

function luminance(hex: string): number {
  const value = normaliseHex(hex);
  const channel = (i: number) => {
    const c = parseInt(value.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The ratio as people read it: 3.21 -> "3.2", rounded down so that 4.49 never shows as 4.5. */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 10) / 10).toFixed(1);
}

export interface ThemeColors {
  themeColor: string;
  fontColor: string;
  secondFontColor: string;
}

/**
 * The text/background pairs of the public layout, each to read at 4.5:1: the font colour on the
 * theme colour (header, buttons), the second font colour on the white page.
 */
export function contrastIssues(colors: ThemeColors): { field: keyof ThemeColors; message: string }[] {
  const pairs: [keyof ThemeColors, string, string][] = [
    ['fontColor', colors.fontColor, colors.themeColor],
    ['secondFontColor', colors.secondFontColor, PUBLIC_PAGE_BACKGROUND],
  ];
  const issues: { field: keyof ThemeColors; message: string }[] = [];
  for (const [field, text, background] of pairs) {
    if (!isHexColor(text) || !isHexColor(background)) continue;
    const ratio = contrastRatio(text, background);
    if (ratio < MIN_CONTRAST)
      issues.push({
        field,
        message: ruleMessage('theme_contrast_too_low', {
          text: normaliseHex(text),
          background: normaliseHex(background),
          ratio: formatRatio(ratio),
          min: MIN_CONTRAST,
        }),
      });
  }
  return issues;
}

const colorRule = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .refine(isHexColor, 'color_invalid')
  .transform(normaliseHex);

export const websiteThemeSchema = z
  .object({
    themeColor: colorRule,
    fontColor: colorRule,
    secondFontColor: colorRule,
    font: choiceRule(PUBLIC_FONT_NAMES, true),
    customCss: z
      .string({ error: 'text_invalid' })
      .max(CUSTOM_CSS_MAX, ruleMessage('text_too_long', { max: CUSTOM_CSS_MAX }))
      .default('')
      .superRefine((value, ctx) => {
        const problem = checkCustomCss(value).problem;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    version: z.number().int().min(0).optional(),
  })
  .superRefine((value, ctx) => {
    for (const issue of contrastIssues(value))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type WebsiteThemeInput = z.infer<typeof websiteThemeSchema>;

// ---- the city template ----

const CITY_LINKS = ['legalUrl', 'imprintUrl', 'accessibilityUrl'] as const;
export type CityLink = (typeof CITY_LINKS)[number];
/** The fields of a city link's other languages: `legalUrlFr`, `legalUrlIt`, `legalUrlEn`, … */
export const CITY_LINK_FIELDS = CITY_LINKS.flatMap((link) =>
  (['Fr', 'It', 'En'] as const).map((lang) => `${link}${lang}` as const),
);

/**
 * POST /api/v1/settings/website/city-template: the government-style header and footer of the
 * public pages, for a city's housing office. Switched on, it needs the city's name and its legal,
 * imprint and accessibility pages (http or https) in German (`legalUrl`, …); the French, Italian
 * and English addresses (`legalUrlFr`, …) are optional, the German one standing in for them.
 */
export const cityTemplateSchema = z
  .object({
    enabled: booleanRule(false),
    cityName: textRule({ max: 120 }),
    legalUrl: urlRule(),
    imprintUrl: urlRule(),
    accessibilityUrl: urlRule(),
    ...(Object.fromEntries(CITY_LINK_FIELDS.map((field) => [field, urlRule()])) as Record<
      (typeof CITY_LINK_FIELDS)[number],
      ReturnType<typeof urlRule>
    >),
    version: z.number().int().min(0).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.enabled) return;
    for (const key of ['cityName', ...CITY_LINKS] as const) {
      if (value[key] === '') ctx.addIssue({ code: 'custom', path: [key], message: REQUIRED });
    }
  });
export type CityTemplateInput = z.output<typeof cityTemplateSchema>;

// ---- the privacy text ----

export const PRIVACY_TEXT_MAX = 100_000;
const privacyText = () =>
  z
    .string()
    .max(PRIVACY_TEXT_MAX, ruleMessage('text_too_long', { max: PRIVACY_TEXT_MAX }))
    .default('');

/**
 * POST /api/v1/settings/website/privacy-text: the project's own privacy policy per language, as
 * rich text (sanitised on the server). A language left empty shows the app's default policy.
 */
export const privacyTextSchema = z.object({
  de: privacyText(),
  fr: privacyText(),
  it: privacyText(),
  en: privacyText(),
  version: z.number().int().min(0).optional(),
});
export type PrivacyTextInput = z.output<typeof privacyTextSchema>;
