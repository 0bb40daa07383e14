import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TERMINATION_MONTHS,
  earliestEndDate,
  endDateRefusal,
  QUARTER_TERMINATION_MONTHS,
  terminationDates,
  type TerminationTerms,
} from '../../schema/tenantTermination';
import { tenantActionRefusal, terminateTenantSchemaFor, terminationErrors } from '../../schema/tenants';

const EVERY_MONTH = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const terms = (over: Partial<TerminationTerms> = {}): TerminationTerms => ({
  noticeMonths: 3,
  terminationMonths: EVERY_MONTH,
  objectType: 'apartments',
  ...over,
});

describe('the earliest end of a tenancy (OR 266a-266d)', () => {
  // [case, terms, notice received, earliest end, last day to receive the notice for it]
  const table: Array<[string, TerminationTerms, string, string, string]> = [
    ['notice 3 months, every month end', terms(), '2026-03-15', '2026-06-30', '2026-03-31'],
    ['received on the last possible day', terms(), '2026-03-31', '2026-06-30', '2026-03-31'],
    ['received one day late: the next month end', terms(), '2026-04-01', '2026-07-31', '2026-04-30'],
    [
      'quarter dates, in time',
      terms({ terminationMonths: QUARTER_TERMINATION_MONTHS }),
      '2026-03-31',
      '2026-06-30',
      '2026-03-31',
    ],
    [
      'quarter dates, received late: the next quarter',
      terms({ terminationMonths: QUARTER_TERMINATION_MONTHS }),
      '2026-04-01',
      '2026-09-30',
      '2026-06-30',
    ],
    [
      'quarter dates across the year',
      terms({ terminationMonths: QUARTER_TERMINATION_MONTHS }),
      '2026-11-05',
      '2027-03-31',
      '2026-12-31',
    ],
    [
      'every month end but December',
      terms({ terminationMonths: DEFAULT_TERMINATION_MONTHS }),
      '2026-09-15',
      '2027-01-31',
      '2026-10-31',
    ],
    [
      'a shorter contract notice gives way to the three months of OR 266c',
      terms({ noticeMonths: 1 }),
      '2026-01-10',
      '2026-04-30',
      '2026-01-31',
    ],
    [
      'a longer contract notice applies',
      terms({ noticeMonths: 6, terminationMonths: QUARTER_TERMINATION_MONTHS }),
      '2026-02-10',
      '2026-09-30',
      '2026-03-31',
    ],
    [
      'business premises: six months (OR 266d)',
      terms({ objectType: 'craft' }),
      '2026-01-10',
      '2026-07-31',
      '2026-01-31',
    ],
    [
      'parking space: three months (OR 266b)',
      terms({ objectType: 'parkingspace', noticeMonths: 1 }),
      '2026-01-10',
      '2026-04-30',
      '2026-01-31',
    ],
    ['into a leap year February', terms(), '2027-11-30', '2028-02-29', '2027-11-30'],
    [
      'not before the contract starts',
      terms({ contractStart: '2026-08-01' }),
      '2026-03-01',
      '2026-08-31',
      '2026-05-31',
    ],
  ];

  it.each(table)('%s', (_case, t, receivedOn, endDate, receiveBy) => {
    expect(earliestEndDate(t, receivedOn)).toEqual({ endDate, receiveBy });
  });

  it('lists the next termination dates in order, each with its last day of receipt', () => {
    expect(
      terminationDates(terms({ terminationMonths: QUARTER_TERMINATION_MONTHS }), '2026-04-01', 3),
    ).toEqual([
      { endDate: '2026-09-30', receiveBy: '2026-06-30' },
      { endDate: '2026-12-31', receiveBy: '2026-09-30' },
      { endDate: '2027-03-31', receiveBy: '2026-12-31' },
    ]);
  });

  it('tells a late notice from a day that is no termination date', () => {
    const quarter = terms({ terminationMonths: QUARTER_TERMINATION_MONTHS });
    expect(endDateRefusal(quarter, '2026-04-01', '2026-06-30')).toBe('tenant_end_date_too_early');
    expect(endDateRefusal(quarter, '2026-04-01', '2026-10-31')).toBe('tenant_end_date_not_termination_date');
    expect(endDateRefusal(quarter, '2026-04-01', '2026-12-15')).toBe('tenant_end_date_not_termination_date');
    expect(endDateRefusal(quarter, '2026-04-01', '2026-09-30')).toBeNull();
    expect(endDateRefusal(quarter, '2026-04-01', '2027-06-30')).toBeNull();
  });
});

describe('the termination rule', () => {
  const quarter = terms({ terminationMonths: QUARTER_TERMINATION_MONTHS });

  it('refuses a notice received after today and names the earliest end of a refused date', () => {
    expect(terminationErrors(quarter, { receivedOn: '2026-05-02', endDate: null }, '2026-05-01')).toEqual({
      receivedOn: 'tenant_received_in_future',
    });
    expect(
      terminationErrors(quarter, { receivedOn: '2026-04-01', endDate: '2026-06-30' }, '2026-05-01'),
    ).toEqual({
      endDate: 'tenant_end_date_too_early|{"date":"30.09.2026"}',
    });
    expect(terminationErrors(quarter, { receivedOn: '2026-04-01', endDate: null }, '2026-05-01')).toEqual({});
  });

  it("puts the rule's errors on the form's fields", () => {
    const schema = terminateTenantSchemaFor(quarter, '2026-05-01');
    const refused = schema.safeParse({
      version: 1,
      by: 'tenant',
      receivedOn: '01.04.2026',
      endDate: '30.06.2026',
      comment: '',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['endDate']);
    const taken = schema.parse({
      version: 1,
      by: 'landlord',
      receivedOn: '01.04.2026',
      endDate: '',
      comment: '',
    });
    expect(taken).toMatchObject({ receivedOn: '2026-04-01', endDate: null, by: 'landlord' });
  });

  it('terminates only a signed contract and removes none while one is signed', () => {
    expect(tenantActionRefusal('terminate', 'with_contract')).toBeNull();
    expect(tenantActionRefusal('terminate', 'without_contract')).toBe('tenant_terminate_without_contract');
    expect(tenantActionRefusal('terminate', 'contract_sent')).toBe('tenant_terminate_without_contract');
    expect(tenantActionRefusal('terminate', 'quit')).toBe('tenant_already_quit');
    expect(tenantActionRefusal('delete', 'with_contract')).toBe('tenant_delete_contract_signed');
    for (const state of ['without_contract', 'contract_sent', 'quit']) {
      expect(tenantActionRefusal('delete', state)).toBeNull();
    }
  });
});
