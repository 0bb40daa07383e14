import { z } from 'zod';
import { formatMoney, type CurrencyOrder } from './money';
import { REQUIRED, choiceRule, dateRule, moneyRule, ruleMessage } from './rules';

/**
 * The rent deposit of a tenancy (issue "Tenants and contracts"): paid into a bank deposit account
 * in the tenant's name, or replaced by a guarantee of a deposit provider (settings > deposit
 * providers). Swiss law (OR 257e para. 2) allows at most three monthly rents for apartments; a
 * monthly rent here is the gross rent, net rent plus extra costs (docs/decisions.md).
 */

export const DEPOSIT_KINDS = ['bank_account', 'guarantee'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** OR 257e: at most three monthly rents. */
export const DEPOSIT_MAX_MONTHS = 3;

export const DEPOSIT_OVER_MAXIMUM = 'deposit_over_maximum';
export const DEPOSIT_PROVIDER_REQUIRED = 'deposit_provider_required';
export const DEPOSIT_PROVIDER_NOT_ALLOWED = 'deposit_provider_not_allowed';

const cents = (amount: number) => Math.round(amount * 100);

/** The monthly rent the maximum is counted from: net rent plus extra costs (none: 0). */
export function monthlyRentOf(netRent: number | null | undefined, extraCosts: number | null | undefined) {
  return (cents(netRent ?? 0) + cents(extraCosts ?? 0)) / 100;
}

/** The highest deposit allowed for a monthly rent: three of them, to the centime. */
export function maxDeposit(monthlyRent: number): number {
  return (cents(monthlyRent) * DEPOSIT_MAX_MONTHS) / 100;
}

/** Whether a deposit is more than the law allows for this monthly rent (compared in centimes). */
export function isDepositOverMaximum(amount: number, monthlyRent: number): boolean {
  return cents(amount) > cents(maxDeposit(monthlyRent));
}

/**
 * The message refusing a deposit over the maximum, naming the maximum as money is written
 * (`deposit_over_maximum|{"max":"CHF 7'650.00","months":3}`).
 */
export function depositOverMaximumMessage(
  monthlyRent: number,
  currency = 'CHF',
  order: CurrencyOrder = 'before',
): string {
  return ruleMessage(DEPOSIT_OVER_MAXIMUM, {
    max: formatMoney(maxDeposit(monthlyRent), currency, order),
    months: DEPOSIT_MAX_MONTHS,
  });
}

/** A deposit as recorded: kind, the provider of a guarantee, amount, due date, paid date. */
export const depositInputSchema = z.object({
  kind: choiceRule(DEPOSIT_KINDS, true),
  /** the deposit provider (settings > deposit providers) of a guarantee; none for a bank account */
  provider_id: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.number().int().min(1).max(2_147_483_647).nullable(),
  ),
  amount: moneyRule({ required: true, min: 0.05 }) as unknown as z.ZodType<number, unknown>,
  due_date: dateRule(true),
  paid_date: dateRule(false),
  version: z.number().int().min(1).optional(),
});
export type DepositInput = z.infer<typeof depositInputSchema>;

interface DepositIssue {
  path: string;
  message: string;
}

/** What is wrong with a deposit beyond its fields' own rules (the provider, the maximum). */
export function depositProblems(
  deposit: Pick<DepositInput, 'kind' | 'provider_id' | 'amount'>,
  monthlyRent: number,
  currency = 'CHF',
  order: CurrencyOrder = 'before',
): DepositIssue[] {
  const issues: DepositIssue[] = [];
  if (deposit.kind === 'guarantee' && deposit.provider_id === null) {
    issues.push({ path: 'provider_id', message: DEPOSIT_PROVIDER_REQUIRED });
  }
  if (deposit.kind === 'bank_account' && deposit.provider_id !== null) {
    issues.push({ path: 'provider_id', message: DEPOSIT_PROVIDER_NOT_ALLOWED });
  }
  if (isDepositOverMaximum(deposit.amount, monthlyRent)) {
    issues.push({ path: 'amount', message: depositOverMaximumMessage(monthlyRent, currency, order) });
  }
  return issues;
}

/**
 * The deposit of a tenancy whose monthly rent is known: the route parses the body with it, the
 * form checks with it. The provider's existence in the project is the server's to check.
 */
export function depositSchema(monthlyRent: number, currency = 'CHF', order: CurrencyOrder = 'before') {
  return depositInputSchema.superRefine((value, ctx) => {
    for (const issue of depositProblems(value, monthlyRent, currency, order)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
}

/** An edit carries the version it was loaded with. */
export function depositUpdateSchema(monthlyRent: number, currency = 'CHF', order: CurrencyOrder = 'before') {
  return depositSchema(monthlyRent, currency, order).refine((value) => value.version !== undefined, {
    path: ['version'],
    message: REQUIRED,
  });
}

/** A deposit is overdue when its due date has passed and it is not paid (dates YYYY-MM-DD). */
export function isDepositOverdue(deposit: { due_date: string; paid_date: string | null }, today: string) {
  return deposit.paid_date === null && deposit.due_date < today;
}
