/** Server texts of the applicationFlow area (states, priorities, offer, assignment), in all four languages. */
export const de = {
  flow_mail_queued: 'Die Mail an {email} ist im Postausgang und wird gesendet.',
  flow_mail_waiting: 'Die Mail an {email} wartet im Postausgang: Es ist kein Mailserver eingerichtet.',
  flow_mail_no_address: 'Keine Mail: Die Bewerbung hat keine E-Mail-Adresse.',
  record_entity_application: 'Die Bewerbung',
  application_action_not_in_project: 'Diese Aktion gibt es in dieser Art von Projekt nicht.',
  application_action_not_in_state: 'Im aktuellen Status der Bewerbung ist diese Aktion nicht möglich.',
  application_object_not_offerable:
    'Das Objekt kann nicht angeboten oder zugeteilt werden: Es ist weder frei noch inaktiv.',
  application_object_bound: 'Das Objekt ist bereits jemand anderem angeboten oder zugeteilt.',
  application_no_offer: 'Für diese Bewerbung gibt es kein offenes Angebot.',
  application_no_assignment: 'Für diese Bewerbung gibt es keine Zuteilung.',
  application_offer_other_object:
    'Die Bewerbung hat ein offenes Angebot für ein anderes Objekt. Ziehen Sie es zuerst zurück.',
  application_offer_expiry_past: 'Das Ablaufdatum des Angebots darf nicht in der Vergangenheit liegen.',
  application_priorities_invalid:
    'Die Prioritäten sind ungültig: höchstens {max} verschiedene Objekte dieses Projekts.',
};

export const fr: typeof de = {
  flow_mail_queued: 'L’e-mail à {email} est dans la boîte d’envoi et va partir.',
  flow_mail_waiting:
    'L’e-mail à {email} attend dans la boîte d’envoi : aucun serveur de messagerie n’est configuré.',
  flow_mail_no_address: 'Aucun e-mail : la candidature n’a pas d’adresse e-mail.',
  record_entity_application: 'La candidature',
  application_action_not_in_project: 'Cette action n’existe pas dans ce type de projet.',
  application_action_not_in_state: 'Cette action n’est pas possible dans le statut actuel de la candidature.',
  application_object_not_offerable:
    'L’objet ne peut être ni proposé ni attribué : il n’est ni libre ni inactif.',
  application_object_bound: 'L’objet est déjà proposé ou attribué à quelqu’un d’autre.',
  application_no_offer: 'Cette candidature n’a pas d’offre en cours.',
  application_no_assignment: 'Cette candidature n’a pas d’attribution.',
  application_offer_other_object:
    'La candidature a une offre en cours pour un autre objet. Retirez-la d’abord.',
  application_offer_expiry_past: 'La date d’échéance de l’offre ne peut pas être dans le passé.',
  application_priorities_invalid:
    'Les priorités ne sont pas valables : au plus {max} objets différents de ce projet.',
};

export const it: typeof de = {
  flow_mail_queued: 'L’e-mail a {email} è nella posta in uscita e sarà inviata.',
  flow_mail_waiting:
    'L’e-mail a {email} attende nella posta in uscita: nessun server di posta è configurato.',
  flow_mail_no_address: 'Nessuna e-mail: la candidatura non ha un indirizzo e-mail.',
  record_entity_application: 'La candidatura',
  application_action_not_in_project: 'Questa azione non esiste in questo tipo di progetto.',
  application_action_not_in_state: 'Questa azione non è possibile nello stato attuale della candidatura.',
  application_object_not_offerable:
    'L’oggetto non può essere offerto né assegnato: non è né libero né inattivo.',
  application_object_bound: 'L’oggetto è già offerto o assegnato a qualcun altro.',
  application_no_offer: 'Questa candidatura non ha un’offerta aperta.',
  application_no_assignment: 'Questa candidatura non ha un’assegnazione.',
  application_offer_other_object:
    'La candidatura ha un’offerta aperta per un altro oggetto. La ritiri prima.',
  application_offer_expiry_past: 'La data di scadenza dell’offerta non può essere nel passato.',
  application_priorities_invalid:
    'Le priorità non sono valide: al massimo {max} oggetti diversi di questo progetto.',
};

export const en: typeof de = {
  flow_mail_queued: 'The mail to {email} is in the outbox and will be sent.',
  flow_mail_waiting: 'The mail to {email} waits in the outbox: no mail server is set up.',
  flow_mail_no_address: 'No mail: the application has no e-mail address.',
  record_entity_application: 'The application',
  application_action_not_in_project: 'This action does not exist in this kind of project.',
  application_action_not_in_state: 'This action is not possible in the application’s current state.',
  application_object_not_offerable:
    'The object cannot be offered or assigned: it is neither available nor inactive.',
  application_object_bound: 'The object is already offered or assigned to someone else.',
  application_no_offer: 'This application has no open offer.',
  application_no_assignment: 'This application has no assignment.',
  application_offer_other_object:
    'The application has an open offer for another object. Withdraw that offer first.',
  application_offer_expiry_past: 'The offer’s expiry date cannot be in the past.',
  application_priorities_invalid:
    'The priorities are not valid: at most {max} different objects of this project.',
};
