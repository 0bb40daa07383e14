import type { ContractSigningInfo } from './contractSigning';
import type { Language } from './common';
import type { ContractAction, ExtraCostsKind } from '../tenantContract';
import type { TenantState } from '../tenants';

/** A rental agreement's terms as the form edits them (money in currency units, dates YYYY-MM-DD). */
export interface ContractTerms {
  language: Language;
  start_date: string | null;
  net_rent: number | null;
  extra_costs: number | null;
  extra_costs_kind: ExtraCostsKind;
  deposit: number | null;
  notice_months: number;
  termination_months: number[];
  reference_rate: number | null;
  cpi: number | null;
  clauses: string[];
  /** the previous tenant's net rent per month, for the initial-rent form (null: not known) */
  previous_rent?: number | null;
  /** why the rent differs from the previous one (the initial-rent form) */
  rent_change_reason?: string;
}

/** GET /api/v1/tenants/{id}/contract-info: the agreement, its documents and what may be done now. */
export interface ContractInfo {
  tenantId: number;
  /** the tenant's version: every contract call carries it */
  version: number;
  progress_state: TenantState;
  name: string;
  email: string;
  objectType: string;
  objectLabel: string;
  /** the digital-contract feature is on (signing in the app); off: printed and signed on paper */
  digital: boolean;
  /** the document's revision (0 while nothing was saved) */
  revision: number;
  terms: ContractTerms;
  /** the law's maximum deposit for these rents (OR 257e) */
  maxDeposit: number;
  /** the template of the contract's language is empty: the German one is used */
  templateFallback: boolean;
  sent: { at: string; by: 'mail' | 'in_person'; sha256: string; fileName: string } | null;
  /** the signed document (V2: with its signature page and its SHA-256) */
  signed: { at: string; fileName: string; url: string; sha256?: string | null } | null;
  /** V2: the adults' signatures of the sent document; null when it was not sent for digital signing */
  signing?: ContractSigningInfo | null;
  remindedAt: string | null;
  /** why each action cannot be taken now (translated); null when it can */
  refusals: Record<ContractAction, string | null>;
}

/** POST contract-email-preview and GET send-contract-reminder-email: the mail as it would leave. */
export interface ContractMailPreview {
  to: string;
  subject: string;
  body: string;
  /** the file name of the attached agreement */
  attachment: string;
}

/** A contract call's reply: the agreement as it is now and what to tell the person. */
export interface ContractReply extends ContractInfo {
  message: string;
  delivery?: 'smtp' | 'outbox';
  /** V2: the change voided the signatures or revoked the signing links */
  signingVoided?: boolean;
}
