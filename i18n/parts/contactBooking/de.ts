/** The public booking of a viewing with contact (general, or of an object). */
export const de = {
  contact_booking_title: 'Anmeldung zur Besichtigung',
  contact_booking_intro:
    'Wählen Sie einen Termin und ein Zeitfenster und geben Sie an, wie wir Sie erreichen. Die Bestätigung mit einem Link zum Ändern oder Absagen kommt per E-Mail.',
  contact_booking_intro_own:
    'Wählen Sie einen Termin und ein Zeitfenster. Sie können Ihre Anmeldung hier später noch verschieben.',
  contact_booking_form: 'Anmeldung',
  contact_booking_name: 'Vor- und Nachname',
  contact_booking_email: 'E-Mail',
  contact_booking_phone: 'Telefon',
  contact_booking_phone_hint: 'Zum Beispiel 079 123 45 67',
  viewing_booking_slot_required: 'Bitte wählen Sie ein Zeitfenster.',
  contact_booking_appointment: 'Termin',
  contact_booking_none: 'Zurzeit sind keine Besichtigungen zur Anmeldung offen.',
  contact_booking_mail_hint:
    'Die Bestätigung ist unterwegs. Mit dem Link darin können Sie das Zeitfenster ändern oder absagen.',
};

declare module '../../partTexts' {
  interface PartTexts {
    contactBooking: typeof de;
  }
}
