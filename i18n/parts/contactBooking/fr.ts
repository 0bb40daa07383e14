import type { de } from './de';

/** The public booking with contact in French. */
export const fr: typeof de = {
  contact_booking_title: 'Inscription à la visite',
  contact_booking_intro:
    'Choisissez une date et un créneau et indiquez comment vous joindre. La confirmation avec un lien pour modifier ou annuler suit par e-mail.',
  contact_booking_intro_own:
    'Choisissez une date et un créneau. Vous pourrez encore déplacer votre inscription ici.',
  contact_booking_form: 'Inscription',
  contact_booking_name: 'Prénom et nom',
  contact_booking_email: 'E-mail',
  contact_booking_phone: 'Téléphone',
  contact_booking_phone_hint: 'Par exemple 079 123 45 67',
  viewing_booking_slot_required: 'Veuillez choisir une plage horaire.',
  contact_booking_appointment: 'Date',
  contact_booking_none: "Aucune visite n'est ouverte aux inscriptions pour le moment.",
  contact_booking_mail_hint:
    'La confirmation est en route. Son lien vous permet de changer de créneau ou de vous désinscrire.',
};
