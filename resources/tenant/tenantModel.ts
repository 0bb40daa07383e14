import type { TenantContract } from '../../schema/api/tenants';
import { readTypedDate } from '../../schema/rules';
import type { TerminationTerms } from '../../schema/tenantTermination';

/** Pure helpers of the tenant screens. */

/** The termination terms of a tenant's contract, as schema/tenantTermination.ts takes them. */
export function termsOf(contract: TenantContract, objectType: string): TerminationTerms {
  return {
    noticeMonths: contract.noticeMonths,
    terminationMonths: contract.terminationMonths,
    objectType,
    contractStart: contract.startDate,
  };
}

/** A date as the form holds it (typed DD.MM.YYYY or YYYY-MM-DD) as YYYY-MM-DD; null when it is none. */
export function isoOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const read = readTypedDate(value.trim());
  return 'iso' in read ? read.iso : null;
}

/**
 * The termination months in words: "every month end" for all twelve (or none named), else the
 * months' names in the language (`Ende März, Juni, September`).
 */
export function monthsText(
  months: readonly number[],
  locale: string,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (months.length === 0 || months.length === 12) return translate('tenant_every_month_end');
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const names = [...months]
    .sort((a, b) => a - b)
    .map((m) => format.format(new Date(Date.UTC(2026, m - 1, 15))));
  return translate('tenant_month_ends', { months: names.join(', ') });
}
