/** Server texts of the public action pages (offer answer, document request, reference), in all four languages. */
export const de = {
  reference_link_line: 'Am einfachsten antworten Sie über dieses kurze Formular: {link}',
  accounting_link_line: 'Bitte bestätigen oder korrigieren Sie Ihre Angaben über diesen Link: {link}',
  offer_link_line: 'Am einfachsten antworten Sie direkt über diesen Link: {link}',
  action_link_invalid: 'Dieser Link ist ungültig.',
  action_link_expired: 'Dieser Link ist abgelaufen.',
  action_link_revoked: 'Dieser Link wurde zurückgezogen.',
  action_link_used: 'Über diesen Link wurde bereits geantwortet.',
  offer_answer_accepted:
    'Vielen Dank: Sie haben das Angebot angenommen. Wir melden uns mit den nächsten Schritten.',
  offer_answer_declined: 'Vielen Dank für Ihre Antwort: Sie haben das Angebot abgelehnt.',
  offer_answer_notice_subject: 'Antwort auf das Angebot: {object}',
  offer_answer_notice_accepted:
    '{name} hat das Angebot für {object} über den Link angenommen. Das Objekt ist zugeteilt.',
  offer_answer_notice_declined:
    '{name} hat das Angebot für {object} über den Link abgelehnt. Grund: {reason}',
  documents_request_category_unknown: 'Diese Dokumentart fragt das Bewerbungsformular nicht ab: {category}.',
  documents_request_sent: 'Die Dokumentanfrage an {email} ist im Postausgang und wird gesendet.',
  documents_request_waiting:
    'Die Dokumentanfrage an {email} wartet im Postausgang: Es ist kein Mailserver eingerichtet.',
  documents_request_no_address: 'Keine Mail: Die Bewerbung hat keine E-Mail-Adresse.',
  documents_request_not_found: 'Diese Dokumentanfrage gibt es bei dieser Bewerbung nicht.',
  documents_request_revoked: 'Die Dokumentanfrage ist zurückgezogen: Ihr Link funktioniert nicht mehr.',
  documents_request_subject: 'Fehlende Unterlagen für Ihre Bewerbung',
  documents_request_body:
    '<p>{salutation}</p><p>Für Ihre Bewerbung fehlen uns noch folgende Unterlagen: {categories}.</p>{message}<p>Sie können sie hier hochladen (bis {until}): {link}</p>',
  documents_uploaded_notice_subject: 'Neue Unterlagen: {name}',
  documents_uploaded_notice:
    '{name} hat {count} Dokument(e) über den Link der Dokumentanfrage hochgeladen: {files}.',
  reference_answered_notice_subject: 'Referenz beantwortet: {name}',
  reference_answered_notice: '{referee} hat die Referenz ({type}) für {name} beantwortet.',
  reference_type_landlord: 'Vermieter/in',
  reference_type_employer: 'Arbeitgeber/in',
  reference_answer_saved: 'Vielen Dank: Ihre Antworten sind gespeichert.',
};

export const fr: typeof de = {
  reference_link_line: 'Le plus simple est de répondre par ce court formulaire : {link}',
  accounting_link_line: 'Veuillez confirmer ou corriger vos données au moyen de ce lien : {link}',
  offer_link_line: 'Le plus simple est de répondre directement par ce lien : {link}',
  action_link_invalid: 'Ce lien n’est pas valable.',
  action_link_expired: 'Ce lien a expiré.',
  action_link_revoked: 'Ce lien a été retiré.',
  action_link_used: 'Une réponse a déjà été donnée par ce lien.',
  offer_answer_accepted:
    'Merci : vous avez accepté l’offre. Nous reviendrons vers vous avec les prochaines étapes.',
  offer_answer_declined: 'Merci de votre réponse : vous avez refusé l’offre.',
  offer_answer_notice_subject: 'Réponse à l’offre : {object}',
  offer_answer_notice_accepted: '{name} a accepté l’offre pour {object} par le lien. L’objet est attribué.',
  offer_answer_notice_declined: '{name} a refusé l’offre pour {object} par le lien. Motif : {reason}',
  documents_request_category_unknown: 'Le formulaire de candidature ne demande pas ce document : {category}.',
  documents_request_sent: 'La demande de documents à {email} est dans la boîte d’envoi et va partir.',
  documents_request_waiting:
    'La demande de documents à {email} attend dans la boîte d’envoi : aucun serveur de messagerie n’est configuré.',
  documents_request_no_address: 'Aucun e-mail : la candidature n’a pas d’adresse e-mail.',
  documents_request_not_found: 'Cette demande de documents n’existe pas pour cette candidature.',
  documents_request_revoked: 'La demande de documents est retirée : son lien ne fonctionne plus.',
  documents_request_subject: 'Documents manquants pour votre candidature',
  documents_request_body:
    '<p>{salutation}</p><p>Il nous manque encore les documents suivants pour votre candidature : {categories}.</p>{message}<p>Vous pouvez les téléverser ici (jusqu’au {until}) : {link}</p>',
  documents_uploaded_notice_subject: 'Nouveaux documents : {name}',
  documents_uploaded_notice: '{name} a téléversé {count} document(s) par le lien de la demande : {files}.',
  reference_answered_notice_subject: 'Référence reçue : {name}',
  reference_answered_notice: '{referee} a répondu à la référence ({type}) pour {name}.',
  reference_type_landlord: 'bailleur',
  reference_type_employer: 'employeur',
  reference_answer_saved: 'Merci : vos réponses sont enregistrées.',
};

