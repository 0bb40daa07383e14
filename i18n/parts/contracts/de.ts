/** Rental agreements: the terms form, the contract on the tenant's page, its mails. */
export const de = {
  contract_page_title: 'Mietvertrag: %{name}',
  contract_section_title: 'Mietvertrag',
  contract_back: 'Zur Mieterschaft',
  contract_field_language: 'Vertragssprache',
  contract_field_start_date: 'Mietbeginn',
  contract_field_net_rent: 'Nettomiete pro Monat',
  contract_field_extra_costs: 'Nebenkosten pro Monat',
  contract_field_extra_costs_kind: 'Nebenkosten als',
  contract_extra_costs_advance: 'Akontozahlung',
  contract_extra_costs_flat_rate: 'Pauschale',
  contract_field_deposit: 'Mietkaution',
  contract_field_deposit_hint: 'Höchstens drei Monatsmieten (OR 257e)',
  contract_field_notice_months: 'Kündigungsfrist in Monaten',
  contract_field_termination_months: 'Kündigungstermine (Monatsende)',
  contract_field_reference_rate: 'Referenzzinssatz in %',
  contract_field_cpi: 'Landesindex der Konsumentenpreise (Punkte)',
  contract_field_previous_rent: 'Bisheriger Mietzins der Vormieterschaft (netto, pro Monat)',
  contract_field_previous_rent_hint:
    'Für das amtliche Formular zum Anfangsmietzins, wo der Kanton es verlangt',
  contract_field_rent_change_reason: 'Begründung einer Mietzinsänderung',
  contract_field_clauses: 'Besondere Vereinbarungen',
  contract_save: 'Speichern',
  contract_reset: 'Auf Vorgaben zurücksetzen',
  contract_edit: 'Mietvertrag bearbeiten',
  contract_preview: 'PDF ansehen',
  contract_send: 'Per E-Mail senden',
  contract_send_title: 'Mietvertrag senden an %{email}',
  contract_remind: 'Erinnerung senden',
  contract_remind_title: 'Erinnerung senden an %{email}',
  contract_attachment: 'Anhang: %{name}',
  contract_field_subject: 'Betreff',
  contract_field_body: 'Nachricht',
  contract_send_submit: 'Senden',
  contract_cancel: 'Zurückziehen',
  contract_cancel_text: 'Der versandte Mietvertrag wird zurückgezogen und kann wieder bearbeitet werden.',
  contract_hand_over: 'Gedruckt übergeben',
  contract_upload_signed: 'Unterschriebenen Vertrag ablegen',
  contract_field_signed_file: 'Unterschriebener Mietvertrag (PDF oder Bild)',
  contract_fact_revision: 'Version',
  contract_fact_sent: 'Versandt',
  contract_fact_reminded: 'Erinnert am',
  contract_fact_signed: 'Unterschrieben abgelegt',
  contract_fact_fingerprint: 'SHA-256 des versandten Dokuments',
  contract_sent_by_mail: '%{date} per E-Mail',
  contract_sent_by_in_person: '%{date} gedruckt übergeben',
  contract_template_fallback:
    'Für diese Sprache gibt es keine Vertragsvorlage; der deutsche Text wird verwendet.',
  contract_notice_below_minimum:
    'Die Kündigungsfrist beträgt von Gesetzes wegen mindestens %{months} Monate.',
  contract_signed_file_required: 'Bitte laden Sie den unterschriebenen Mietvertrag hoch.',
  contract_signed_file_unknown: 'Die hochgeladene Datei wurde nicht gefunden.',
  contract_signed_file_type: 'Der unterschriebene Mietvertrag muss ein PDF oder ein Bild sein.',
  contract_signing_title: 'Digitale Unterschriften',
  contract_signer_pending: 'Noch nicht unterschrieben',
  contract_signer_signed: 'Unterschrieben am %{date}',
  contract_signer_revoked: 'Link widerrufen',
  contract_signer_expired: 'Link abgelaufen',
  contract_signer_revoke: 'Link widerrufen',
  contract_signer_resend: 'Neuen Link senden',
  contract_countersign: 'Gegenzeichnen',
  contract_countersigned_on: 'Gegengezeichnet am %{date}',
  contract_signing_waiting:
    'Gegenzeichnen ist möglich, sobald alle erwachsenen Personen unterschrieben haben.',
  contract_signing_change_warning:
    'Der Mietvertrag ist zur Unterschrift versandt. Eine Änderung macht die bisherigen Unterschriften ungültig und widerruft die Links; danach muss er erneut versandt werden.',
};

declare module '../../partTexts' {
  interface PartTexts {
    contracts: typeof de;
  }
}
