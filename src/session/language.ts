import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../schema/api/common';
import { setApiLanguage } from '../../dataProvider/http';
import { getStoredLanguage } from '../../dataProvider/storage';

/** The language a page starts in: the one the user chose before, else the project's from /init. */
export function startLanguage(initLanguage?: string | null): Language {
  const stored = getStoredLanguage();
  if (stored) return stored;
  return initLanguage && isLanguage(initLanguage) ? initLanguage : DEFAULT_LANGUAGE;
}

/** Points the API path prefix and the document's language at a language. */
export function applyLanguage(language: Language): void {
  setApiLanguage(language);
  document.documentElement.lang = language;
}
