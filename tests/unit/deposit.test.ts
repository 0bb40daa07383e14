import { describe, expect, it } from 'vitest';
import {
  depositOverMaximumMessage,
  depositSchema,
  depositUpdateSchema,
  isDepositOverMaximum,
  isDepositOverdue,
  maxDeposit,
  monthlyRentOf,
} from '../../schema/deposit';
import { readRuleMessage } from '../../schema/rules';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const bank = {
  kind: 'bank_account',
  provider_id: null,
  amount: 6150,
  due_date: '2026-03-31',
  paid_date: null,
};

describe('deposit rules (OR 257e)', () => {
  it('counts the monthly rent as net rent plus extra costs, to the centime', () => {
    expect(monthlyRentOf(1850.1, 200.2)).toBe(2050.3);
    expect(monthlyRentOf(1850, null)).toBe(1850);
    expect(maxDeposit(2050.3)).toBe(6150.9);
    expect(maxDeposit(0.1)).toBe(0.3);
  });

  it('allows exactly three monthly rents and refuses a centime more', () => {
    expect(isDepositOverMaximum(6150.9, 2050.3)).toBe(false);
    expect(isDepositOverMaximum(6150.91, 2050.3)).toBe(true);
    expect(isDepositOverMaximum(0.3, 0.1)).toBe(false);
  });

  it('names the maximum in Swiss money format in the refusal', () => {
    const { key, params } = readRuleMessage(depositOverMaximumMessage(2550));
    expect(key).toBe('deposit_over_maximum');
    expect(params).toEqual({ max: "CHF 7'650.00", months: 3 });
    expect(readRuleMessage(depositOverMaximumMessage(1234.5 / 3)).params.max).toBe("CHF 1'234.50");
  });

  it('parses a bank deposit account with Swiss dates and typed amounts', () => {
    const result = depositSchema(2050).safeParse({ ...bank, amount: "6'150.00", due_date: '31.03.2026' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      kind: 'bank_account',
      amount: 6150,
      due_date: '2026-03-31',
      paid_date: null,
    });
  });

  it('refuses more than three monthly rents on the amount, with the maximum', () => {
    const result = depositSchema(2050).safeParse({ ...bank, amount: 6150.05 });
    expect(result.success).toBe(false);
    expect(errorsOf(result)).toEqual({ amount: 'deposit_over_maximum|{"max":"CHF 6\'150.00","months":3}' });
  });

  it('needs a provider for a guarantee and none for a bank account', () => {
    expect(errorsOf(depositSchema(2050).safeParse({ ...bank, kind: 'guarantee' }))).toEqual({
      provider_id: 'deposit_provider_required',
    });
    expect(errorsOf(depositSchema(2050).safeParse({ ...bank, provider_id: 4 }))).toEqual({
      provider_id: 'deposit_provider_not_allowed',
    });
    expect(depositSchema(2050).safeParse({ ...bank, kind: 'guarantee', provider_id: 4 }).success).toBe(true);
  });

  it('refuses an unknown kind, a missing amount or due date, and a day that does not exist', () => {
    const errors = errorsOf(
      depositSchema(2050).safeParse({
        kind: 'cash',
        provider_id: null,
        amount: '',
        due_date: '',
        paid_date: '31.02.2026',
      }),
    );
    expect(errors).toEqual({
      kind: 'choice_invalid',
      amount: 'general_field_is_required',
      due_date: 'general_field_is_required',
      paid_date: 'date_day_missing',
    });
  });

  it('needs the version on an edit', () => {
    expect(errorsOf(depositUpdateSchema(2050).safeParse(bank))).toEqual({
      version: 'general_field_is_required',
    });
    expect(depositUpdateSchema(2050).safeParse({ ...bank, version: 2 }).success).toBe(true);
  });

  it('is overdue after its due date while unpaid', () => {
    expect(isDepositOverdue({ due_date: '2026-03-31', paid_date: null }, '2026-04-01')).toBe(true);
    expect(isDepositOverdue({ due_date: '2026-03-31', paid_date: null }, '2026-03-31')).toBe(false);
    expect(isDepositOverdue({ due_date: '2026-03-31', paid_date: '2026-04-02' }, '2026-04-10')).toBe(false);
  });
});