export const it: typeof de = {
  reference_link_line: 'Il modo più semplice è rispondere tramite questo breve modulo: {link}',
  accounting_link_line: 'Confermi o corregga i suoi dati tramite questo link: {link}',
  offer_link_line: 'Il modo più semplice è rispondere direttamente tramite questo link: {link}',
  action_link_invalid: 'Questo link non è valido.',
  action_link_expired: 'Questo link è scaduto.',
  action_link_revoked: 'Questo link è stato ritirato.',
  action_link_used: 'Tramite questo link è già stata data una risposta.',
  offer_answer_accepted: 'Grazie: ha accettato l’offerta. La contatteremo con i prossimi passi.',
  offer_answer_declined: 'Grazie della risposta: ha rifiutato l’offerta.',
  offer_answer_notice_subject: 'Risposta all’offerta: {object}',
  offer_answer_notice_accepted:
    '{name} ha accettato l’offerta per {object} tramite il link. L’oggetto è assegnato.',
  offer_answer_notice_declined:
    '{name} ha rifiutato l’offerta per {object} tramite il link. Motivo: {reason}',
  documents_request_category_unknown: 'Il modulo di candidatura non chiede questo documento: {category}.',
  documents_request_sent: 'La richiesta di documenti a {email} è nella posta in uscita e verrà inviata.',
  documents_request_waiting:
    'La richiesta di documenti a {email} attende nella posta in uscita: nessun server di posta configurato.',
  documents_request_no_address: 'Nessuna e-mail: la candidatura non ha un indirizzo e-mail.',
  documents_request_not_found: 'Questa richiesta di documenti non esiste per questa candidatura.',
  documents_request_revoked: 'La richiesta di documenti è ritirata: il suo link non funziona più.',
  documents_request_subject: 'Documenti mancanti per la sua candidatura',
  documents_request_body:
    '<p>{salutation}</p><p>Per la sua candidatura ci mancano ancora i seguenti documenti: {categories}.</p>{message}<p>Può caricarli qui (entro il {until}): {link}</p>',
  documents_uploaded_notice_subject: 'Nuovi documenti: {name}',
  documents_uploaded_notice:
    '{name} ha caricato {count} documento/i tramite il link della richiesta: {files}.',
  reference_answered_notice_subject: 'Referenza ricevuta: {name}',
  reference_answered_notice: '{referee} ha risposto alla referenza ({type}) per {name}.',
  reference_type_landlord: 'locatore',
  reference_type_employer: 'datore di lavoro',
  reference_answer_saved: 'Grazie: le sue risposte sono salvate.',
};

export const en: typeof de = {
  reference_link_line: 'The easiest way is to answer through this short form: {link}',
  accounting_link_line: 'Please confirm or correct your details through this link: {link}',
  offer_link_line: 'The easiest way is to answer directly through this link: {link}',
  action_link_invalid: 'This link is not valid.',
  action_link_expired: 'This link has expired.',
  action_link_revoked: 'This link has been withdrawn.',
  action_link_used: 'This link has already been answered.',
  offer_answer_accepted: 'Thank you: you have accepted the offer. We will be in touch with the next steps.',
  offer_answer_declined: 'Thank you for your answer: you have declined the offer.',
  offer_answer_notice_subject: 'Answer to the offer: {object}',
  offer_answer_notice_accepted:
    '{name} accepted the offer of {object} through the link. The object is assigned.',
  offer_answer_notice_declined: '{name} declined the offer of {object} through the link. Reason: {reason}',
  documents_request_category_unknown: 'The application form does not ask for this document: {category}.',
  documents_request_sent: 'The document request to {email} is in the outbox and will be sent.',
  documents_request_waiting:
    'The document request to {email} is waiting in the outbox: no mail server is set up.',
  documents_request_no_address: 'No mail: the application has no e-mail address.',
  documents_request_not_found: 'This document request does not exist for this application.',
  documents_request_revoked: 'The document request is withdrawn: its link no longer works.',
  documents_request_subject: 'Missing documents for your application',
  documents_request_body:
    '<p>{salutation}</p><p>We still need the following documents for your application: {categories}.</p>{message}<p>You can upload them here (until {until}): {link}</p>',
  documents_uploaded_notice_subject: 'New documents: {name}',
  documents_uploaded_notice:
    '{name} uploaded {count} document(s) through the document request link: {files}.',
  reference_answered_notice_subject: 'Reference answered: {name}',
  reference_answered_notice: '{referee} answered the reference ({type}) for {name}.',
  reference_type_landlord: 'landlord',
  reference_type_employer: 'employer',
  reference_answer_saved: 'Thank you: your answers are saved.',
};
