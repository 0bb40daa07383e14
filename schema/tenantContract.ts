import { z } from 'zod';
import { LANGUAGES } from './api/common';
import { CONTRACT_CLAUSES } from './contract';
import { isDepositOverMaximum, depositOverMaximumMessage, monthlyRentOf } from './deposit';
import {
  REQUIRED,
  choiceRule,
  dateRule,
  moneyRule,
  numberRule,
  ruleMessage,
  richTextRule,
  textRule,
} from './rules';
import { minimumNoticeMonths } from './tenantTermination';
import { RENT_CHANGE_REASON_MAX } from './initialRentForm';

/**
 * A tenant's rental agreement (issue "Tenants and contracts", spec 2 section 7.10): its terms, and
 * what may happen to it in each tenant state. The agreement is drafted while the tenant is
 * `without_contract`, sent (by mail, or printed and handed over) to `contract_sent`, and signed to
 * `with_contract`; a sent one can be cancelled back to a draft. The client enables a button with
 * `contractActionRefusal(...) === null`; the server refuses the same request with 409 and the key.
 */

export const CONTRACT_ACTIONS = [
  /** change the terms, or reset them to the object's and the template's */
  'edit',
  /** send by mail with the document */
  'send',
  /** mark as handed over in person (printed) */
  'mark_sent',
  /** remind the tenant of the unsigned contract */
  'remind',
  /** withdraw the sent contract: back to a draft */
  'cancel',
  /** record the signature (the signed scan) */
  'mark_signed',
] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

const DRAFT_ACTIONS: readonly ContractAction[] = ['edit', 'send', 'mark_sent'];

/**
 * Why a tenant's contract cannot take an action in the tenant's state (a message key); null when it
 * can. With digital signing (V2) a sent contract can still be edited: the change voids the
 * signatures and revokes the signing links, and the contract is a draft again.
 */
export function contractActionRefusal(action: ContractAction, state: string, digital = false): string | null {
  if (state === 'quit') return 'tenant_already_quit';
  if (state === 'with_contract') return 'contract_already_signed';
  if (digital && state === 'contract_sent' && action === 'edit') return null;
  const draft = DRAFT_ACTIONS.includes(action);
  if (state === 'without_contract') return draft ? null : 'contract_not_sent';
  if (state === 'contract_sent') return draft ? 'contract_already_sent' : null;
  return 'contract_not_sent';
}

/** The state a contract action leads to. */
export const CONTRACT_ACTION_TARGET: Readonly<Record<ContractAction, string>> = {
  edit: 'without_contract',
  send: 'contract_sent',
  mark_sent: 'contract_sent',
  remind: 'contract_sent',
  cancel: 'without_contract',
  mark_signed: 'with_contract',
};

/** POST applications/{id}/contract-status-change: the state asked for, and the action it is. */
export const CONTRACT_STATUS_TARGETS = ['contract_sent', 'with_contract', 'without_contract'] as const;
export type ContractStatusTarget = (typeof CONTRACT_STATUS_TARGETS)[number];
export const STATUS_CHANGE_ACTION: Readonly<Record<ContractStatusTarget, ContractAction>> = {
  contract_sent: 'mark_sent',
  with_contract: 'mark_signed',
  without_contract: 'cancel',
};

/** Extra costs: an advance settled once a year (akonto), or a flat rate (pauschal). */
export const EXTRA_COSTS_KINDS = ['advance', 'flat_rate'] as const;
export type ExtraCostsKind = (typeof EXTRA_COSTS_KINDS)[number];

/** The mortgage reference interest rate (Referenzzinssatz) published by the federal housing office. */
export const REFERENCE_RATE_DEFAULT = 1.25;
/** The base of the Swiss consumer price index the contract quotes. */
export const CPI_BASE = '2020-12';
export const NOTICE_MONTHS_MAX = 12;

const version = z.number({ error: 'version_required' }).int().positive();
const required = <T>(schema: unknown) => schema as z.ZodType<T, unknown>;

