/**
 * Money and number formatting (spec 2 section 9): CHF with apostrophe thousands and dot decimals
 * (`CHF 1'234.50`), every other currency with dot thousands and comma decimals (`EUR 1.234,50`),
 * the code before or after the amount per the project's currency order.
 *
 * Written by hand instead of with Intl.NumberFormat so that Node, every browser and every ICU
 * version print exactly the same characters. Rounding is half away from zero on the number as it
 * is written (1.005 -> 1.01), not on its binary approximation (which toFixed would give as 1.00).
 */

export type CurrencyOrder = 'before' | 'after';

/**
 * What people write between thousands: the apostrophe, also as the typographic one Word and Excel
 * put in (’ U+2019, ʼ U+02BC), a backtick or acute accent typed for it, and spaces (the
 * non-breaking and narrow ones included). Read by every parse of a number written as text.
 */
export const THOUSANDS_SEPARATORS = /['\u2019\u02bc`\u00b4\s\u00a0\u2009\u202f]/g;

/** A number as text without its thousands separators: `1’234.50` -> `1234.50`. */
export function withoutThousandsSeparators(text: string): string {
  return text.replace(THOUSANDS_SEPARATORS, '');
}

interface Separators {
  thousands: string;
  decimal: string;
}

const SWISS: Separators = { thousands: "'", decimal: '.' };
const CONTINENTAL: Separators = { thousands: '.', decimal: ',' };

/** Without a fixed number of decimals, plain numbers show at most this many (as Intl does). */
const DEFAULT_MAX_DECIMALS = 3;

/** The shortest decimal writing of a non-negative finite number, never in exponent notation. */
function plainDecimal(abs: number): string {
  const [mantissa = '0', exponent] = String(abs).split('e');
  if (exponent === undefined) return mantissa;
  const [intPart = '0', fraction = ''] = mantissa.split('.');
  const digits = intPart + fraction;
  const point = intPart.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** |value| rounded half up to `decimals` places, as integer and fraction digit strings. */
function roundedParts(value: number, decimals: number): { negative: boolean; int: string; fraction: string } {
  const [intPart = '0', fraction = ''] = plainDecimal(Math.abs(value)).split('.');
  let scaled = BigInt(intPart + fraction.slice(0, decimals).padEnd(decimals, '0'));
  if ((fraction[decimals] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  return {
    // a value that rounds to zero has no sign: never "-0.00"
    negative: value < 0 && scaled > 0n,
    int: digits.slice(0, cut),
    fraction: digits.slice(cut),
  };
}

function groupThousands(int: string, separator: string): string {
  return int.replace(/\B(?=(\d{3})+$)/g, separator);
}

function formatWith(value: number, decimals: number, separators: Separators): string {
  const places = Math.max(0, Math.floor(decimals));
  const { negative, int, fraction } = roundedParts(value, places);
  const grouped = groupThousands(int, separators.thousands);
  return `${negative ? '-' : ''}${grouped}${places > 0 ? separators.decimal + fraction : ''}`;
}

function separatorsFor(currency: string): Separators {
  return currency.trim().toUpperCase() === 'CHF' || currency.trim() === '' ? SWISS : CONTINENTAL;
}

/**
 * `formatMoney(1234.5)` -> `CHF 1'234.50`; `formatMoney(-1234.5)` -> `CHF -1'234.50`;
 * `formatMoney(1234.5, 'EUR')` -> `EUR 1.234,50`; `formatMoney(1234.5, 'CHF', 'after')` -> `1'234.50 CHF`.
 * An empty currency prints the amount alone; a value that is not a finite number prints ''.
 */
export function formatMoney(
  value: number,
  currency = 'CHF',
  order: CurrencyOrder = 'before',
  decimals = 2,
): string {
  if (!Number.isFinite(value)) return '';
  const amount = formatWith(value, decimals, separatorsFor(currency));
  const code = currency.trim();
  if (!code) return amount;
  return order === 'after' ? `${amount} ${code}` : `${code} ${amount}`;
}

/**
 * A plain number in the Swiss style (areas, rooms, counts): `formatNumber(3.5)` -> `3.5`,
 * `formatNumber(1250)` -> `1'250`. With `decimals`, exactly that many places (`formatNumber(85, 1)`
 * -> `85.0`); without, up to three, trailing zeros dropped. Not a finite number prints ''.
 */
export function formatNumber(value: number, decimals?: number): string {
  if (!Number.isFinite(value)) return '';
  if (decimals !== undefined) return formatWith(value, decimals, SWISS);
  const text = formatWith(value, DEFAULT_MAX_DECIMALS, SWISS);
  return text.replace(/\.?0+$/, '');
}
