import type { de } from './de';

/** The deposit of a tenancy in French. */
export const fr: typeof de = {
  tenant_section_deposit: 'Garantie de loyer',
  deposit_field_kind: 'Type de garantie',
  deposit_kind_bank_account: 'Compte de garantie au nom du locataire',
  deposit_kind_guarantee: 'Garantie d’un prestataire',
  deposit_field_provider: 'Prestataire de garantie',
  deposit_field_amount: 'Montant',
  deposit_field_due_date: 'Échéance',
  deposit_field_paid_date: 'Payée le',
  deposit_maximum: 'Au plus %{max} (%{months} loyers mensuels charges comprises, CO 257e).',
  deposit_no_providers:
    'Pour une garantie, créez d’abord un prestataire (Réglages › Prestataires de garantie de loyer).',
  deposit_none: 'Aucune garantie de loyer saisie.',
  deposit_state_due: 'La garantie est due le %{date}.',
  deposit_state_paid: 'La garantie est payée (le %{date}).',
  deposit_state_overdue: 'La garantie est en retard : elle était due le %{date}.',
  deposit_state_reminded: 'Le rappel a été envoyé au locataire le %{date}.',
  deposit_save: 'Enregistrer la garantie',
  deposit_saved: 'La garantie de loyer est enregistrée.',
  deposit_rent_unknown:
    'Le loyer de ce bail n’est pas encore saisi ; sans lui, le montant maximal de la garantie ne peut pas être calculé.',
  deposit_changed_meanwhile: 'La garantie de loyer a été modifiée entre-temps. Veuillez la recharger.',
};