/** POST tenants/{id}/contract-info: the agreement's terms (money in currency units). */
export const contractTermsSchema = z.object({
  version,
  language: choiceRule(LANGUAGES, true),
  start_date: dateRule(true),
  net_rent: required<number>(moneyRule({ required: true })),
  extra_costs: required<number>(moneyRule({ required: true })),
  extra_costs_kind: choiceRule(EXTRA_COSTS_KINDS, true),
  deposit: moneyRule(),
  notice_months: required<number>(
    numberRule({ required: true, integer: true, min: 1, max: NOTICE_MONTHS_MAX }),
  ),
  termination_months: z
    .array(z.number().int().min(1).max(12), { error: 'choice_invalid' })
    .min(1, REQUIRED)
    .max(12)
    .transform((months) => [...new Set(months)].sort((a, b) => a - b)),
  reference_rate: numberRule({ min: 0, max: 20, decimals: 2 }),
  cpi: numberRule({ min: 1, max: 1000, decimals: 1 }),
  clauses: z
    .array(z.string().max(60), { error: 'contract_clause_unknown' })
    .max(CONTRACT_CLAUSES.length)
    .default([])
    .refine(
      (values) => values.every((v) => (CONTRACT_CLAUSES as readonly string[]).includes(v)),
      'contract_clause_unknown',
    )
    .transform((values) => CONTRACT_CLAUSES.filter((clause) => values.includes(clause))),
  previous_rent: moneyRule().optional(),
  rent_change_reason: z
    .string()
    .max(RENT_CHANGE_REASON_MAX, ruleMessage('text_too_long', { max: RENT_CHANGE_REASON_MAX }))
    .optional(),
});
export type ContractTermsInput = z.infer<typeof contractTermsSchema>;

/** What is wrong with the terms beyond each field's own rule (deposit over OR 257e, notice under the law). */
export function contractTermsErrors(
  terms: Pick<ContractTermsInput, 'net_rent' | 'extra_costs' | 'deposit' | 'notice_months'>,
  objectType: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const monthly = monthlyRentOf(terms.net_rent, terms.extra_costs);
  if (terms.deposit !== null && isDepositOverMaximum(terms.deposit, monthly)) {
    errors.deposit = depositOverMaximumMessage(monthly);
  }
  const minimum = minimumNoticeMonths(objectType);
  if (terms.notice_months < minimum) {
    errors.notice_months = ruleMessage('contract_notice_below_minimum', { months: minimum });
  }
  return errors;
}

/** The terms form's rule for a tenant's object type (the client's resolver, the server's check). */
export function contractTermsSchemaFor(objectType: string) {
  return contractTermsSchema.superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(contractTermsErrors(value, objectType))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
}

/** POST reset-to-default and cancel-contract: the version the page was loaded with. */
export const contractVersionSchema = z.object({ version });

export const CONTRACT_SUBJECT_MAX = 300;

/** POST send-contract-email and send-contract-reminder-email: the mail as edited. */
export const contractMailSchema = z.object({
  version,
  subject: textRule({ required: true, max: CONTRACT_SUBJECT_MAX }),
  body: richTextRule({ required: true, max: 50_000 }),
});
export type ContractMailInput = z.infer<typeof contractMailSchema>;

/** POST contract-email-preview: the mail as edited so far (empty: the default text). */
export const contractMailPreviewSchema = z
  .object({
    subject: textRule({ max: CONTRACT_SUBJECT_MAX }),
    body: richTextRule({ max: 50_000 }),
  })
  .default({ subject: '', body: '' });

/**
 * POST applications/{id}/contract-status-change: the contract's new state; signing on paper
 * names the signed scan (a file uploaded through upload-files, by its key or url).
 */
export const contractStatusChangeSchema = z
  .object({
    version,
    contractState: choiceRule(CONTRACT_STATUS_TARGETS, true),
    signedFile: textRule({ max: 500 }),
  })
  .superRefine((value, ctx) => {
    if (value.contractState === 'with_contract' && !value.signedFile) {
      ctx.addIssue({ code: 'custom', path: ['signedFile'], message: 'contract_signed_file_required' });
    }
  });
export type ContractStatusChangeInput = z.infer<typeof contractStatusChangeSchema>;
