import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Locale, TranslationMessages } from 'ra-core';
import { getStoredLanguage } from '../dataProvider/storage';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../schema/api/common';
import { de, type Messages } from './de';

export type { Messages };

/** Each language named in itself, for the language switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  en: 'English',
};

export const LOCALES: Locale[] = LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] }));

/** German ships with the app; the other catalogues are separate chunks fetched on first use. */
const loaders: Record<Exclude<Language, 'de'>, () => Promise<Messages>> = {
  fr: () => import('./fr').then((module) => module.fr),
  it: () => import('./it').then((module) => module.it),
  en: () => import('./en').then((module) => module.en),
};

const loaded = new Map<Language, Messages>();

/**
 * The catalogue of a language: at once when it is already loaded, else a promise (rejected for a
 * language the app does not offer, so react-admin keeps the current one and says so).
 */
export function loadMessages(locale: string): Messages | Promise<Messages> {
  if (!isLanguage(locale)) return Promise.reject(new Error(`No catalogue for language "${locale}"`));
  if (locale === 'de') return de;
  const cached = loaded.get(locale);
  if (cached) return cached;
  return loaders[locale]().then((messages) => {
    loaded.set(locale, messages);
    return messages;
  });
}

/**
 * A polyglot provider starting in German; a missing key shows the key instead of failing.
 * `changeLocale` loads the catalogue first, so it resolves only once the texts are there.
 */
export function createI18nProvider(): I18nProvider {
  return polyglotI18nProvider(
    (locale): TranslationMessages | Promise<TranslationMessages> => loadMessages(locale),
    DEFAULT_LANGUAGE,
    LOCALES,
    { allowMissing: true },
  );
}

export const i18nProvider = createI18nProvider();

// Start in the language the user chose last time. Awaited here so that the app's first render
// already speaks it; if its catalogue cannot be fetched, the app starts in German.
const storedLanguage = getStoredLanguage();
if (storedLanguage && storedLanguage !== DEFAULT_LANGUAGE) {
  await i18nProvider.changeLocale(storedLanguage).catch(() => undefined);
}
