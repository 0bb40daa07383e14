import { RENT_CHANGE_REASON_MAX } from '../../schema/initialRentForm';
import type { ContractInfo } from '../../schema/api/tenantContract';
import { CONTRACT_CLAUSES } from '../../schema/contract';
import { EXTRA_COSTS_KINDS, NOTICE_MONTHS_MAX } from '../../schema/tenantContract';
import type { FieldSpec } from '../../src/forms';

/** Language names as each language writes itself. */
const LANGUAGE_CHOICES = [
  { id: 'de', name: 'Deutsch' },
  { id: 'fr', name: 'Français' },
  { id: 'it', name: 'Italiano' },
  { id: 'en', name: 'English' },
];

const monthName = (locale: string, month: number) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : `${locale}-CH`, {
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, month - 1, 1)));

/** The inputs of the agreement's terms (one set for the page and the dialog). */
export function contractFields(locale: string): FieldSpec[] {
  return [
    {
      source: 'language',
      kind: 'select',
      label: 'contract_field_language',
      required: true,
      choices: LANGUAGE_CHOICES,
      translateChoice: false,
    },
    { source: 'start_date', kind: 'date', label: 'contract_field_start_date', required: true },
    { source: 'net_rent', kind: 'money', label: 'contract_field_net_rent', required: true },
    { source: 'extra_costs', kind: 'money', label: 'contract_field_extra_costs', required: true },
    {
      source: 'extra_costs_kind',
      kind: 'radio',
      label: 'contract_field_extra_costs_kind',
      required: true,
      choices: EXTRA_COSTS_KINDS.map((kind) => ({ id: kind, name: `contract_extra_costs_${kind}` })),
    },
    {
      source: 'deposit',
      kind: 'money',
      label: 'contract_field_deposit',
      helperText: 'contract_field_deposit_hint',
    },
    {
      source: 'notice_months',
      kind: 'integer',
      label: 'contract_field_notice_months',
      required: true,
      min: 1,
      max: NOTICE_MONTHS_MAX,
    },
    {
      source: 'termination_months',
      kind: 'tags',
      label: 'contract_field_termination_months',
      required: true,
      wide: true,
      translateChoice: false,
      choices: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: monthName(locale, i + 1) })),
    },
    { source: 'reference_rate', kind: 'number', label: 'contract_field_reference_rate', step: 0.25 },
    { source: 'cpi', kind: 'number', label: 'contract_field_cpi' },
    // the official initial-rent form (made with the contract where the object's canton requires it)
    {
      source: 'previous_rent',
      kind: 'money',
      label: 'contract_field_previous_rent',
      helperText: 'contract_field_previous_rent_hint',
    },
    {
      source: 'rent_change_reason',
      kind: 'textarea',
      label: 'contract_field_rent_change_reason',
      maxLength: RENT_CHANGE_REASON_MAX,
      wide: true,
    },
    {
      source: 'clauses',
      kind: 'tags',
      label: 'contract_field_clauses',
      wide: true,
      choices: CONTRACT_CLAUSES.map((clause) => ({ id: clause, name: `contract_clause_${clause}` })),
    },
  ];
}

/** The form's values from the stored agreement. */
export const contractValues = (info: ContractInfo) => ({
  version: info.version,
  previous_rent: null,
  rent_change_reason: '',
  ...info.terms,
});
