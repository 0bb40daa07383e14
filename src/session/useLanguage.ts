import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../schema/api/common';
import { setStoredLanguage } from '../../dataProvider/storage';
import { applyLanguage } from './language';

/**
 * The interface language and its setter. Setting it switches the texts (polyglot locale), the API
 * path prefix and `<html lang>`, remembers the choice, and reloads every query so that the titles
 * the server translates come back in the new language.
 */
export function useLanguage(): [Language, (language: Language) => void] {
  const [locale, setLocale] = useLocaleState();
  const queryClient = useQueryClient();
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;

  const setLanguage = useCallback(
    (next: Language) => {
      applyLanguage(next);
      setStoredLanguage(next);
      setLocale(next);
      void queryClient.invalidateQueries();
    },
    [queryClient, setLocale],
  );

  return [language, setLanguage];
}
