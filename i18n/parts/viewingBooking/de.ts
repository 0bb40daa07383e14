/** The public booking pages of an invited person. */
export const de = {
  viewing_booking_title: 'Anmeldung zur Besichtigung',
  viewing_cancel_title: 'Besichtigung absagen',
  viewing_booking_loading: 'Wird geladen …',
  viewing_booking_load_failed: 'Die Seite konnte nicht geladen werden.',
  viewing_booking_retry: 'Nochmals versuchen',
  viewing_booking_hello: 'Guten Tag %{name}',
  viewing_booking_intro: 'Sie sind zur Besichtigung eingeladen. Bitte wählen Sie ein Zeitfenster.',
  viewing_booking_when: 'Datum',
  viewing_booking_object: 'Objekt',
  viewing_booking_place: 'Treffpunkt',
  viewing_booking_contact: 'Kontakt',
  viewing_booking_note: 'Hinweis',
  viewing_booking_slots: 'Zeitfenster',
  viewing_booking_free: '%{free} von %{capacity} Plätzen frei',
  viewing_booking_open_house: 'Ohne Platzbeschränkung',
  viewing_booking_full: 'ausgebucht',
  viewing_booking_your_slot: 'Ihre Anmeldung',
  viewing_booking_submit: 'Anmelden',
  viewing_booking_move: 'Anmeldung verschieben',
  viewing_booking_booked: 'Sie sind angemeldet: %{slot}.',
  viewing_booking_declined: 'Sie haben abgesagt. Sie können sich trotzdem noch anmelden.',
  viewing_booking_present: 'Ihre Teilnahme ist erfasst.',
  viewing_booking_cannot_come: 'Ich kann nicht kommen',
  viewing_booking_choose_slot: 'Bitte wählen Sie ein Zeitfenster.',
  viewing_decline_intro: 'Schade, dass Sie nicht kommen können. Bitte sagen Sie uns kurz, weshalb.',
  viewing_decline_reason: 'Grund der Absage',
  viewing_decline_submit: 'Absagen',
  viewing_decline_back: 'Zurück zur Anmeldung',
  viewing_decline_done_title: 'Ihre Absage ist eingegangen.',
};

export type ViewingBookingTexts = Record<keyof typeof de, string>;

declare module '../../partTexts' {
  interface PartTexts {
    viewingBooking: typeof de;
  }
}
