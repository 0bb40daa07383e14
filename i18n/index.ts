import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useI18nProvider, type I18nProvider, type Locale, type TranslationMessages } from 'ra-core';
import { useEffect, useState } from 'react';
import { getStoredLanguage, getToken } from '../dataProvider/storage';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../schema/api/common';
import { TEXT_AREAS, type AreaTexts, type TextArea } from './areas';
import { de, type CoreMessages } from './core/de';

export type { Messages } from './de';
export { TEXT_AREAS, type TextArea } from './areas';

/** Each language named in itself, for the language switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  en: 'English',
};

export const LOCALES: Locale[] = LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] }));

/** German shell texts ship with the app; the other languages' are separate chunks fetched on first use. */
const loaders: Record<Exclude<Language, 'de'>, () => Promise<CoreMessages>> = {
  fr: () => import('./core/fr').then((module) => module.fr),
  it: () => import('./core/it').then((module) => module.it),
  en: () => import('./core/en').then((module) => module.en),
};

const loaded = new Map<Language, CoreMessages>();

/** The shell texts of a language, fetched once. */
function loadCore(locale: Language): CoreMessages | Promise<CoreMessages> {
  if (locale === 'de') return de;
  const cached = loaded.get(locale);
  if (cached) return cached;
  return loaders[locale]().then((messages) => {
    loaded.set(locale, messages);
    return messages;
  });
}

const areaTexts = new Map<string, AreaTexts>();
const areaLoading = new Map<string, Promise<AreaTexts>>();

/** An area's texts in a language, fetched once. */
function loadArea(area: TextArea, locale: Language): Promise<AreaTexts> {
  const key = `${area}:${locale}`;
  let loading = areaLoading.get(key);
  if (!loading) {
    loading = TEXT_AREAS[area][locale]().then((texts: AreaTexts) => {
      areaTexts.set(key, texts);
      return texts;
    });
    // a failed fetch may be tried again
    loading.catch(() => areaLoading.delete(key));
    areaLoading.set(key, loading);
  }
  return loading;
}

/**
 * A language's catalogue: the shell texts (react-admin's, login, layout, errors) and those of the
 * given areas, at once when all are already loaded, else a promise (rejected for a language the
 * app does not offer, so react-admin keeps the current one and says so). A page with a provider
 * of its own (the public application form) asks for its areas:
 * `loadMessages(language, ['applicationForm'])`.
 */
export function loadMessages(
  locale: string,
  areas: readonly TextArea[] = [],
): CoreMessages | Promise<CoreMessages> {
  if (!isLanguage(locale)) return Promise.reject(new Error(`No catalogue for language "${locale}"`));
  const ready = loadedMessages(locale, areas);
  if (ready) return ready;
  const core = loadCore(locale);
  return Promise.all([core, ...areas.map((area) => loadArea(area, locale))]).then(
    ([shell, ...parts]) => Object.assign({}, shell, ...parts) as CoreMessages,
  );
}

/** A language's catalogue with these areas when all of it is loaded already, else null (nothing is fetched). */
export function loadedMessages(locale: string, areas: readonly TextArea[] = []): CoreMessages | null {
  if (!isLanguage(locale)) return null;
  const core = locale === 'de' ? de : loaded.get(locale);
  const present = areas.map((area) => areaTexts.get(`${area}:${locale}`));
  if (!core || !present.every(Boolean)) return null;
  return present.length ? (Object.assign({}, core, ...present) as CoreMessages) : core;
}

async function catalogue(locale: string, areas: readonly TextArea[]): Promise<TranslationMessages> {
  return (await loadMessages(locale, areas)) as TranslationMessages;
}

const polyglotOptions = { allowMissing: true };

function translatorOf(locale: string, messages: TranslationMessages): I18nProvider['translate'] {
  return polyglotI18nProvider(() => messages, locale, LOCALES, polyglotOptions).translate;
}

