/** Tenants: their list, a tenant's page by state, the termination form. */
export const de = {
  tenant_list_title: 'Mieter',
  tenant_back: 'Zu den Mietern',
  tenant_state_without_contract: 'Ohne Mietvertrag',
  tenant_state_contract_sent: 'Mietvertrag versandt',
  tenant_state_with_contract: 'Mit Mietvertrag',
  tenant_state_quit: 'Gekündigt',
  tenant_section_household: 'Mieter/in',
  tenant_section_assignment: 'Zuteilung',
  tenant_section_contract: 'Mietvertrag',
  tenant_section_termination: 'Kündigung',
  tenant_field_name: 'Name',
  tenant_field_email: 'E-Mail',
  tenant_field_phone: 'Telefon',
  tenant_field_object: 'Objekt',
  tenant_field_assigned_at: 'Zugeteilt am',
  tenant_field_assignment_comment: 'Bemerkung zur Zuteilung',
  tenant_field_start: 'Mietbeginn',
  tenant_field_net_rent: 'Nettomiete',
  tenant_field_extra_costs: 'Nebenkosten',
  tenant_field_gross_rent: 'Bruttomiete',
  tenant_field_notice: 'Kündigungsfrist',
  tenant_field_termination_dates: 'Kündigungstermine',
  tenant_field_by: 'Gekündigt durch',
  tenant_field_received_on: 'Kündigung erhalten am',
  tenant_field_end_date: 'Mietende',
  tenant_field_end_date_hint: 'Leer lassen für das frühestmögliche Mietende',
  tenant_field_comment: 'Bemerkung',
  tenant_field_recorded_at: 'Erfasst am',
  tenant_not_set: 'noch offen',
  tenant_notice_months: '%{smart_count} Monat |||| %{smart_count} Monate',
  tenant_notice_legal_minimum:
    'gesetzlich mindestens %{smart_count} Monat |||| gesetzlich mindestens %{smart_count} Monate',
  tenant_every_month_end: 'jedes Monatsende',
  tenant_month_ends: 'Ende %{months}',
  tenant_by_tenant: 'Mieterschaft',
  tenant_by_landlord: 'Vermieterschaft',
  tenant_action_terminate: 'Kündigung erfassen',
  tenant_terminate_title: 'Kündigung erfassen: %{name}',
  tenant_terminate_intro:
    'Das frühestmögliche Mietende folgt aus der Kündigungsfrist und den Kündigungsterminen des Mietvertrags (OR 266a–266c).',
  tenant_terminate_submit: 'Kündigung speichern',
  tenant_terminate_done: 'Die Kündigung ist erfasst.',
  tenant_earliest_end: 'Frühestmögliches Mietende: %{date}',
  tenant_receive_by: 'Eine Kündigung auf diesen Termin musste bis %{date} eintreffen.',
  tenant_landlord_official_form:
    'Eine Kündigung durch die Vermieterschaft ist nur mit dem vom Kanton genehmigten amtlichen Formular gültig (OR 266l); bei einer Familienwohnung separat an beide Ehegatten bzw. eingetragenen Partner (OR 266n).',
  tenant_end_date_too_early: 'Die Kündigung kam für diesen Termin zu spät. Frühestes Mietende: %{date}.',
  tenant_end_date_not_termination_date:
    'Dieses Datum ist kein Kündigungstermin des Mietvertrags. Frühestes Mietende: %{date}.',
  tenant_received_in_future: 'Das Eingangsdatum darf nicht in der Zukunft liegen.',
  tenant_action_delete: 'Löschen',
  tenant_delete_title: 'Mieter/in löschen: %{name}',
  tenant_delete_text:
    'Der Eintrag von «%{name}» wird gelöscht. Die Bewerbung und das Objekt bleiben, wie sie sind.',
  tenant_delete_confirm: 'Endgültig löschen',
  tenant_delete_done: 'Der Eintrag wurde gelöscht.',
};

declare module '../../partTexts' {
  interface PartTexts {
    tenants: typeof de;
  }
}
