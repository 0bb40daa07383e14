/** The deposit of a tenancy: its section on the tenant's page and its form. */
export const de = {
  tenant_section_deposit: 'Mietkaution',
  deposit_field_kind: 'Art der Kaution',
  deposit_kind_bank_account: 'Mietkautionskonto auf den Namen der Mieterschaft',
  deposit_kind_guarantee: 'Garantie eines Kautionsanbieters',
  deposit_field_provider: 'Kautionsanbieter',
  deposit_field_amount: 'Betrag',
  deposit_field_due_date: 'Fällig am',
  deposit_field_paid_date: 'Bezahlt am',
  deposit_maximum: 'Höchstens %{max} (%{months} Monatsmieten inkl. Nebenkosten, OR 257e).',
  deposit_no_providers:
    'Für eine Garantie richten Sie zuerst einen Kautionsanbieter ein (Einstellungen › Kautionsanbieter).',
  deposit_none: 'Noch keine Mietkaution erfasst.',
  deposit_state_due: 'Die Kaution ist am %{date} fällig.',
  deposit_state_paid: 'Die Kaution ist bezahlt (am %{date}).',
  deposit_state_overdue: 'Die Kaution ist überfällig: Sie war am %{date} fällig.',
  deposit_state_reminded: 'Die Erinnerung ging am %{date} an die Mieterschaft.',
  deposit_save: 'Kaution speichern',
  deposit_saved: 'Die Mietkaution ist gespeichert.',
  deposit_rent_unknown:
    'Die Miete dieses Mietverhältnisses ist noch nicht erfasst; ohne sie lässt sich die höchste Kaution nicht berechnen.',
  deposit_changed_meanwhile: 'Die Mietkaution wurde inzwischen geändert. Bitte laden Sie sie neu.',
};

declare module '../../partTexts' {
  interface PartTexts {
    deposits: typeof de;
  }
}
