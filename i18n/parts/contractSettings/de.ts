/** Settings: rental agreement, digital signature, deposit providers; the deposit rules' messages. */
export const de = {
  settings_menu_rental_agreement: 'Mietvertrag',
  settings_menu_digital_signature: 'Digitale Unterschrift',
  settings_menu_deposit_providers: 'Kautionsanbieter',

  rental_agreement_title: 'Mietvertrag',
  rental_agreement_intro:
    'Die Vorlage des Mietvertrags je Sprache und die Klauseln, die dieses Projekt verwendet. Der Vertrag wird in der Sprache der Mieterschaft erstellt, ohne Vorlage in dieser Sprache auf Deutsch.',
  rental_agreement_section: 'Vorlage und Klauseln',
  rental_agreement_template_of: 'Vertragstext (%{language})',
  rental_agreement_placeholders_hint:
    'Ein Klick fügt den Platzhalter im Vertragstext der offenen Sprache an der Cursorposition ein. Beim Erstellen des Vertrags wird er durch die Angabe des Mietverhältnisses ersetzt.',
  rental_agreement_initial_rent_cantons: 'Amtliches Formular zum Anfangsmietzins',
  rental_agreement_initial_rent_cantons_hint:
    'Für Objekte in diesen Kantonen wird das Formular zur Mitteilung des Anfangsmietzinses (OR 270 Abs. 2) mit dem Mietvertrag erstellt. Die Liste ändert sich mit dem Wohnungsmarkt der Kantone.',
  rental_agreement_clauses: 'Klauseln',
  rental_agreement_clauses_hint: 'Die gewählten Klauseln gehören zu jedem Mietvertrag dieses Projekts.',
  rental_agreement_saved: 'Die Mietvertragsvorlage wurde gespeichert.',
  rental_agreement_changed_meanwhile:
    'Die Mietvertragsvorlage wurde inzwischen geändert. Bitte laden Sie sie neu.',
  contract_unknown_placeholder:
    'Dieser Platzhalter ist unbekannt oder unvollständig. Verwenden Sie nur die aufgeführten Platzhalter, je in zwei geschweiften Klammern.',
  rental_agreement_attachments_de: 'Beilagen zum deutschen Vertrag',
  rental_agreement_attachments_fr: 'Beilagen zum französischen Vertrag',
  rental_agreement_attachments_it: 'Beilagen zum italienischen Vertrag',
  rental_agreement_attachments_en: 'Beilagen zum englischen Vertrag',
  rental_agreement_attachments_hint:
    'PDF-Dateien wie die Hausordnung oder die allgemeinen Bestimmungen. Sie werden im Vertrag aufgeführt, in seine PDF-Datei eingebettet (auch in die unterschriebene) und mit dem Vertrag gemailt. Ohne eigene Beilagen erhält ein Vertrag in dieser Sprache die deutschen.',
  rental_agreement_attachment_not_pdf:
    'Eine Beilage ist keine PDF-Datei. Laden Sie die Beilagen als PDF hoch.',
  rental_agreement_attachment_missing: 'Eine Beilage wurde nicht gefunden. Laden Sie sie erneut hoch.',
  rental_agreement_attachments_too_many: 'Höchstens %{max} Beilagen je Sprache.',
  contract_clause_unknown: 'Diese Vertragsklausel gibt es nicht.',

  contract_placeholder_tenant_names: 'Namen der Mieterschaft',
  contract_placeholder_object_title: 'Bezeichnung des Mietobjekts',
  contract_placeholder_object_address: 'Adresse des Mietobjekts',
  contract_placeholder_start_date: 'Mietbeginn',
  contract_placeholder_net_rent: 'Nettomiete pro Monat',
  contract_placeholder_extra_costs: 'Nebenkosten pro Monat',
  contract_placeholder_total_rent: 'Bruttomiete pro Monat',
  contract_placeholder_deposit: 'Mietkaution',
  contract_placeholder_notice_period: 'Kündigungsfrist',
  contract_placeholder_termination_dates: 'Kündigungstermine',
  contract_placeholder_reference_interest_rate: 'Referenzzinssatz',
  contract_placeholder_consumer_price_index: 'Landesindex der Konsumentenpreise',
  contract_placeholder_landlord_name: 'Vermieterschaft',
  contract_placeholder_project_name: 'Projekt',

  contract_clause_general_terms: 'Allgemeine Bestimmungen zum Mietvertrag',
  contract_clause_house_rules: 'Hausordnung',
  contract_clause_pets: 'Haustiere',
  contract_clause_smoking: 'Rauchen in der Wohnung',
  contract_clause_subletting: 'Untervermietung',
  contract_clause_laundry_schedule: 'Waschküchenordnung',
  contract_clause_garden_care: 'Gartenpflege',
  contract_clause_snow_clearing: 'Schneeräumung',
  contract_clause_indexed_rent: 'Indexmiete',
  contract_clause_staggered_rent: 'Staffelmiete',
  contract_clause_minimum_term: 'Mindestmietdauer',

  digital_signature_title: 'Digitale Unterschrift',
  digital_signature_intro:
    'Wer die digital unterschriebenen Mietverträge für die Vermieterschaft gegenzeichnet und wie lange der Link zum Unterschreiben gilt.',
  digital_signature_section: 'Gegenzeichnung und Link',
  digital_signature_countersigner: 'Gegenzeichnet von',
  digital_signature_nobody: 'Noch niemand ist für die Gegenzeichnung gewählt.',
  digital_signature_link_days: 'Gültigkeit des Links',
  digital_signature_link_days_hint:
    'Zwischen 1 und 60 Tagen; danach braucht die Mieterschaft einen neuen Link.',
  digital_signature_days: 'Tage',
  digital_signature_saved: 'Die Einstellungen zur digitalen Unterschrift wurden gespeichert.',
  digital_signature_changed_meanwhile:
    'Die Einstellungen zur digitalen Unterschrift wurden inzwischen geändert. Bitte laden Sie sie neu.',
  countersigner_invalid: 'Wählen Sie eine aktive Benutzerin oder einen aktiven Benutzer dieses Projekts.',

  deposit_providers_title: 'Kautionsanbieter',
  deposit_providers_intro:
    'Die Anbieter von Mietkautionsversicherungen, bei denen eine Mieterschaft statt eines Mietkautionskontos eine Garantie abschliessen kann.',
  deposit_providers_section: 'Anbieter',
  deposit_providers_empty: 'Noch kein Kautionsanbieter erfasst.',
  deposit_providers_create: 'Neuer Kautionsanbieter',
  deposit_providers_create_title: 'Neuer Kautionsanbieter',
  deposit_providers_edit_title: 'Kautionsanbieter bearbeiten',
  deposit_providers_back_to_list: 'Zur Liste',
  deposit_providers_field_name: 'Name',
  deposit_providers_field_contact: 'Kontakt',
  deposit_providers_field_email: 'E-Mail-Adresse für Anfragen',
  deposit_providers_saved: 'Der Kautionsanbieter wurde gespeichert.',
  deposit_providers_deleted: 'Der Kautionsanbieter wurde gelöscht.',
  deposit_providers_delete_title: 'Kautionsanbieter löschen?',
  deposit_providers_delete_content: 'Der Anbieter wird aus der Liste entfernt.',
  deposit_provider_not_found: 'Dieser Kautionsanbieter wurde nicht gefunden.',
  deposit_provider_changed_meanwhile:
    'Der Kautionsanbieter wurde inzwischen geändert. Bitte laden Sie ihn neu.',

  deposit_over_maximum:
    'Die Mietkaution darf höchstens %{months} Monatsmieten betragen (OR 257e), hier also %{max}.',
  deposit_provider_required: 'Wählen Sie den Kautionsanbieter der Garantie.',
  deposit_provider_not_allowed: 'Ein Mietkautionskonto hat keinen Kautionsanbieter.',
};

declare module '../../partTexts' {
  interface PartTexts {
    contractSettings: typeof de;
  }
}
