import raEnglish from 'ra-language-english';
import type { StringMap } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { it as italian } from '../../i18n/it';
import * as auth from '../../i18n/parts/auth';
import * as changelog from '../../i18n/parts/changelog';
import * as errors from '../../i18n/parts/errors';
import * as forms from '../../i18n/parts/forms';
import * as home from '../../i18n/parts/home';
import * as layout from '../../i18n/parts/layout';
import * as list from '../../i18n/parts/list';
import * as objectEdit from '../../i18n/parts/objectEdit';
import * as objects from '../../i18n/parts/objects';
import * as profile from '../../i18n/parts/profile';
import * as projectSettings from '../../i18n/parts/projectSettings';
import * as roles from '../../i18n/parts/roles';
import * as settings from '../../i18n/parts/settings';
import * as users from '../../i18n/parts/users';
import * as applications from '../../i18n/parts/applications';
import * as applicationForm from '../../i18n/parts/applicationForm';
import * as mailSettings from '../../i18n/parts/mailSettings';
import * as mailDialog from '../../i18n/parts/mailDialog';
import * as messenger from '../../i18n/parts/messenger';
import { raGerman } from '../../i18n/ra/de';
import { raItalian } from '../../i18n/ra/it';

type Catalogue = StringMap;

/** `{ ra: { action: { save: 'x' } } }` -> `{ 'ra.action.save': 'x' }` */
function flatten(catalogue: Catalogue, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') flat[prefix + key] = value;
    else if (value !== undefined) Object.assign(flat, flatten(value, `${prefix}${key}.`));
  }
  return flat;
}

const catalogues = { de, fr, it: italian, en } as Record<string, Catalogue>;
const flat = Object.fromEntries(Object.entries(catalogues).map(([lang, c]) => [lang, flatten(c)]));
const german = flatten(de);
const germanKeys = Object.keys(german).sort();
const otherLanguages = ['fr', 'it', 'en'] as const;
const parts = {
  errors,
  auth,
  layout,
  list,
  objects,
  forms,
  objectEdit,
  profile,
  settings,
  home,
  changelog,
  users,
  roles,
  projectSettings,
  applications,
  applicationForm,
  mailSettings,
  mailDialog,
  messenger,
} as Record<string, Record<string, Catalogue>>;

/** react-admin renders a null boolean as a blank on purpose. */
const BLANK_BY_DESIGN = new Set(['ra.boolean.null']);

/** Variables react-admin passes beyond those its English text uses. */
const EXTRA_RA_VARIABLES: Record<string, string[]> = { 'ra.sort.sort_by': ['field'] };

const placeholders = (text: string): string[] =>
  [...new Set(text.match(/%\{[^}]*\}/g) ?? [])].map((p) => p.slice(2, -1)).sort();
const pluralForms = (text: string): number => text.split('||||').length;

describe('message catalogues', () => {
  it('has German texts at all', () => {
    expect(german['ra.action.save']).toBe('Speichern');
    expect(germanKeys.length).toBeGreaterThan(150);
  });

  it.each(otherLanguages)('%s has exactly the keys of the German catalogue', (lang) => {
    expect(Object.keys(flat[lang] ?? {}).sort()).toEqual(germanKeys);
  });

  it('translates every message of react-admin into German and Italian', () => {
    const englishKeys = Object.keys(flatten(raEnglish)).sort();
    expect(Object.keys(flatten(raGerman)).sort()).toEqual(englishKeys);
    expect(Object.keys(flatten(raItalian)).sort()).toEqual(englishKeys);
  });

  it.each(Object.keys(catalogues))('%s has no empty text', (lang) => {
    const empty = Object.entries(flat[lang] ?? {})
      .filter(([key, text]) => text.trim() === '' && !BLANK_BY_DESIGN.has(key))
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('writes German the Swiss way, without the sharp s', () => {
    const sharp = Object.entries(german)
      .filter(([, text]) => /ß/.test(text))
      .map(([key]) => key);
    expect(sharp).toEqual([]);
  });

  it('uses the same placeholders in every language for the app keys', () => {
    const differences: string[] = [];
    for (const key of germanKeys.filter((k) => !k.startsWith('ra.'))) {
      const expected = placeholders(german[key] ?? '').join(',');
      for (const lang of otherLanguages) {
        const actual = placeholders(flat[lang]?.[key] ?? '').join(',');
        if (actual !== expected) differences.push(`${lang} ${key}: {${actual}} instead of {${expected}}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('uses only the variables react-admin passes in its own messages', () => {
    // a translation may leave one out (French does, for grammatical gender), never invent one
    const english = flatten(raEnglish);
    const unknown: string[] = [];
    for (const key of germanKeys.filter((k) => k.startsWith('ra.'))) {
      const allowed = new Set([...placeholders(english[key] ?? ''), ...(EXTRA_RA_VARIABLES[key] ?? [])]);
      for (const lang of Object.keys(catalogues)) {
        const extra = placeholders(flat[lang]?.[key] ?? '').filter((p) => !allowed.has(p));
        if (extra.length) unknown.push(`${lang} ${key}: ${extra.join(',')}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('keeps singular and plural forms wherever German has them', () => {
    // French and Italian may need forms where the German word does not change ("Vermietet",
    // "Loué |||| Loués"); where German has forms, every language has as many
    const differences: string[] = [];
    for (const key of germanKeys) {
      const germanForms = pluralForms(german[key] ?? '');
      for (const lang of otherLanguages) {
        const forms = pluralForms(flat[lang]?.[key] ?? '');
        if (forms > 2 || (germanForms > 1 && forms !== germanForms)) differences.push(`${lang} ${key}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('area parts', () => {
  it('define each key in exactly one part, and none of react-admin', () => {
    const owners = new Map<string, string[]>();
    for (const [area, part] of Object.entries(parts)) {
      for (const key of Object.keys(part.de ?? {})) owners.set(key, [...(owners.get(key) ?? []), area]);
    }
    for (const key of Object.keys(raGerman)) owners.set(key, [...(owners.get(key) ?? []), 'react-admin']);
    const shared = [...owners]
      .filter(([, areas]) => areas.length > 1)
      .map(([key, areas]) => `${key}: ${areas}`);
    expect(shared).toEqual([]);
  });

  it('use flat keys only', () => {
    const nested: string[] = [];
    for (const [area, part] of Object.entries(parts)) {
      for (const [lang, texts] of Object.entries(part)) {
        for (const [key, value] of Object.entries(texts)) {
          if (typeof value !== 'string' || key.includes('.')) nested.push(`${area}.${lang}.${key}`);
        }
      }
    }
    expect(nested).toEqual([]);
  });

  it('each offer all four languages with the same keys', () => {
    for (const [area, part] of Object.entries(parts)) {
      const keys = Object.keys(part.de ?? {}).sort();
      for (const lang of otherLanguages)
        expect(Object.keys(part[lang] ?? {}).sort(), `${area}.${lang}`).toEqual(keys);
    }
  });
});
