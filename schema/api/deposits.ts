import type { CurrencyOrder } from '../money';
import type { DepositKind } from '../deposit';
import type { TenantState } from '../tenants';

/** A tenancy's deposit as recorded (money in currency units, dates YYYY-MM-DD). */
export interface TenantDepositRecord {
  kind: DepositKind;
  provider_id: number | null;
  /** the provider's name ('' for a bank deposit account) */
  providerName: string;
  amount: number;
  due_date: string;
  paid_date: string | null;
  /** due, unpaid and past its due date */
  overdue: boolean;
  /** when the overdue reminder was queued (ISO), null while none went out */
  reminderSentAt: string | null;
  version: number;
  updatedAt: string;
}

/**
 * GET /api/v1/tenants/{id}/deposit: the deposit (null while none is recorded) and what its form
 * needs: the monthly rent the maximum is counted from, the maximum, the providers to choose.
 */
export interface TenantDepositInfo {
  tenantId: number;
  applicationId: number | null;
  progress_state: TenantState;
  deposit: TenantDepositRecord | null;
  /** net rent plus extra costs; null while the rent is not known */
  monthlyRent: number | null;
  /** three monthly rents (OR 257e); null while the rent is not known */
  maxAmount: number | null;
  currency: string;
  currencyOrder: CurrencyOrder;
  providers: Array<{ id: number; name: string }>;
}

/** POST /api/v1/tenants/{id}/deposit and POST /api/v1/applications/{id}/deposit-provider */
export interface TenantDepositReply extends TenantDepositInfo {
  message: string;
}
