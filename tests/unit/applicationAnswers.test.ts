import { describe, expect, it } from 'vitest';
import {
  formatAnswer,
  isMoneyField,
  objectAnswerIds,
  objectName,
  type AnswerFormat,
} from '../../schema/applicationAnswers';
import { formFieldSchema, type FormField } from '../../schema/applicationForm';

const t = (de: string) => ({ de, fr: '', it: '', en: '' });
const field = (key: string, type: number, extra: Record<string, unknown> = {}): FormField =>
  formFieldSchema.parse({ key, type, label: t(key), scope: 'household', ...extra });

const DE: AnswerFormat = { lang: 'de', yes: 'Ja', no: 'Nein', currency: 'CHF', currencyOrder: 'before' };

describe('formatAnswer: an answer as the sidepanel and the dossier print it', () => {
  it('prints dates DD.MM.YYYY, phone numbers internationally and amounts in the currency', () => {
    expect(formatAnswer(field('move_in_date', 2), '2027-04-01', DE)).toBe('01.04.2027');
    expect(formatAnswer(field('landlord_phone', 7), '0447001250', DE)).toBe('+41 44 700 12 50');
    expect(formatAnswer(field('current_rent', 6), 2700, DE)).toBe("CHF 2'700.00");
    expect(formatAnswer(field('income', 6), '85000', DE)).toBe("CHF 85'000.00");
    expect(formatAnswer(field('income', 6), 85000, { ...DE, currencyOrder: 'after' })).toBe("85'000.00 CHF");
    expect(formatAnswer(field('rooms_wanted', 6), 1250, DE)).toBe("1'250");
  });

  it('names choices, countries and yes/no in the reader’s language; leaves unreadable values as written', () => {
    const parking = field('parking', 9, {
      choices: [{ value: 'garage', label: { de: 'Einstellhalle', fr: 'Garage', it: '', en: '' } }],
    });
    expect(formatAnswer(parking, 'garage', DE)).toBe('Einstellhalle');
    expect(formatAnswer(parking, 'garage', { ...DE, lang: 'fr' })).toBe('Garage');
    expect(formatAnswer(field('nationality', 15), 'DE', DE)).toBe('Deutschland');
    expect(formatAnswer(field('pets', 1), true, DE)).toBe('Ja');
    expect(formatAnswer(field('pets', 1), false, DE)).toBe('Nein');
    expect(formatAnswer(field('landlord_phone', 7), 'Zentrale', DE)).toBe('Zentrale');
    expect(formatAnswer(field('move_in_date', 2), '', DE)).toBe('');
    // an answer of an older form without its field: an ISO date still reads as a date
    expect(formatAnswer(undefined, '2026-12-31', DE)).toBe('31.12.2026');
  });

  it('names the objects of an object choice in the household’s order, parted by semicolons', () => {
    const others = field('other_objects', 10);
    const objects = new Map([
      ['a1', objectName({ ref_number: 'A-1', title: '3.5-Zimmer-Wohnung, 2. OG' })],
      ['b2', objectName({ ref_number: null, title: 'Atelier' })],
    ]);
    expect(formatAnswer(others, ['b2', 'a1'], { ...DE, objects })).toBe(
      'Atelier; A-1 · 3.5-Zimmer-Wohnung, 2. OG',
    );
    // an object no longer there keeps what was stored rather than vanish
    expect(formatAnswer(others, ['a1', 'gone'], { ...DE, objects })).toBe(
      'A-1 · 3.5-Zimmer-Wohnung, 2. OG; gone',
    );
    expect(formatAnswer(others, [], { ...DE, objects })).toBe('');
  });

  it('collects the public ids of every object choice of a scope, each once', () => {
    const definition = {
      sections: [
        {
          key: 'household',
          title: t('Haushalt'),
          fields: [field('other_objects', 10), field('parking_objects', 10), field('landlord', 12)],
        },
      ],
    };
    const answers = { other_objects: ['a1', 'b2'], parking_objects: ['b2', 'c3', 7], landlord: 'a1' };
    expect(objectAnswerIds(definition, 'household', answers)).toEqual(['a1', 'b2', 'c3']);
    expect(objectAnswerIds(definition, 'adult', answers)).toEqual([]);
    expect(objectAnswerIds(null, 'household', answers)).toEqual([]);
  });

  it('counts only integer fields of an income or a rent as money', () => {
    expect(isMoneyField(field('income', 6))).toBe(true);
    expect(isMoneyField(field('partner_income', 6))).toBe(true);
    expect(isMoneyField(field('current_rent', 6))).toBe(true);
    expect(isMoneyField(field('rent_since', 2))).toBe(false);
    expect(isMoneyField(field('parents', 6))).toBe(false);
    expect(isMoneyField(field('rent', 12))).toBe(false);
  });
});
