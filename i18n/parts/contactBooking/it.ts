import type { de } from './de';

/** The public booking with contact in Italian. */
export const it: typeof de = {
  contact_booking_title: 'Iscrizione alla visita',
  contact_booking_intro:
    'Scelga una data e una fascia oraria e indichi come raggiungerla. La conferma con un link per modificare o disdire arriva per e-mail.',
  contact_booking_intro_own:
    'Scelga una data e una fascia oraria. Potrà ancora spostare la sua iscrizione qui.',
  contact_booking_form: 'Iscrizione',
  contact_booking_name: 'Nome e cognome',
  contact_booking_email: 'E-mail',
  contact_booking_phone: 'Telefono',
  contact_booking_phone_hint: 'Per esempio 079 123 45 67',
  viewing_booking_slot_required: 'Scelga una fascia oraria.',
  contact_booking_appointment: 'Data',
  contact_booking_none: 'Al momento non ci sono visite aperte alle iscrizioni.',
  contact_booking_mail_hint:
    'La conferma è in arrivo. Con il suo link può cambiare la fascia oraria o disdire.',
};
