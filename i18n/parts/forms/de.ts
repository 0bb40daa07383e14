/** Texts of the form engine and the wizard, and the messages of the input rules (schema/rules.ts). */
export const de = {
  // the engine
  /** the language menu of the public pages (every public text area includes this part) */
  public_language: 'Sprache',
  forms_loading: 'Wird geladen…',
  forms_pick_color: 'Farbe wählen: %{field}',
  forms_load_failed: 'Die Angaben konnten nicht geladen werden.',
  forms_retry: 'Erneut versuchen',
  forms_reload: 'Neu laden',
  forms_field_invalid: 'Bitte prüfen Sie diese Angabe.',
  forms_unsaved_title: 'Änderungen verwerfen?',
  forms_unsaved_text:
    'Sie haben Änderungen, die noch nicht gespeichert sind. Wenn Sie jetzt gehen, gehen sie verloren.',
  forms_discard: 'Verwerfen',
  forms_keep_editing: 'Weiter bearbeiten',
  forms_date_placeholder: 'TT.MM.JJJJ',
  forms_date_calendar: 'Kalender öffnen: %{field}',
  forms_time_placeholder: 'HH:MM',
  forms_chars_over: '%{count} Zeichen: %{over} zu viel (höchstens %{max}).',
  forms_chars_count: '%{count} / %{max} Zeichen',
  forms_no_choice: 'Keine Angabe',
  forms_type_more: 'Bitte mindestens zwei Zeichen eingeben.',
  forms_upload_choose_files: 'Dateien auswählen',
  forms_upload_choose_images: 'Bilder auswählen',
  forms_upload_drop_files: 'Dateien hierher ziehen oder auswählen.',
  forms_upload_drop_images: 'Bilder hierher ziehen oder auswählen.',
  forms_upload_count: '%{count} von %{max}',
  forms_upload_too_many: 'Höchstens %{max} Dateien: Die übrigen wurden nicht hochgeladen.',
  forms_uploading: 'Wird hochgeladen',
  forms_upload_remove: '%{name} entfernen',
  forms_upload_earlier: '«%{name}» nach vorne verschieben',
  forms_upload_later: '«%{name}» nach hinten verschieben',
  forms_upload_moved: '«%{name}» ist jetzt an Position %{position} von %{count}.',
  forms_upload_main_image: 'Hauptbild',
  forms_upload_pending: 'Bitte warten Sie, bis alle Dateien hochgeladen sind.',

  // the wizard
  wizard_steps: 'Schritte',
  wizard_step_of: 'Schritt %{current} von %{total}',
  wizard_back: 'Zurück',
  wizard_forward: 'Weiter',
  wizard_complete: 'Abschliessen',
  wizard_draft_restored: 'Ihr Entwurf vom %{date} wurde wiederhergestellt.',
  wizard_start_over: 'Neu beginnen',
  wizard_step_done: 'erledigt',

  // input rules (spec 1 section 5)
  text_invalid: 'Bitte geben Sie einen Text ein.',
  text_too_short: 'Bitte mindestens %{min} Zeichen eingeben.',
  text_too_long: 'Höchstens %{max} Zeichen.',
  text_pattern_mismatch: 'Diese Angabe hat nicht die erwartete Form.',
  url_invalid: 'Bitte geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt.',
  email_confirmation_mismatch: 'Die beiden E-Mail-Adressen stimmen nicht überein.',
  number_invalid: 'Bitte geben Sie eine Zahl ein.',
  number_ambiguous: "Mehrdeutig: Bitte 1'500 für Tausender oder 1.5 bzw. 1,5 für Dezimalstellen schreiben.",
  number_integer: 'Bitte geben Sie eine ganze Zahl ein.',
  number_decimals: 'Höchstens %{decimals} Nachkommastellen.',
  number_step: 'Nur in Schritten von %{step}.',
  number_too_small: 'Mindestens %{min}.',
  number_too_large: 'Höchstens %{max}.',
  date_invalid: 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.',
  date_day_missing: 'Diesen Tag gibt es nicht.',
  date_year_digits: 'Bitte das Jahr vierstellig eingeben, z. B. 01.03.2027.',
  date_out_of_range: 'Das Datum muss zwischen %{from} und %{to} liegen.',
  time_invalid: 'Bitte geben Sie eine Uhrzeit im Format HH:MM ein.',
  time_range_invalid: 'Das Ende darf nicht vor dem Beginn liegen.',
  date_range_invalid: 'Das Enddatum muss nach dem Startdatum liegen.',
  date_in_past: 'Das Datum darf nicht in der Vergangenheit liegen.',
  number_range_invalid: 'Der Höchstwert darf nicht kleiner als der Mindestwert sein.',
  phone_invalid: 'Bitte geben Sie eine gültige Telefonnummer ein, z. B. 079 123 45 67.',
  phone_not_mobile: 'Bitte geben Sie eine Handynummer ein.',
  choice_invalid: 'Bitte wählen Sie eine der angebotenen Möglichkeiten.',
  tag_invalid: '«%{tag}» ist hier nicht erlaubt.',
  tag_email_invalid: '«%{tag}» ist keine gültige E-Mail-Adresse.',
  tags_too_many: 'Höchstens %{max} Einträge.',
  tags_duplicate: '«%{tag}» steht schon in der Liste.',
  boolean_expected: 'Bitte wählen Sie Ja oder Nein.',

  // rules of objects (schema/objects.ts)
  ref_number_invalid:
    'Die Referenz beginnt mit einem Buchstaben oder einer Ziffer und enthält nur Buchstaben, Ziffern, Leerzeichen, Punkt, Schrägstrich, Unterstrich und Bindestrich.',
  ref_number_taken: 'Diese Referenz ist in diesem Projekt schon vergeben.',
  postal_code_invalid: 'Bitte geben Sie eine vierstellige Postleitzahl ein.',
  rental_price_mismatch: 'Die Bruttomiete muss die Nettomiete plus die Nebenkosten sein.',
  areas_too_many: 'Höchstens %{max} Flächen.',
  images_too_many: 'Höchstens %{max} Bilder.',
  image_not_found: 'Dieses Bild gibt es nicht mehr. Bitte laden Sie es erneut hoch.',
  file_not_found: 'Diese Datei gibt es nicht mehr. Bitte laden Sie sie erneut hoch.',
  file_category_required: 'Bitte wählen Sie eine Kategorie.',
  file_category_duplicate: 'Jede Kategorie darf nur einmal vorkommen.',
  version_required: 'Der Stand des Datensatzes fehlt. Bitte laden Sie die Seite neu.',
  record_changed:
    'Jemand anderes hat diesen Datensatz inzwischen geändert. Ihre Eingaben sind noch da; laden Sie den aktuellen Stand, um ihn zu sehen (Ihre Eingaben gehen dabei verloren).',
};

declare module '../../partTexts' {
  interface PartTexts {
    forms: typeof de;
  }
}
