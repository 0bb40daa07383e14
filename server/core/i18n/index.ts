import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../schema/api/common';
import { de, type MessageKey, type Messages } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export type { MessageKey, Messages };

const CATALOGUES: Record<Language, Messages> = { de, fr, it, en };

export type MessageParams = Readonly<Record<string, string | number>>;

/** The text of a key in a language, with `{name}` placeholders filled in. */
export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = CATALOGUES[lang][key] ?? de[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** Whether a text is a key of the catalogues. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(de, key);
}

export type Translator = (key: MessageKey, params?: MessageParams) => string;

export function translator(lang: Language): Translator {
  return (key, params) => translate(lang, key, params);
}

/** The language of a path prefix (/fr/api/..., /it/..., /en/...); German has none. */
export function languageOfPath(url: string): { lang: Language; rest: string } {
  const match = /^\/([a-z]{2})(\/.*)$/.exec(url);
  if (match && isLanguage(match[1]!) && match[1] !== DEFAULT_LANGUAGE) {
    return { lang: match[1], rest: match[2]! };
  }
  return { lang: DEFAULT_LANGUAGE, rest: url };
}
