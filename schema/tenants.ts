import { z } from 'zod';
import { choiceRule, dateRule, ruleMessage, textRule } from './rules';
import { earliestEndDate, endDateRefusal, type TerminationTerms } from './tenantTermination';

/**
 * Tenants' states and what may happen in each (spec 1 section 4, spec 2 section 7.10). A tenant
 * begins without contract when an object is assigned; the contract is sent, signed, and the
 * tenancy ends with a termination (quit). The client enables a button with
 * `tenantActionRefusal(...) === null`; the server refuses the same request with 409 and the key.
 */

export const TENANT_STATES = ['without_contract', 'contract_sent', 'with_contract', 'quit'] as const;
export type TenantState = (typeof TENANT_STATES)[number];

export function isTenantState(value: string): value is TenantState {
  return (TENANT_STATES as readonly string[]).includes(value);
}

export const TENANT_ACTIONS = ['terminate', 'delete'] as const;
export type TenantAction = (typeof TENANT_ACTIONS)[number];

/** Why a tenant cannot take an action in its state, as a message key; null when it can. */
export function tenantActionRefusal(action: TenantAction, state: string): string | null {
  if (action === 'terminate') {
    if (state === 'with_contract') return null;
    return state === 'quit' ? 'tenant_already_quit' : 'tenant_terminate_without_contract';
  }
  // a signed contract is a tenancy: it ends by termination, not by removing its record
  return state === 'with_contract' ? 'tenant_delete_contract_signed' : null;
}

/** Who gave notice. */
export const TERMINATION_BY = ['tenant', 'landlord'] as const;
export type TerminationBy = (typeof TERMINATION_BY)[number];

const version = z.number({ error: 'version_required' }).int().positive();

/** POST /api/v1/tenants/{id}/terminate: who gave notice, when it was received, the end asked for. */
export const terminateTenantSchema = z.object({
  version,
  by: choiceRule(TERMINATION_BY, true),
  receivedOn: dateRule(true),
  /** empty: the earliest possible end */
  endDate: dateRule(false),
  comment: textRule({ max: 1000 }),
});
export type TerminateTenantInput = z.infer<typeof terminateTenantSchema>;

/**
 * The field errors of a termination under a contract's terms, as message keys (with parameters):
 * a notice received in the future, an end before the earliest one or on no termination date.
 */
export function terminationErrors(
  terms: TerminationTerms,
  input: Pick<TerminateTenantInput, 'receivedOn' | 'endDate'>,
  today: string,
): Record<string, string> {
  if (!input.receivedOn) return {};
  if (input.receivedOn > today) return { receivedOn: 'tenant_received_in_future' };
  if (!input.endDate) return {};
  const refusal = endDateRefusal(terms, input.receivedOn, input.endDate);
  if (!refusal) return {};
  const earliest = earliestEndDate(terms, input.receivedOn).endDate;
  return { endDate: ruleMessage(refusal, { date: earliest.split('-').reverse().join('.') }) };
}

/** The termination form's rule under a contract's terms (the client's resolver). */
export function terminateTenantSchemaFor(terms: TerminationTerms, today: string) {
  return terminateTenantSchema.superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(terminationErrors(terms, value, today))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
}
