import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { I18nContext, Loading, useTranslate } from 'react-admin';
import { setPublicLanguage } from '../../../dataProvider';
import { LANGUAGE_NAMES, LOCALES, loadedMessages, loadMessages, type TextArea } from '../../../i18n';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../../../schema/api/common';

interface PublicLanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

const PublicLanguageContext = createContext<PublicLanguageState>({
  language: DEFAULT_LANGUAGE,
  setLanguage: () => undefined,
});

/** The public page's language and its setter. */
export function usePublicLanguage(): PublicLanguageState {
  return useContext(PublicLanguageContext);
}

type Catalogue = Awaited<ReturnType<typeof loadMessages>>;

function providerFor(language: Language, messages: Catalogue): I18nProvider {
  return polyglotI18nProvider(() => messages as unknown as TranslationMessages, language, LOCALES, {
    allowMissing: true,
  });
}

/** The language a public page starts in: `?lang=` of the link, else German (spec 1 section 3). */
export function startPublicLanguage(search: URLSearchParams): Language {
  const asked = search.get('lang') ?? '';
  return isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
}

/**
 * The language of a public form page, apart from the staff app's: its texts (the shell's and the
 * `applicationForm` area's, in a provider of its own, swapped without remounting the page, so what
 * the applicant typed stays), the form
 * endpoints' language prefix and `<html lang>`. The staff app's stored language is not touched.
 */
export function PublicLanguageProvider({
  initial,
  children,
  area = 'applicationForm',
}: {
  initial: Language;
  children: ReactNode;
  /** the text area of the page (the application form's by default) */
  area?: TextArea;
}) {
  const [language, setLanguageState] = useState<Language>(initial);
  // the texts of the page's language, at once when they are loaded already (the public start loads
  // those of the page it opens): the page then renders without a loading state first
  const [texts, setTexts] = useState<{ key: string; provider: I18nProvider } | null>(() => {
    const messages = loadedMessages(initial, [area]);
    return messages ? { key: `${initial}:${area}`, provider: providerFor(initial, messages) } : null;
  });

  // before the page's own effects: the reads they start go out in the page's language
  useLayoutEffect(() => {
    setPublicLanguage(language);
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    let current = true;
    const key = `${language}:${area}`;
    Promise.resolve<Catalogue>(loadMessages(language, [area]))
      .then((messages) => {
        // the same texts keep their provider: a new one would render the whole page again
        if (current)
          setTexts((shown) =>
            shown?.key === key ? shown : { key, provider: providerFor(language, messages) },
          );
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language, area]);
  const provider = texts?.provider;

  useEffect(() => () => setPublicLanguage(null), []);

  const state = useMemo(() => ({ language, setLanguage: setLanguageState }), [language]);
  // until the texts are there the page waits (the next language's: the current texts stay meanwhile)
  if (!provider) return <Loading />;
  return (
    <PublicLanguageContext.Provider value={state}>
      <I18nContext.Provider value={provider}>{children}</I18nContext.Provider>
    </PublicLanguageContext.Provider>
  );
}

/** The four languages as buttons, each named in itself; the current one pressed. */
export function LanguageSwitch({ languages = LANGUAGES }: { languages?: readonly Language[] }) {
  const translate = useTranslate();
  const { language, setLanguage } = usePublicLanguage();
  return (
    <ToggleButtonGroup
      value={language}
      exclusive
      size="small"
      aria-label={translate('public_language')}
      onChange={(_, next: Language | null) => next && setLanguage(next)}
      sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
    >
      {languages.map((code) => (
        <ToggleButton
          key={code}
          value={code}
          lang={code}
          aria-label={`${code.toUpperCase()} ${LANGUAGE_NAMES[code]}`}
          sx={{ minWidth: 44, minHeight: 44, fontWeight: 600 }}
        >
          {code.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
