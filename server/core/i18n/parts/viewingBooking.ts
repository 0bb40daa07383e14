/** Server texts of the public viewing booking and of the booking's reminder, in all four languages. */
export const de = {
  viewing_link_invalid:
    'Dieser Link ist nicht gültig. Bitte verwenden Sie den Link aus Ihrer Einladung oder wenden Sie sich an {contact}.',
  viewing_link_expired:
    'Dieser Link ist abgelaufen: Die Besichtigung vom {date} ist vorbei. Bei Fragen wenden Sie sich an {contact}.',
  viewing_link_cancelled:
    'Die Besichtigung vom {date} ist abgesagt. Bei Fragen wenden Sie sich an {contact}.',
  viewing_booking_slot_required: 'Bitte wählen Sie ein Zeitfenster.',
  viewing_booking_present: 'Ihre Teilnahme ist bereits erfasst.',
  viewing_booking_done: 'Sie sind angemeldet: {slot}.',
  viewing_booking_moved: 'Ihre Anmeldung ist verschoben: {slot}.',
  viewing_decline_done: 'Ihre Absage ist eingegangen. Vielen Dank für die Rückmeldung.',
  viewing_reminder_subject: 'Erinnerung: Besichtigung am {date}, {time}',
  viewing_reminder_body:
    'Wir erinnern Sie an Ihre Besichtigung von {object} am {date}, {time}. Treffpunkt: {place}.',
  viewing_reminder_contact: 'Bei Fragen erreichen Sie {contact}.',
  viewing_reminder_link: 'Falls Sie nicht kommen können oder ein anderes Zeitfenster möchten: {link}',
  outbox_kind_viewing_reminder: 'Erinnerung an die Besichtigung',
};

export const fr = {
  viewing_link_invalid:
    'Ce lien n’est pas valable. Veuillez utiliser le lien de votre invitation ou vous adresser à {contact}.',
  viewing_link_expired:
    'Ce lien a expiré: la visite du {date} est passée. Pour toute question, adressez-vous à {contact}.',
  viewing_link_cancelled: 'La visite du {date} est annulée. Pour toute question, adressez-vous à {contact}.',
  viewing_booking_slot_required: 'Veuillez choisir une plage horaire.',
  viewing_booking_present: 'Votre présence est déjà enregistrée.',
  viewing_booking_done: 'Vous êtes inscrit·e: {slot}.',
  viewing_booking_moved: 'Votre inscription est déplacée: {slot}.',
  viewing_decline_done: 'Votre désistement nous est parvenu. Merci de nous avoir prévenus.',
  viewing_reminder_subject: 'Rappel: visite le {date}, {time}',
  viewing_reminder_body:
    'Nous vous rappelons votre visite de {object} le {date}, {time}. Rendez-vous: {place}.',
  viewing_reminder_contact: 'Pour toute question, vous pouvez joindre {contact}.',
  viewing_reminder_link: 'Si vous ne pouvez pas venir ou souhaitez une autre plage horaire: {link}',
  outbox_kind_viewing_reminder: 'Rappel de visite',
};

export const it = {
  viewing_link_invalid: 'Questo link non è valido. Usi il link del suo invito o si rivolga a {contact}.',
  viewing_link_expired:
    'Questo link è scaduto: la visita del {date} è passata. Per domande si rivolga a {contact}.',
  viewing_link_cancelled: 'La visita del {date} è annullata. Per domande si rivolga a {contact}.',
  viewing_booking_slot_required: 'Scelga una fascia oraria.',
  viewing_booking_present: 'La sua presenza è già registrata.',
  viewing_booking_done: 'È iscritto/a: {slot}.',
  viewing_booking_moved: 'La sua iscrizione è stata spostata: {slot}.',
  viewing_decline_done: 'Abbiamo ricevuto la sua disdetta. Grazie per averci avvisato.',
  viewing_reminder_subject: 'Promemoria: visita il {date}, {time}',
  viewing_reminder_body: 'Le ricordiamo la visita di {object} il {date}, {time}. Luogo d’incontro: {place}.',
  viewing_reminder_contact: 'Per domande può contattare {contact}.',
  viewing_reminder_link: 'Se non può venire o desidera un’altra fascia oraria: {link}',
  outbox_kind_viewing_reminder: 'Promemoria della visita',
};

export const en = {
  viewing_link_invalid:
    'This link is not valid. Please use the link from your invitation or contact {contact}.',
  viewing_link_expired:
    'This link has expired: the viewing on {date} is over. For questions, contact {contact}.',
  viewing_link_cancelled: 'The viewing on {date} is cancelled. For questions, contact {contact}.',
  viewing_booking_slot_required: 'Please choose a time slot.',
  viewing_booking_present: 'Your attendance is already recorded.',
  viewing_booking_done: 'You are booked: {slot}.',
  viewing_booking_moved: 'Your booking has moved: {slot}.',
  viewing_decline_done: 'We have received your cancellation. Thank you for letting us know.',
  viewing_reminder_subject: 'Reminder: viewing on {date}, {time}',
  viewing_reminder_body:
    'This is a reminder of your viewing of {object} on {date}, {time}. Meeting point: {place}.',
  viewing_reminder_contact: 'For questions, you can reach {contact}.',
  viewing_reminder_link: 'If you cannot come or would like another time slot: {link}',
  outbox_kind_viewing_reminder: 'Viewing reminder',
};
