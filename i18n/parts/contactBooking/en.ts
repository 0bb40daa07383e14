import type { de } from './de';

/** The public booking with contact in English. */
export const en: typeof de = {
  contact_booking_title: 'Booking a viewing',
  contact_booking_intro:
    'Choose a date and a time slot and tell us how to reach you. The confirmation with a link to change or cancel follows by e-mail.',
  contact_booking_intro_own: 'Choose a date and a time slot. You can still move your booking here later.',
  contact_booking_form: 'Booking',
  contact_booking_name: 'First and last name',
  contact_booking_email: 'E-mail',
  contact_booking_phone: 'Phone',
  contact_booking_phone_hint: 'For example 079 123 45 67',
  viewing_booking_slot_required: 'Please choose a time slot.',
  contact_booking_appointment: 'Date',
  contact_booking_none: 'No viewings are open for booking at the moment.',
  contact_booking_mail_hint:
    'The confirmation is on its way. Its link lets you change the time slot or cancel.',
};