/** react-admin's i18nProvider with the texts of the areas the screens ask for. */
export interface AppI18nProvider extends I18nProvider {
  /** whether the current language's texts of these areas are there */
  hasTexts: (areas: readonly TextArea[]) => boolean;
  /**
   * Fetches the texts of these areas in the current language and adds them; from then on every
   * language the user switches to comes with them.
   */
  loadTexts: (areas: readonly TextArea[]) => Promise<void>;
}

/**
 * A polyglot provider starting in German; a missing key shows the key instead of failing.
 * `changeLocale` loads the language's shell texts and those of every area asked for so far, so it
 * resolves only once the texts are there. `areas`: asked for from the start (fetched with the first
 * `changeLocale` or `loadTexts`).
 */
export function createI18nProvider(areas: readonly TextArea[] = []): AppI18nProvider {
  const wanted = new Set<TextArea>(areas);
  let locale: string = DEFAULT_LANGUAGE;
  let present = new Set<TextArea>();
  let translate = translatorOf(locale, de);
  // the latest language change: an earlier one that resolves later does not win
  let change = 0;

  const use = (next: string, areaList: readonly TextArea[], messages: TranslationMessages) => {
    locale = next;
    present = new Set(areaList);
    translate = translatorOf(next, messages);
  };
  const hasTexts = (names: readonly TextArea[]) => names.every((name) => present.has(name));

  return {
    translate: (key, options = {}) => translate(key, options),
    changeLocale: async (next) => {
      const ticket = ++change;
      // the same language again keeps the texts it has (areas still loading add theirs when done)
      const with_ = next === locale ? [...present] : [...wanted];
      const messages = await catalogue(next, with_);
      if (ticket === change) use(next, with_, messages);
    },
    getLocale: () => locale,
    getLocales: () => LOCALES,
    hasTexts,
    loadTexts: async (names) => {
      for (const name of names) wanted.add(name);
      // the language may change while the texts load: then again in the new one
      while (!hasTexts(names)) {
        const current = locale;
        const with_ = [...new Set([...present, ...names])];
        const messages = await catalogue(current, with_);
        if (current === locale) use(current, [...new Set([...present, ...with_])], messages);
      }
    },
  };
}

export const i18nProvider = createI18nProvider(getToken() ? ['staff'] : []);

/**
 * Whether the texts of these areas are there in the current language; fetches them if not (the
 * component renders again once they are). With a provider that knows no areas (tests), always.
 */
export function useTexts(...areas: TextArea[]): boolean {
  const provider = useI18nProvider() as Partial<AppI18nProvider>;
  const ready = !provider.loadTexts || !provider.hasTexts || provider.hasTexts(areas);
  const [failure, setFailure] = useState<unknown>(null);
  const [, setLoaded] = useState(0);
  const key = areas.join(',');
  useEffect(() => {
    if (ready || !provider.loadTexts) return;
    let active = true;
    provider.loadTexts(key.split(',') as TextArea[]).then(
      () => active && setLoaded((count) => count + 1),
      (error: unknown) => active && setFailure(error ?? new Error('texts')),
    );
    return () => {
      active = false;
    };
  }, [ready, provider, key]);
  if (failure) throw failure;
  return ready;
}

/**
 * A lazy screen's loader that also fetches the texts of its areas, side by side:
 * `lazyScreen(() => withTexts(['applicationForm'], () => import('./Page').then((m) => m.Page)))`.
 */
export function withTexts<T>(areas: readonly TextArea[], load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), i18nProvider.loadTexts(areas)]).then(([loadedModule]) => loadedModule);
}

// Start fetching the language the user chose last time (with the staff screens' texts when signed
// in) at once; src/start.tsx awaits the start language before the app's first render. No top-level
// await here: the language chunks import from the app's chunk, which would wait for itself.
const storedLanguage = getStoredLanguage();

/** Settles once the stored start language (or, signed in, the German staff texts) is there. */
export const i18nReady: Promise<void> =
  storedLanguage && storedLanguage !== DEFAULT_LANGUAGE
    ? i18nProvider.changeLocale(storedLanguage).catch(() => undefined)
    : getToken()
      ? i18nProvider.loadTexts(['staff']).catch(() => undefined)
      : Promise.resolve();
