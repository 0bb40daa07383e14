import type { TerminationDate } from '../tenantTermination';
import type { TenantState, TerminationBy } from '../tenants';

/** The status title of a tenant's page (spec 1 section 3, "Tenant status"): translated texts. */
export interface TenantStatus {
  title: string;
  msg1: string;
  msg2: string;
}

/** The contract's terms (money in currency units, dates YYYY-MM-DD). */
export interface TenantContract {
  startDate: string | null;
  netRent: number | null;
  extraCosts: number | null;
  /** net rent plus extra costs; null while either is unknown */
  grossRent: number | null;
  /** the contract's notice period */
  noticeMonths: number;
  /** the period that applies: the contract's, at least the law's minimum for the object */
  effectiveNoticeMonths: number;
  /** months 1-12 whose last day is a termination date */
  terminationMonths: number[];
}

/** How the tenancy was terminated. */
export interface TenantTermination {
  by: TerminationBy;
  receivedOn: string;
  endDate: string;
  /** when it was recorded (ISO) */
  recordedAt: string | null;
}

/**
 * GET /api/v1/tenants/{id}: the tenant with what its state loads (spec 1 section 4):
 * without_contract the assignment, contract_sent and with_contract the contract, quit the
 * termination.
 */
export interface TenantDetail {
  id: number;
  progress_state: TenantState;
  version: number;
  status: TenantStatus;
  name: string;
  email: string;
  phone: string;
  language: string;
  applicationId: number | null;
  object: {
    id: number;
    type: string;
    title: string;
    refNumber: string;
    address: string;
  } | null;
  objectLabel: string;
  contract: TenantContract;
  assignment: { startsOn: string | null; assignedAt: string; comment: string } | null;
  termination: TenantTermination | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * GET /api/v1/tenants/{id}/terminate-info: what a termination needs (the contract's terms, the
 * possible end dates for a notice received today) and, once quit, the termination recorded.
 */
export interface TenantTerminateInfo {
  id: number;
  version: number;
  progress_state: TenantState;
  /** why it cannot be terminated now (translated), null when it can */
  refusal: string | null;
  objectType: string;
  contract: TenantContract;
  /** the possible ends for a notice received today, earliest first */
  today: string;
  dates: TerminationDate[];
  /** the reminder shown for a landlord's termination */
  landlordNotice: string;
  termination: TenantTermination | null;
}

/** POST /api/v1/tenants/{id}/terminate: the tenant as it is now, and what to tell the person. */
export interface TenantTerminateReply extends TenantDetail {
  message: string;
}

/** GET /api/v1/tenants/{id}/delete-info */
export interface TenantDeleteInfo {
  id: number;
  name: string;
  canDelete: boolean;
  /** why not (translated), null when it can */
  reason: string | null;
}
