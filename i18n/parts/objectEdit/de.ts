/** Texts of what one does to an object besides editing its fields: toolbar, state actions, images, documents, import. */
export const de = {
  // the toolbar
  objectEdit_actions: 'Aktionen zu «%{title}»',
  objectEdit_action_images: 'Bilder',
  objectEdit_action_documents: 'Dokumente',
  objectEdit_action_flyer: 'Flyer (PDF)',
  objectEdit_action_business_card: 'Visitenkarte (PDF)',
  objectEdit_action_terminate: 'Kündigung erfassen',
  objectEdit_action_set_to_rented: 'Als vermietet erfassen',
  objectEdit_action_set_to_sold: 'Als verkauft erfassen',
  objectEdit_action_free: 'Wieder freigeben',
  objectEdit_action_delete: 'Löschen',
  objectEdit_refusal_object_action_not_in_project: 'Diese Aktion gibt es für Objekte dieses Projekts nicht.',
  objectEdit_refusal_object_action_inactive: 'Das Objekt ist inaktiv. Bitte aktivieren Sie es zuerst.',
  objectEdit_refusal_object_action_not_in_state: 'Im aktuellen Status des Objekts ist das nicht möglich.',
  objectEdit_refusal_object_delete_bound:
    'Das Objekt ist angeboten, zugeteilt, vermietet, reserviert oder verkauft und kann deshalb nicht gelöscht werden.',

  // who the object is bound to
  objectEdit_detail_button_with_offer: 'Angebot ansehen',
  objectEdit_detail_button_assigned: 'Zuteilung ansehen',
  objectEdit_detail_button_rented: 'Mietverhältnis ansehen',
  objectEdit_detail_button_reserved: 'Reservation ansehen',
  objectEdit_detail_button_sold: 'Verkauf ansehen',
  objectEdit_detail_title_with_offer: 'Angebot: %{title}',
  objectEdit_detail_title_assigned: 'Zuteilung: %{title}',
  objectEdit_detail_title_rented: 'Mietverhältnis: %{title}',
  objectEdit_detail_title_reserved: 'Reservation: %{title}',
  objectEdit_detail_title_sold: 'Verkauf: %{title}',
  objectEdit_detail_current: 'Aktuell',
  objectEdit_detail_history: 'Früher',
  objectEdit_detail_nobody: 'Zurzeit ist niemand eingetragen.',
  objectEdit_detail_name: 'Name',
  objectEdit_detail_email: 'E-Mail',
  objectEdit_detail_phone: 'Telefon',
  objectEdit_detail_starts: 'Beginn',
  objectEdit_detail_ends: 'Ende',
  objectEdit_detail_paid: 'Bezahlt am',
  objectEdit_detail_comment: 'Bemerkung',
  objectEdit_detail_created: 'Erfasst am',
  objectEdit_kind_offer: 'Angebot',
  objectEdit_kind_assignment: 'Zuteilung',
  objectEdit_kind_rental: 'Mietverhältnis',
  objectEdit_kind_reservation: 'Reservation',
  objectEdit_kind_sale: 'Verkauf',
  objectEdit_amount_offer: 'Miete pro Monat',
  objectEdit_amount_assignment: 'Miete pro Monat',
  objectEdit_amount_rental: 'Miete pro Monat',
  objectEdit_amount_reservation: 'Reservationsgebühr',
  objectEdit_amount_sale: 'Verkaufspreis',

  // state actions
  objectEdit_field_end_date: 'Mietende',
  objectEdit_field_comment: 'Bemerkung',
  objectEdit_field_tenant_name: 'Mieter/in',
  objectEdit_field_tenant_name_hint: 'Leer lassen, um die zugeteilte Person zu übernehmen.',
  objectEdit_field_start_date: 'Mietbeginn',
  objectEdit_field_rent: 'Miete pro Monat',
  objectEdit_field_rent_hint: 'Leer lassen, um die Bruttomiete des Objekts zu übernehmen.',
  objectEdit_field_buyer_name: 'Käufer/in',
  objectEdit_field_price: 'Verkaufspreis',
  objectEdit_field_sale_date: 'Verkaufsdatum',
  objectEdit_terminate_title: 'Kündigung erfassen: %{title}',
  objectEdit_terminate_intro:
    'Das Mietverhältnis endet am angegebenen Tag; ab dem Folgetag ist das Objekt wieder verfügbar.',
  objectEdit_terminate_submit: 'Kündigung erfassen',
  objectEdit_terminate_done: 'Die Kündigung wurde erfasst.',
  objectEdit_rented_title: 'Als vermietet erfassen: %{title}',
  objectEdit_rented_intro:
    'Die zugeteilte Person hat unterschrieben: Das Objekt ist ab Mietbeginn vermietet.',
  objectEdit_rented_submit: 'Als vermietet erfassen',
  objectEdit_rented_done: 'Das Objekt ist jetzt vermietet.',
  objectEdit_sold_title: 'Als verkauft erfassen: %{title}',
  objectEdit_sold_intro: 'Eine allfällige Reservation wird abgeschlossen, und der Verkauf wird erfasst.',
  objectEdit_sold_submit: 'Als verkauft erfassen',
  objectEdit_sold_done: 'Das Objekt ist jetzt verkauft.',
  objectEdit_free_title: 'Wieder freigeben: %{title}',
  objectEdit_free_intro:
    'Die Reservation oder der Verkauf ist nicht zustande gekommen: Das Objekt wird ab heute wieder verfügbar.',
  objectEdit_free_submit: 'Freigeben',
  objectEdit_free_done: 'Das Objekt ist wieder verfügbar.',

  // delete
  objectEdit_delete_title: '«%{title}» löschen?',
  objectEdit_delete_text:
    'Das Objekt «%{title}» (Ref.-Nr. %{ref}) wird mit seinen Bildern und Dokumenten gelöscht. Das lässt sich nicht rückgängig machen.',
  objectEdit_delete_confirm: 'Endgültig löschen',
  objectEdit_delete_done: 'Das Objekt «%{title}» wurde gelöscht.',

  // images
  objectEdit_uploading: 'Wird hochgeladen',
  objectEdit_images_title: 'Bilder: %{title}',
  objectEdit_images_pick: 'Bilder hinzufügen',
  objectEdit_images_drop: 'Oder Bilder hierher ziehen (%{types}).',
  objectEdit_images_count: '%{count} von %{max} Bildern',
  objectEdit_images_surplus:
    'Ein Objekt kann höchstens %{max} Bilder haben: Ein Bild wurde nicht übernommen. |||| Ein Objekt kann höchstens %{max} Bilder haben: %{smart_count} Bilder wurden nicht übernommen.',
  objectEdit_images_none: 'Noch keine Bilder.',
  objectEdit_images_list: 'Bilder in ihrer Reihenfolge',
  objectEdit_images_order_hint:
    'Das erste Bild ist das Hauptbild. Ziehen Sie die Bilder in die gewünschte Reihenfolge, oder verschieben Sie sie mit den Pfeilknöpfen bzw. den Pfeiltasten.',
  objectEdit_image_number: 'Bild %{number}',
  objectEdit_image_main: 'Hauptbild',
  objectEdit_image_position: '%{name}, Position %{position} von %{count}',
  objectEdit_image_earlier: '«%{name}» nach vorne verschieben',
  objectEdit_image_later: '«%{name}» nach hinten verschieben',
  objectEdit_image_remove: '«%{name}» entfernen',
  objectEdit_image_moved: '«%{name}» ist jetzt an Position %{position} von %{count}.',
  objectEdit_image_removed: '«%{name}» wurde entfernt.',
  objectEdit_images_saved: 'Die Bilder wurden gespeichert.',
  objectEdit_images_changed:
    'Die Bilder wurden inzwischen von jemand anderem geändert. Der aktuelle Stand ist geladen, Ihre neu hochgeladenen Bilder sind noch da. Bitte ordnen Sie sie erneut und speichern Sie.',

  // documents
  objectEdit_documents_title: 'Dokumente: %{title}',
  objectEdit_documents_pick: 'Dokumente hinzufügen',
  objectEdit_documents_drop: 'Oder Dateien hierher ziehen (%{types}, höchstens %{max} MB pro Datei).',
  objectEdit_documents_none: 'Noch keine Dokumente.',
  objectEdit_documents_list: 'Dokumente',
  objectEdit_documents_category: 'Kategorie',
  objectEdit_documents_category_of: 'Kategorie für «%{name}»',
  objectEdit_documents_choose: 'Bitte wählen',
  objectEdit_documents_remove: '«%{name}» entfernen',
  objectEdit_documents_row_invalid: 'Bitte prüfen Sie dieses Dokument.',
  objectEdit_documents_blocked: 'Jedes Dokument braucht eine eigene Kategorie.',
  objectEdit_documents_saved: 'Die Dokumente wurden gespeichert.',
  objectEdit_documents_changed:
    'Die Dokumente wurden inzwischen von jemand anderem geändert. Der aktuelle Stand ist geladen, Ihre neu hochgeladenen Dokumente sind noch da. Bitte wiederholen Sie Ihre Änderung.',
  objectEdit_size_kb: '%{value} kB',
  objectEdit_size_mb: '%{value} MB',

  // import
  objectEdit_import_button: 'Importieren',
  objectEdit_import_title_apartments: 'Wohnungen importieren',
  objectEdit_import_title_parkingspace: 'Parkplätze importieren',
  objectEdit_import_title_other: 'Nebenobjekte importieren',
  objectEdit_import_title_craft: 'Gewerbeflächen importieren',
  objectEdit_import_title_plot: 'Grundstücke importieren',
  objectEdit_import_intro:
    'Laden Sie die Vorlage herunter, tragen Sie ein Objekt pro Zeile ein und laden Sie die Tabelle hier hoch. Vor dem Import sehen Sie, welche Zeilen angelegt werden und welche nicht.',
  objectEdit_import_template_xlsx: 'Vorlage (Excel)',
  objectEdit_import_template_csv: 'Vorlage (CSV)',
  objectEdit_import_pick: 'Tabelle auswählen',
  objectEdit_import_drop: 'Oder die Tabelle hierher ziehen (.xlsx oder .csv).',
  objectEdit_import_valid:
    'Eine Zeile wird als neues Objekt angelegt. |||| %{smart_count} Zeilen werden als neue Objekte angelegt.',
  objectEdit_import_invalid:
    'Eine Zeile kann nicht importiert werden. |||| %{smart_count} Zeilen können nicht importiert werden.',
  objectEdit_import_refused_rows: 'Nicht importierbare Zeilen',
  objectEdit_import_col_row: 'Zeile',
  objectEdit_import_col_column: 'Spalte',
  objectEdit_import_col_message: 'Grund',
  objectEdit_import_whole_row: 'ganze Zeile',
  objectEdit_import_other_sheet: 'Andere Tabelle wählen',
  objectEdit_import_run: 'Eine gültige Zeile importieren |||| %{smart_count} gültige Zeilen importieren',
  objectEdit_import_running: 'Wird importiert',
  objectEdit_import_done: 'Ein Objekt importiert. |||| %{smart_count} Objekte importiert.',
};

declare module '../../partTexts' {
  interface PartTexts {
    objectEdit: typeof de;
  }
}
