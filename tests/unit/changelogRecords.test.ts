import { describe, expect, it } from 'vitest';
import { translator } from '../../server/core/i18n/index';
import { fieldLabel, fieldLabels, valueText } from '../../server/modules/changelog/records';

const de = translator('de');
const fr = translator('fr');
const CHF = { currency: 'CHF', currency_order: 'before' };

describe('the changelog in the words of a property manager', () => {
  it('names fields by their labels in the language asked, and an unknown one in words', () => {
    expect(fieldLabel(de, 'objects', 'netto_price')).toBe('Nettomiete');
    expect(fieldLabel(fr, 'objects', 'netto_price')).toBe('Loyer net');
    expect(fieldLabel(de, 'objects', 'house_number')).toBe('Hausnummer');
    expect(fieldLabel(de, 'objects', 'some_new_column')).toBe('some new column');
    expect(fieldLabels(de, 'objects', 'rental_price,available_from')).toBe('Bruttomiete, Bezug ab');
    expect(fieldLabels(de, 'objects', '')).toBe('');
  });

  it('shows money in the currency, dates and times the Swiss way, yes and no, lists joined', () => {
    expect(valueText(de, CHF, 'objects', 'rental_price', 185000)).toBe("CHF 1'850.00");
    expect(valueText(de, { currency: 'EUR', currency_order: 'after' }, 'objects', 'extra_price', 14550)).toBe(
      '145,50 EUR',
    );
    expect(valueText(de, CHF, 'objects', 'available_from', '2027-04-01')).toBe('01.04.2027');
    expect(valueText(de, CHF, 'applications', 'offer_expires_at', '2027-04-01T08:30:00.000Z')).toBe(
      '01.04.2027 10:30',
    );
    expect(valueText(de, CHF, 'buildings', 'active', 1)).toBe('Ja');
    expect(valueText(fr, CHF, 'buildings', 'active', 0)).toBe('Non');
    expect(valueText(de, CHF, 'objects', 'rooms', 3.5)).toBe('3.5');
    expect(valueText(de, CHF, 'objects', 'title', 'Attika')).toBe('Attika');
    expect(valueText(de, CHF, 'objects', 'tags', ['a', 'b'])).toBe('a, b');
    expect(valueText(de, CHF, 'objects', 'title', null)).toBeNull();
    expect(valueText(de, CHF, 'objects', 'title', '')).toBeNull();
  });
});
