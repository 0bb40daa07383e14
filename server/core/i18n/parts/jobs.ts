/** Server texts of settings > background jobs: what each kind of job does, and the retry. */
export const de = {
  job_not_found: 'Diesen Auftrag gibt es in diesem Projekt nicht.',
  job_not_failed: 'Dieser Auftrag ist nicht fehlgeschlagen: Er läuft schon oder ist erledigt.',
  job_retried: 'Der Auftrag wird erneut ausgeführt.',
  job_kind_tenancy_end: 'Mietende: Objekt zurück in die Vermietung',
  job_kind_deposit_reminder: 'Erinnerung an eine fällige Mietkaution',
  job_kind_viewing_reminder: 'Erinnerung an eine Besichtigung',
  'job_kind_marketing.transfer': 'Übermittlung der Inserate an ein Portal',
  job_kind_mail_send: 'Versand einer E-Mail',
  job_kind_offer_expiry: 'Ablauf eines Angebots: absagen und nächste Bewerbung vorschlagen',
};

export const fr: typeof de = {
  job_not_found: 'Cette tâche n’existe pas dans ce projet.',
  job_not_failed: 'Cette tâche n’a pas échoué : elle est en cours ou terminée.',
  job_retried: 'La tâche sera exécutée à nouveau.',
  job_kind_tenancy_end: 'Fin du bail : l’objet retourne à la location',
  job_kind_deposit_reminder: 'Rappel d’une garantie de loyer échue',
  job_kind_viewing_reminder: 'Rappel d’une visite',
  'job_kind_marketing.transfer': 'Transmission des annonces à un portail',
  job_kind_mail_send: 'Envoi d’un e-mail',
  job_kind_offer_expiry: 'Échéance d’une offre : la refuser et proposer la candidature suivante',
};

export const it: typeof de = {
  job_not_found: 'Questo incarico non esiste in questo progetto.',
  job_not_failed: 'Questo incarico non è fallito: è in corso o già concluso.',
  job_retried: 'L’incarico verrà eseguito di nuovo.',
  job_kind_tenancy_end: 'Fine della locazione: l’oggetto torna in locazione',
  job_kind_deposit_reminder: 'Promemoria di una garanzia locativa scaduta',
  job_kind_viewing_reminder: 'Promemoria di una visita',
  'job_kind_marketing.transfer': 'Trasmissione degli annunci a un portale',
  job_kind_mail_send: 'Invio di un’e-mail',
  job_kind_offer_expiry: 'Scadenza di un’offerta: rifiutarla e proporre la candidatura successiva',
};

export const en: typeof de = {
  job_not_found: 'This job does not exist in this project.',
  job_not_failed: 'This job has not failed: it is running or done.',
  job_retried: 'The job will run again.',
  job_kind_tenancy_end: 'End of tenancy: the object returns to letting',
  job_kind_deposit_reminder: 'Reminder of a rent deposit due',
  job_kind_viewing_reminder: 'Reminder of a viewing',
  'job_kind_marketing.transfer': 'Transfer of the ads to a portal',
  job_kind_mail_send: 'Sending of an e-mail',
  job_kind_offer_expiry: 'Expiry of an offer: decline it and propose the next application',
};
