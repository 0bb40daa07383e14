/**
 * Dates as the people using the product read and type them (spec 1 section 5, spec 2 section 9):
 * DD.MM.YYYY on screen, YYYY-MM-DD on the wire, times HH:mm or HH:mm:ss, instants shown in
 * Swiss time (Europe/Zurich).
 *
 * Pure and without Intl: the Zurich offset is computed here (CET, UTC+1; CEST, UTC+2 from the last
 * Sunday of March to the last Sunday of October, 01:00 UTC both times, the rule Switzerland has
 * followed since 1981), so the output does not depend on the machine's time zone or ICU data.
 */

/** `YYYY-MM-DD`, optionally followed by a time and an offset (`Z`, `+01:00`, `+0100`). */
const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const SWISS_DATE_PATTERN = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

const MINUTE_MS = 60_000;
const FIRST_SWISS_DST_YEAR = 1981;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The instant (UTC ms) of 01:00 UTC on the last Sunday of the given month. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = daysInMonth(year, month);
  const weekday = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return Date.UTC(year, month - 1, lastDay - weekday, 1);
}

/** The day in Switzerland at the given instant, YYYY-MM-DD. */
export function swissDay(now: Date | string = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(now));
}

/** Minutes Zurich is ahead of UTC at the given instant. */
export function zurichOffsetMinutes(utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  if (year < FIRST_SWISS_DST_YEAR) return 60;
  const summer = utcMs >= lastSundayOneUtc(year, 3) && utcMs < lastSundayOneUtc(year, 10);
  return summer ? 120 : 60;
}

/**
 * The last millisecond of a Swiss day (YYYY-MM-DD) as an ISO instant: the millisecond before the
 * next day's midnight in Zurich (`2026-12-12T22:59:59.999Z` in winter, `…21:59:59.999Z` in summer).
 * The clock changes at 01:00 UTC, never at midnight, so the offset an hour before is midnight's.
 */
export function endOfSwissDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const nextMidnightUtc = Date.UTC(year, month - 1, date + 1);
  const offset = zurichOffsetMinutes(nextMidnightUtc - 60 * 60_000);
  return new Date(nextMidnightUtc - offset * 60_000 - 1).toISOString();
}

function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
}

/**
 * The Zurich wall time of an ISO value, or null when it is not a real date and time.
 * A time without offset is taken as Zurich wall time already; a date alone as midnight.
 */
function zurichWallTime(iso: string): { wall: WallTime; hasTime: boolean } | null {
  const match = ISO_PATTERN.exec(iso.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (!isRealDate(year, month, day)) return null;
  if (h === undefined) return { wall: { year, month, day, hour: 0, minute: 0 }, hasTime: false };
  const hour = Number(h);
  const minute = Number(mi);
  if (hour > 23 || minute > 59 || Number(s ?? 0) > 59) return null;
  if (zone === undefined) return { wall: { year, month, day, hour, minute }, hasTime: true };
  const zoneMinutes = offsetMinutes(zone);
  if (Math.abs(zoneMinutes) > 18 * 60) return null;
  const utcMs = Date.UTC(year, month - 1, day, hour, minute) - zoneMinutes * MINUTE_MS;
  const local = new Date(utcMs + zurichOffsetMinutes(utcMs) * MINUTE_MS);
  return {
    wall: {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
    },
    hasTime: true,
  };
}

function datePart(wall: WallTime): string {
  return `${pad(wall.day)}.${pad(wall.month)}.${pad(wall.year, 4)}`;
}

/**
 * `2026-12-31` -> `31.12.2026`; a timestamp (`2026-12-31T23:30:00Z`) -> its date in Zurich
 * (`01.01.2027`). Empty, missing or unreadable input -> ''.
 */
export function formatDate(iso: string | null | undefined): string {
  const parsed = iso ? zurichWallTime(iso) : null;
  return parsed ? datePart(parsed.wall) : '';
}

/**
 * `2026-07-01T06:30:00Z` -> `01.07.2026 08:30` (Zurich time). A date without a time prints the
 * date alone, since midnight would be invented. Empty or unreadable input -> ''.
 */
export function formatDateTime(iso: string | null | undefined): string {
  const parsed = iso ? zurichWallTime(iso) : null;
  if (!parsed) return '';
  const date = datePart(parsed.wall);
  return parsed.hasTime ? `${date} ${pad(parsed.wall.hour)}:${pad(parsed.wall.minute)}` : date;
}

/**
 * What a person typed (`31.12.2026`, also `1.2.2026`) -> the wire format `2026-12-31`, or null
 * when it is not a real calendar date (`31.02.2026`, `29.02.2025`) or not in that form.
 */
export function toIsoDate(input: string | null | undefined): string | null {
  const match = input ? SWISS_DATE_PATTERN.exec(input.trim()) : null;
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1000 || !isRealDate(year, month, day)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** `YYYY-MM-DD` and a real calendar date. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** `HH:mm` or `HH:mm:ss` on the 24-hour clock: `08:30`, `23:59:59`; not `8:30`, `24:00`. */
export function isValidTime(value: string | null | undefined): boolean {
  return typeof value === 'string' && TIME_PATTERN.test(value);
}
