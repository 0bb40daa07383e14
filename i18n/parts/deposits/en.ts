import type { de } from './de';

/** The deposit of a tenancy in English. */
export const en: typeof de = {
  tenant_section_deposit: 'Rent deposit',
  deposit_field_kind: 'Kind of deposit',
  deposit_kind_bank_account: 'Rent deposit account in the tenant’s name',
  deposit_kind_guarantee: 'Guarantee of a deposit provider',
  deposit_field_provider: 'Deposit provider',
  deposit_field_amount: 'Amount',
  deposit_field_due_date: 'Due on',
  deposit_field_paid_date: 'Paid on',
  deposit_maximum: 'At most %{max} (%{months} monthly rents including extra costs, CO 257e).',
  deposit_no_providers: 'For a guarantee, first set up a deposit provider (Settings › Deposit providers).',
  deposit_none: 'No rent deposit recorded yet.',
  deposit_state_due: 'The deposit is due on %{date}.',
  deposit_state_paid: 'The deposit is paid (on %{date}).',
  deposit_state_overdue: 'The deposit is overdue: it was due on %{date}.',
  deposit_state_reminded: 'The reminder went to the tenant on %{date}.',
  deposit_save: 'Save deposit',
  deposit_saved: 'The rent deposit is saved.',
  deposit_rent_unknown:
    'The rent of this tenancy is not recorded yet; without it the highest deposit cannot be worked out.',
  deposit_changed_meanwhile: 'The rent deposit was changed meanwhile. Please reload it.',
};
