import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  endOfSwissDay,
  formatDate,
  formatDateTime,
  isIsoDate,
  isLeapYear,
  isValidTime,
  toIsoDate,
  zurichOffsetMinutes,
} from '../../schema/dates';

describe('formatDate', () => {
  it('prints a calendar date as DD.MM.YYYY', () => {
    expect(formatDate('2026-12-31')).toBe('31.12.2026');
    expect(formatDate('2026-01-05')).toBe('05.01.2026');
  });

  it('prints the Zurich date of a timestamp', () => {
    expect(formatDate('2026-12-31T22:59:59Z')).toBe('31.12.2026');
    expect(formatDate('2026-12-31T23:00:00Z')).toBe('01.01.2027');
    expect(formatDate('2026-06-30T22:00:00.000Z')).toBe('01.07.2026');
    expect(formatDate('2026-06-30T21:59:00Z')).toBe('30.06.2026');
    expect(formatDate('2026-07-01T01:00:00+05:00')).toBe('30.06.2026');
  });

  it('takes a timestamp without offset as Zurich wall time', () => {
    expect(formatDate('2026-12-31T23:30:00')).toBe('31.12.2026');
  });

  it('prints nothing for missing or unreadable input', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('31.12.2026')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate('2026-13-01')).toBe('');
    expect(formatDate('2026-12-31T25:00:00Z')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('prints Zurich time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(formatDateTime('2026-01-15T07:05:00Z')).toBe('15.01.2026 08:05');
    expect(formatDateTime('2026-07-01T06:30:00Z')).toBe('01.07.2026 08:30');
    expect(formatDateTime('2026-07-01T06:30:00+02:00')).toBe('01.07.2026 06:30');
    expect(formatDateTime('2026-07-01T06:30:00+0200')).toBe('01.07.2026 06:30');
  });

  it('switches to summer time at 01:00 UTC on the last Sunday of March', () => {
    // 29 March 2026 is the last Sunday of March
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29.03.2026 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29.03.2026 03:00');
  });

  it('switches back at 01:00 UTC on the last Sunday of October', () => {
    // 25 October 2026 is the last Sunday of October
    expect(formatDateTime('2026-10-25T00:59:00Z')).toBe('25.10.2026 02:59');
    expect(formatDateTime('2026-10-25T01:00:00Z')).toBe('25.10.2026 02:00');
  });

  it('prints a date without time as the date alone', () => {
    expect(formatDateTime('2026-12-31')).toBe('31.12.2026');
  });

  it('prints nothing for unreadable input', () => {
    expect(formatDateTime('2026-12-31T12:60:00Z')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it('agrees with the time zone database for Europe/Zurich, hour by hour over three years', () => {
    const zurich = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Zurich',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const reference = (ms: number): string => {
      const parts = Object.fromEntries(zurich.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
      return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
    };
    const mismatches: string[] = [];
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 3_600_000) {
      const iso = new Date(ms).toISOString();
      if (formatDateTime(iso) !== reference(ms)) mismatches.push(iso);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('zurichOffsetMinutes', () => {
  it('has no summer time before 1981', () => {
    expect(zurichOffsetMinutes(Date.UTC(1975, 6, 1))).toBe(60);
    expect(zurichOffsetMinutes(Date.UTC(1981, 6, 1))).toBe(120);
  });
});

describe('endOfSwissDay', () => {
  it('ends the day at midnight in Zurich, in winter and in summer time', () => {
    expect(endOfSwissDay('2026-12-12')).toBe('2026-12-12T22:59:59.999Z');
    expect(endOfSwissDay('2026-07-01')).toBe('2026-07-01T21:59:59.999Z');
  });

  it('takes the offset of that midnight on the days the clock changes, and across a year end', () => {
    // summer time starts on 29 March 2026 at 01:00 UTC, ends on 25 October 2026 at 01:00 UTC
    expect(endOfSwissDay('2026-03-28')).toBe('2026-03-28T22:59:59.999Z');
    expect(endOfSwissDay('2026-03-29')).toBe('2026-03-29T21:59:59.999Z');
    expect(endOfSwissDay('2026-10-24')).toBe('2026-10-24T21:59:59.999Z');
    expect(endOfSwissDay('2026-10-25')).toBe('2026-10-25T22:59:59.999Z');
    expect(endOfSwissDay('2026-12-31')).toBe('2026-12-31T22:59:59.999Z');
  });
});

describe('toIsoDate', () => {
  it('turns DD.MM.YYYY into YYYY-MM-DD', () => {
    expect(toIsoDate('31.12.2026')).toBe('2026-12-31');
    expect(toIsoDate('01.01.2027')).toBe('2027-01-01');
    expect(toIsoDate(' 5.3.2026 ')).toBe('2026-03-05');
  });

  it('accepts 29 February only in leap years', () => {
    expect(toIsoDate('29.02.2024')).toBe('2024-02-29');
    expect(toIsoDate('29.02.2000')).toBe('2000-02-29');
    expect(toIsoDate('29.02.2026')).toBeNull();
    expect(toIsoDate('29.02.1900')).toBeNull();
  });

  it('refuses days a month does not have', () => {
    expect(toIsoDate('31.02.2026')).toBeNull();
    expect(toIsoDate('31.04.2026')).toBeNull();
    expect(toIsoDate('30.04.2026')).toBe('2026-04-30');
    expect(toIsoDate('00.01.2026')).toBeNull();
    expect(toIsoDate('01.13.2026')).toBeNull();
    expect(toIsoDate('01.00.2026')).toBeNull();
  });

  it('refuses other forms', () => {
    expect(toIsoDate('2026-12-31')).toBeNull();
    expect(toIsoDate('31.12.26')).toBeNull();
    expect(toIsoDate('31/12/2026')).toBeNull();
    expect(toIsoDate('31.12.2026x')).toBeNull();
    expect(toIsoDate('01.01.0999')).toBeNull();
    expect(toIsoDate('')).toBeNull();
    expect(toIsoDate(null)).toBeNull();
  });

  it('round-trips with formatDate', () => {
    expect(formatDate(toIsoDate('29.02.2028'))).toBe('29.02.2028');
  });
});

describe('calendar helpers', () => {
  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2024, 2026].map(isLeapYear)).toEqual([false, true, true, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 11)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('recognises real ISO dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
  });
});

describe('isValidTime', () => {
  it('accepts HH:mm and HH:mm:ss on the 24-hour clock', () => {
    expect(isValidTime('08:30')).toBe(true);
    expect(isValidTime('08:30:15')).toBe(true);
    expect(isValidTime('00:00')).toBe(true);
    expect(isValidTime('23:59:59')).toBe(true);
  });

  it('refuses everything else', () => {
    for (const value of ['8:30', '24:00', '12:60', '12:30:60', '12:30:5', '12.30', '', ' 08:30', '08:30 ']) {
      expect(isValidTime(value), value).toBe(false);
    }
    expect(isValidTime(null)).toBe(false);
  });
});
