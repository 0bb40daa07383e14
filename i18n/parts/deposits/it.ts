import type { de } from './de';

/** The deposit of a tenancy in Italian. */
export const it: typeof de = {
  tenant_section_deposit: 'Deposito di garanzia',
  deposit_field_kind: 'Tipo di deposito',
  deposit_kind_bank_account: 'Conto di deposito intestato all’inquilino',
  deposit_kind_guarantee: 'Garanzia di un fornitore',
  deposit_field_provider: 'Fornitore di garanzie',
  deposit_field_amount: 'Importo',
  deposit_field_due_date: 'Scadenza',
  deposit_field_paid_date: 'Pagato il',
  deposit_maximum: 'Al massimo %{max} (%{months} pigioni mensili incluse le spese accessorie, CO 257e).',
  deposit_no_providers:
    'Per una garanzia, registri prima un fornitore (Impostazioni › Fornitori di garanzie d’affitto).',
  deposit_none: 'Nessun deposito di garanzia registrato.',
  deposit_state_due: 'Il deposito scade il %{date}.',
  deposit_state_paid: 'Il deposito è pagato (il %{date}).',
  deposit_state_overdue: 'Il deposito è scaduto: era dovuto il %{date}.',
  deposit_state_reminded: 'Il promemoria è stato inviato all’inquilino il %{date}.',
  deposit_save: 'Salva il deposito',
  deposit_saved: 'Il deposito di garanzia è salvato.',
  deposit_rent_unknown:
    'La pigione di questa locazione non è ancora registrata; senza di essa il deposito massimo non si può calcolare.',
  deposit_changed_meanwhile: 'Il deposito di garanzia è stato modificato nel frattempo. Lo ricarichi.',
};
