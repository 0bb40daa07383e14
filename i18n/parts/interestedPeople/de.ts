/** Interested people (B2C): their list, the panel, the form, the invitation to apply. */
export const de = {
  interested_list_title: 'Interessenten',
  interested_create: 'Interessent/in erfassen',
  interested_create_title: 'Interessent/in erfassen',
  interested_create_submit: 'Erfassen',
  interested_edit_title: 'Angaben ändern',
  interested_saved: 'Die Angaben wurden gespeichert.',
  interested_panel_title: 'Interessent/in',
  interested_panel_title_of: 'Interessent/in %{name}',
  interested_field_name: 'Name',
  interested_field_email: 'E-Mail',
  interested_field_phone: 'Telefon',
  interested_field_language: 'Sprache',
  interested_field_object: 'Objekt',
  interested_field_object_hint: 'Leer lassen, wenn die Person am Projekt allgemein interessiert ist.',
  interested_field_note: 'Bemerkung',
  interested_field_created: 'Erfasst am',
  interested_field_invited: 'Zur Bewerbung eingeladen',
  interested_language_de: 'Deutsch',
  interested_language_fr: 'Französisch',
  interested_language_it: 'Italienisch',
  interested_language_en: 'Englisch',
  interested_state_active: 'Aktiv',
  interested_state_inactive: 'Inaktiv',
  interested_source_staff: 'Erfasst',
  interested_source_booking: 'Besichtigungsbuchung',
  interested_source_website: 'Website',
  interested_object_general: 'Projekt allgemein',
  interested_edit: 'Bearbeiten',
  interested_activate: 'Aktivieren',
  interested_deactivate: 'Deaktivieren',
  interested_write_mail: 'E-Mail schreiben',
  interested_invite: 'Zur Bewerbung einladen',
  interested_invite_title: 'Zur Bewerbung einladen',
  interested_invite_confirm:
    'Die ausgewählte Person erhält eine E-Mail mit dem Link zum Bewerbungsformular ihres Objekts. |||| Die %{smart_count} ausgewählten Personen erhalten je eine E-Mail mit dem Link zum Bewerbungsformular ihres Objekts.',
  interested_invite_submit: 'Einladen',
  interested_invite_done: 'Die Einladung wurde versandt.',
  interested_invite_not_now: 'Einladung zur Bewerbung nicht möglich: %{reason}',
  interested_invite_viewing: 'Zu einer Besichtigung einladen',
  interested_invite_viewing_title: 'Zu einer Besichtigung einladen',
  interested_invite_viewing_confirm:
    'Die ausgewählte Person erhält eine E-Mail mit ihrem persönlichen Link zur Anmeldung für eine Besichtigung. |||| Die %{smart_count} ausgewählten Personen erhalten je eine E-Mail mit ihrem persönlichen Link zur Anmeldung für eine Besichtigung.',
  interested_invite_viewing_done: 'Die Einladung zur Besichtigung wurde versandt.',
  interested_viewings: 'Besichtigungen',
  interested_no_viewings: 'Noch keine Besichtigung.',
  interested_participant_invited: 'eingeladen',
  interested_participant_booked: 'angemeldet',
  interested_participant_declined: 'abgesagt',
  interested_email_taken:
    'Eine interessierte Person mit dieser E-Mail-Adresse gibt es in diesem Projekt schon.',
  interested_object_not_found: 'Das Objekt wurde in diesem Projekt nicht gefunden.',
  interested_participant_present: 'anwesend',
};

declare module '../../partTexts' {
  interface PartTexts {
    interestedPeople: typeof de;
  }
}
