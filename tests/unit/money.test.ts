import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, withoutThousandsSeparators } from '../../schema/money';

describe('formatMoney', () => {
  it('prints CHF with apostrophe thousands and dot decimals, code first', () => {
    expect(formatMoney(1234.5)).toBe("CHF 1'234.50");
    expect(formatMoney(1234.5, 'CHF')).toBe("CHF 1'234.50");
  });

  it('puts the minus sign between the code and the amount', () => {
    expect(formatMoney(-1234.5)).toBe("CHF -1'234.50");
    expect(formatMoney(-1234.5, 'CHF', 'after')).toBe("-1'234.50 CHF");
  });

  it('prints zero, and never a negative zero', () => {
    expect(formatMoney(0)).toBe('CHF 0.00');
    expect(formatMoney(-0)).toBe('CHF 0.00');
    expect(formatMoney(-0.004)).toBe('CHF 0.00');
  });

  it('rounds half away from zero on the written number', () => {
    expect(formatMoney(0.005)).toBe('CHF 0.01');
    expect(formatMoney(1.005)).toBe('CHF 1.01');
    expect(formatMoney(1.004)).toBe('CHF 1.00');
    expect(formatMoney(-0.005)).toBe('CHF -0.01');
    expect(formatMoney(999.995)).toBe("CHF 1'000.00");
    expect(formatMoney(0.1 + 0.2)).toBe('CHF 0.30');
  });

  it('groups millions and beyond', () => {
    expect(formatMoney(1234567.891)).toBe("CHF 1'234'567.89");
    expect(formatMoney(1000000)).toBe("CHF 1'000'000.00");
    expect(formatMoney(123456789012)).toBe("CHF 123'456'789'012.00");
    expect(formatMoney(999)).toBe('CHF 999.00');
    expect(formatMoney(1000)).toBe("CHF 1'000.00");
  });

  it('prints other currencies with dot thousands and comma decimals', () => {
    expect(formatMoney(1234.5, 'EUR')).toBe('EUR 1.234,50');
    expect(formatMoney(-1234567.5, 'EUR')).toBe('EUR -1.234.567,50');
    expect(formatMoney(1234.5, 'EUR', 'after')).toBe('1.234,50 EUR');
  });

  it('places the code after the amount when the order says so', () => {
    expect(formatMoney(1234.5, 'CHF', 'after')).toBe("1'234.50 CHF");
  });

  it('recognises CHF whatever its case', () => {
    expect(formatMoney(1234.5, 'chf')).toBe("chf 1'234.50");
  });

  it('honours the number of decimals', () => {
    expect(formatMoney(1234.5, 'CHF', 'before', 0)).toBe("CHF 1'235");
    expect(formatMoney(1234.5678, 'EUR', 'before', 3)).toBe('EUR 1.234,568');
  });

  it('prints the amount alone without a currency and nothing for a non-number', () => {
    expect(formatMoney(1234.5, '')).toBe("1'234.50");
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('handles numbers JavaScript writes in exponent notation', () => {
    expect(formatMoney(1e21)).toBe("CHF 1'000'000'000'000'000'000'000.00");
    expect(formatMoney(1e-7)).toBe('CHF 0.00');
  });
});

describe('formatNumber', () => {
  it('prints plain numbers in the Swiss style', () => {
    expect(formatNumber(3.5)).toBe('3.5');
    expect(formatNumber(1250)).toBe("1'250");
    expect(formatNumber(1250.75)).toBe("1'250.75");
    expect(formatNumber(-1250)).toBe("-1'250");
    expect(formatNumber(0)).toBe('0');
  });

  it('shows at most three decimals without a fixed count', () => {
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(2.0004)).toBe('2');
    expect(formatNumber(2.0005)).toBe('2.001');
  });

  it('shows exactly the requested decimals', () => {
    expect(formatNumber(85, 1)).toBe('85.0');
    expect(formatNumber(4.25, 1)).toBe('4.3');
    expect(formatNumber(1234.5, 0)).toBe("1'235");
  });

  it('prints nothing for a non-number', () => {
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('withoutThousandsSeparators', () => {
  it.each([
    ["1'234.50", '1234.50'],
    ['1’234.50', '1234.50'],
    ['1ʼ234.50', '1234.50'],
    ['1 234,50', '1234,50'],
    ['1\u00a0234', '1234'],
    ['1\u202f234', '1234'],
    ["1'000'000", '1000000'],
  ])('removes the separators of %s', (text, expected) => {
    expect(withoutThousandsSeparators(text)).toBe(expected);
  });

  it('reads back what formatNumber prints', () => {
    expect(Number(withoutThousandsSeparators(formatNumber(1_234_567.5, 2)))).toBe(1_234_567.5);
  });
});
