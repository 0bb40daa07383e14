/** Settings > communication: the mail signature and the mail templates. */
export const de = {
  settings_menu_communication: 'Kommunikation',
  settings_menu_mail_signature: 'E-Mail-Signatur',
  settings_menu_mail_templates: 'E-Mail-Vorlagen',

  mail_settings_languages: 'Sprachen',
  mail_settings_language_de: 'Deutsch',
  mail_settings_language_fr: 'Französisch',
  mail_settings_language_it: 'Italienisch',
  mail_settings_language_en: 'Englisch',
  mail_settings_language_invalid: '%{language} (mit Fehler)',
  mail_settings_reload: 'Neu laden',
  mail_settings_conflict:
    'Jemand anderes hat das inzwischen geändert. Ihre Eingaben sind noch da: Kopieren Sie, was Sie behalten möchten, und laden Sie dann neu.',

  mail_settings_insert_image: 'Bild einfügen',
  mail_settings_image_uploading: 'Das Bild wird hochgeladen …',
  mail_settings_image_pending: 'Ein Bild wird noch hochgeladen. Speichern geht erst, wenn es fertig ist.',
  mail_settings_image_refused: '%{name}: %{reason}',

  mail_settings_placeholders: 'Platzhalter',
  mail_settings_placeholders_hint:
    'Ein Klick fügt den Platzhalter im Text der offenen Sprache an der Cursorposition ein. Beim Versand wird er durch den Wert der Empfängerin oder des Empfängers ersetzt.',
  mail_settings_placeholder_insert: '%{placeholder} einfügen',
  mail_settings_placeholder_copy: '%{placeholder} kopieren',
  mail_settings_placeholder_copied: '%{placeholder} wurde in die Zwischenablage kopiert.',
  mail_settings_placeholder_copy_failed:
    'Der Browser erlaubt das Kopieren nicht. Schreiben Sie den Platzhalter von Hand, mit den doppelten geschweiften Klammern.',
  mail_placeholder_salutation: 'Anrede',
  mail_placeholder_applicant_name: 'Vor- und Nachname',
  mail_placeholder_applicant_first_name: 'Vorname',
  mail_placeholder_applicant_last_name: 'Nachname',
  mail_placeholder_object_title: 'Objekt',
  mail_placeholder_object_address: 'Adresse des Objekts',
  mail_placeholder_object_ref: 'Objektnummer',
  mail_placeholder_object_rent: 'Mietzins',
  mail_placeholder_viewing_date: 'Besichtigungstermin',
  mail_placeholder_viewing_link: 'Persönlicher Link zur Besichtigungsanmeldung',
  mail_placeholder_offer_expires_on: 'Antwortfrist des Angebots',
  mail_placeholder_offer_link: 'Link zum Beantworten des Angebots',
  mail_placeholder_reference_link: 'Link zum Referenzformular',
  mail_placeholder_accounting_link: 'Link zur Bestätigung der Abrechnungsangaben (Verkauf)',
  mail_placeholder_application_link: 'Persönlicher Link zur Bewerbung',
  mail_placeholder_project_name: 'Projekt',
  mail_placeholder_sender_name: 'Name der Absenderin oder des Absenders',

  mail_unknown_placeholder:
    'Dieser Platzhalter ist unbekannt. Verwenden Sie nur die aufgeführten Platzhalter.',
  mail_subject_line_break: 'Der Betreff muss auf einer Zeile stehen.',

  mail_settings_signature_title: 'E-Mail-Signatur',
  mail_settings_signature_intro:
    'Die Signatur steht unter jeder E-Mail, die aus dem Projekt verschickt wird, in der Sprache der Empfängerin oder des Empfängers.',
  mail_settings_signature_section: 'Signatur pro Sprache',
  mail_settings_signature_of: 'Signatur (%{language})',
  mail_settings_signature_saved: 'Die Signatur wurde gespeichert.',

  mail_settings_templates_title: 'E-Mail-Vorlagen',
  mail_settings_templates_intro:
    'Vorlagen werden einmal pro Sprache geschrieben; beim Versand erhält jede Person die Fassung in ihrer Sprache.',
  mail_settings_templates_section: 'Vorlagen',
  mail_settings_templates_empty: 'Es gibt noch keine Vorlagen.',
  mail_settings_template_create: 'Neue Vorlage',
  mail_settings_template_languages: 'Sprachen: %{languages}',
  mail_settings_template_delete_named: 'Vorlage «%{title}» löschen',
  mail_settings_template_delete_title: 'Vorlage löschen?',
  mail_settings_template_delete_content:
    'Die Vorlage «%{title}» wird gelöscht. Bereits verschickte E-Mails bleiben erhalten.',
  mail_settings_template_delete: 'Löschen',
  mail_settings_template_deleted: 'Die Vorlage wurde gelöscht.',
  mail_settings_template_create_title: 'Neue E-Mail-Vorlage',
  mail_settings_template_edit_title: 'E-Mail-Vorlage bearbeiten',
  mail_settings_back_to_templates: 'Zurück zu den Vorlagen',
  mail_settings_template_title: 'Titel',
  mail_settings_subject_of: 'Betreff (%{language})',
  mail_settings_body_of: 'Text (%{language})',
  mail_settings_template_saved: 'Die Vorlage wurde gespeichert.',
};

declare module '../../partTexts' {
  interface PartTexts {
    mailSettings: typeof de;
  }
}
