import { daysInMonth } from './dates';

/**
 * When a tenancy can end (OR 266a-266d): a notice must reach the other party before the notice
 * period begins, and the tenancy ends on a termination date of the contract (the last day of one
 * of its termination months). The notice period is the contract's, but never shorter than the
 * law's minimum for the object: three months for apartments (OR 266c), six for business premises
 * (OR 266d), three for other immovable objects (OR 266b). A notice received too late for a date is
 * valid for the next one (OR 266a para. 2). Pure; dates are YYYY-MM-DD.
 */

/** The law's minimum notice period by object type (schema/objectTypes.ts codes). */
export const LEGAL_MINIMUM_NOTICE_MONTHS: Readonly<Record<string, number>> = { craft: 6 };
/** Apartments (OR 266c) and every other immovable object (OR 266b). */
export const DEFAULT_MINIMUM_NOTICE_MONTHS = 3;

/** Every month's end but December's: the custom in Zurich, where the demo's projects let. */
export const DEFAULT_TERMINATION_MONTHS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
/** The quarter ends, the other common choice of Swiss contracts. */
export const QUARTER_TERMINATION_MONTHS: readonly number[] = [3, 6, 9, 12];

export interface TerminationTerms {
  /** the contract's notice period in months */
  noticeMonths: number;
  /** months 1-12 whose last day is a termination date; empty: every month's end */
  terminationMonths: readonly number[];
  objectType: string;
  /** the contract's start: no tenancy ends before it */
  contractStart?: string | null;
}

/** A possible end of the tenancy and the last day a notice for it may be received. */
export interface TerminationDate {
  endDate: string;
  receiveBy: string;
}

export function minimumNoticeMonths(objectType: string): number {
  return LEGAL_MINIMUM_NOTICE_MONTHS[objectType] ?? DEFAULT_MINIMUM_NOTICE_MONTHS;
}

/** The notice period that applies: the contract's, at least the law's. */
export function effectiveNoticeMonths(terms: Pick<TerminationTerms, 'noticeMonths' | 'objectType'>): number {
  return Math.max(terms.noticeMonths, minimumNoticeMonths(terms.objectType));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** year and month moved by a number of months */
function shift(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const lastDay = (year: number, month: number) => `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`;

/**
 * The possible ends of the tenancy for a notice received on `receivedOn`, earliest first (`count`
 * of them): the last day of each termination month whose notice period begins after that day.
 */
export function terminationDates(terms: TerminationTerms, receivedOn: string, count = 6): TerminationDate[] {
  const notice = effectiveNoticeMonths(terms);
  const months = terms.terminationMonths.length > 0 ? terms.terminationMonths : [];
  const isTerminationMonth = (month: number) => months.length === 0 || months.includes(month);
  const start = { year: Number(receivedOn.slice(0, 4)), month: Number(receivedOn.slice(5, 7)) };
  const dates: TerminationDate[] = [];
  // the first end worth trying is the notice period after the month of receipt
  for (let delta = notice; dates.length < count && delta < notice + 12 * 20; delta++) {
    const end = shift(start.year, start.month, delta);
    if (!isTerminationMonth(end.month)) continue;
    const endDate = lastDay(end.year, end.month);
    if (terms.contractStart && endDate < terms.contractStart) continue;
    // the period runs from the first day of the month `notice` months before the end's following month
    const before = shift(end.year, end.month, -notice);
    const receiveBy = lastDay(before.year, before.month);
    if (receivedOn > receiveBy) continue;
    dates.push({ endDate, receiveBy });
  }
  return dates;
}

/** The earliest end of the tenancy for a notice received on that day. */
export function earliestEndDate(terms: TerminationTerms, receivedOn: string): TerminationDate {
  const [first] = terminationDates(terms, receivedOn, 1);
  if (!first) throw new Error('no termination date within twenty years');
  return first;
}

/**
 * Why an end date asked for a notice received on `receivedOn` is not possible, as a message key
 * of the client and server catalogues; null when it is. Earlier than the earliest end: the notice
 * came too late for it; a later day that is no termination date: the contract does not allow it.
 */
export function endDateRefusal(terms: TerminationTerms, receivedOn: string, endDate: string): string | null {
  const earliest = earliestEndDate(terms, receivedOn);
  if (endDate < earliest.endDate) return 'tenant_end_date_too_early';
  const month = Number(endDate.slice(5, 7));
  const year = Number(endDate.slice(0, 4));
  const isLastDay = endDate === lastDay(year, month);
  const months = terms.terminationMonths;
  if (!isLastDay || (months.length > 0 && !months.includes(month)))
    return 'tenant_end_date_not_termination_date';
  return null;
}
