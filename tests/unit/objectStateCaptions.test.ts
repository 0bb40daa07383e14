import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { it as italian } from '../../i18n/it';
import { LANGUAGES, type Language } from '../../schema/api/common';
import { OBJECT_TYPES } from '../../schema/objectTypes';
import { OBJECT_CAPTION_STATES, objectStateLabelKey } from '../../schema/states';
import { de as serverDe } from '../../server/core/i18n/de';
import { en as serverEn } from '../../server/core/i18n/en';
import { fr as serverFr } from '../../server/core/i18n/fr';
import { it as serverIt } from '../../server/core/i18n/it';

/**
 * An object's state is named for its kind (objectStateLabelKey): in French and Italian the caption
 * agrees with the kind's gender (une place de parc attribuée, un appartement attribué) and, on the
 * home page, with the count.
 */

const STAFF: Record<Language, Readonly<Record<string, unknown>>> = { de, fr, it: italian, en };
const SERVER: Record<Language, Readonly<Record<string, unknown>>> = {
  de: serverDe,
  fr: serverFr,
  it: serverIt,
  en: serverEn,
};

const pairs = OBJECT_TYPES.flatMap((type) => OBJECT_CAPTION_STATES.map((state) => [type, state] as const));

/** A staff text as react-admin's polyglot prints it, with a count. */
function staffText(language: Language, key: string, count: number): string {
  const provider = polyglotI18nProvider(() => STAFF[language] as TranslationMessages, language);
  return provider.translate(key, { smart_count: count });
}

describe('object state captions', () => {
  it.each(LANGUAGES)(
    'has a caption of every state for every kind in the %s staff and server texts',
    (language) => {
      for (const [type, state] of pairs) {
        const key = objectStateLabelKey(type, state);
        const staff = STAFF[language][key];
        expect(typeof staff === 'string' && staff.trim() !== '', `staff ${language} ${key}`).toBe(true);
        expect(SERVER[language][key], `server ${language} ${key}`).toEqual(expect.any(String));
        // the server's caption (a list cell: one object) is the staff caption's singular
        expect(SERVER[language][key]).toBe(staffText(language, key, 1));
      }
    },
  );

  it('makes French and Italian captions agree with the kind’s gender and the count', () => {
    const key = objectStateLabelKey;
    expect(staffText('fr', key('apartments', 'assigned'), 1)).toBe('Attribué');
    expect(staffText('fr', key('parkingspace', 'assigned'), 1)).toBe('Attribuée');
    expect(staffText('fr', key('parkingspace', 'rented'), 3)).toBe('Louées');
    expect(staffText('fr', key('craft', 'sold'), 1)).toBe('Vendue');
    expect(staffText('fr', key('plot', 'inactive'), 2)).toBe('Inactifs');
    expect(staffText('it', key('parkingspace', 'assigned'), 1)).toBe('Assegnato');
    expect(staffText('it', key('craft', 'rented'), 1)).toBe('Affittata');
    expect(staffText('it', key('craft', 'reserved'), 4)).toBe('Riservate');
    expect(staffText('it', key('apartments', 'available'), 4)).toBe('Disponibili');
    expect(staffText('de', key('parkingspace', 'assigned'), 4)).toBe('Zugeteilt');
  });
});
