/** Mail delivery (the SMTP sender) and the outbox states, in all four languages. */
export const de = {
  mail_not_sent_no_server: 'Nicht gesendet: Es ist kein Mailserver eingerichtet.',
  mail_delivery_unconfirmed:
    'Möglicherweise nicht zugestellt: Der Versand wurde unterbrochen, bevor der Mailserver ihn bestätigte.',
  mail_delivery_retrying:
    'Der Mailserver ist gerade nicht erreichbar; die E-Mail wird später erneut gesendet.',
  mail_delivery_gave_up: 'Nicht gesendet: Der Mailserver war einen Tag lang nicht erreichbar.',
  mail_attachment_missing: 'Nicht gesendet: Ein Anhang ist nicht mehr vorhanden.',
};

export const fr: typeof de = {
  mail_not_sent_no_server: "Non envoyé : aucun serveur de messagerie n'est configuré.",
  mail_delivery_unconfirmed:
    "Peut-être pas distribué : l'envoi a été interrompu avant la confirmation du serveur de messagerie.",
  mail_delivery_retrying:
    "Le serveur de messagerie n'est pas joignable pour l'instant ; l'e-mail sera renvoyé plus tard.",
  mail_delivery_gave_up: 'Non envoyé : le serveur de messagerie est resté injoignable pendant un jour.',
  mail_attachment_missing: "Non envoyé : une pièce jointe n'existe plus.",
};

export const it: typeof de = {
  mail_not_sent_no_server: 'Non inviata: non è configurato alcun server di posta.',
  mail_delivery_unconfirmed:
    "Forse non recapitata: l'invio è stato interrotto prima della conferma del server di posta.",
  mail_delivery_retrying:
    "Il server di posta al momento non è raggiungibile; l'e-mail verrà inviata di nuovo più tardi.",
  mail_delivery_gave_up: 'Non inviata: il server di posta è rimasto irraggiungibile per un giorno.',
  mail_attachment_missing: 'Non inviata: un allegato non esiste più.',
};

export const en: typeof de = {
  mail_not_sent_no_server: 'Not sent: no mail server is configured.',
  mail_delivery_unconfirmed:
    'May not have been delivered: sending was interrupted before the mail server confirmed it.',
  mail_delivery_retrying:
    'The mail server cannot be reached at the moment; the e-mail will be sent again later.',
  mail_delivery_gave_up: 'Not sent: the mail server could not be reached for a day.',
  mail_attachment_missing: 'Not sent: an attachment no longer exists.',
};
