/** Server texts of the application form (settings > form settings and the public form), in all four languages. */
export const de = {
  col_application_url: 'Bewerbungslink',
  reference_questions_saved:
    'Die Referenzfragen wurden gespeichert. Sie gelten für Referenzanfragen, die ab jetzt versendet werden.',
  form_settings_saved: 'Das Formular wurde als Version {version} gespeichert. Es gilt für neue Bewerbungen.',
  form_settings_changed_meanwhile:
    'Das Formular wurde inzwischen geändert (jetzt Version {version}). Bitte laden Sie es neu.',
  form_settings_invalid: 'Das Formular ist nicht gültig: {detail}',
  application_object_unknown: 'Dieses Objekt wurde nicht gefunden. Bitte prüfen Sie den Link.',
  application_object_not_available:
    '«{title}» ist nicht mehr verfügbar und nimmt keine Bewerbungen entgegen.',
  application_object_inactive:
    '«{title}» ist zurzeit nicht ausgeschrieben und nimmt keine Bewerbungen entgegen.',
  application_object_closed: 'Für «{title}» werden zurzeit keine Bewerbungen entgegengenommen.',
  application_objects_unknown: 'Bitte wählen Sie mindestens ein Objekt, für das Sie sich bewerben.',
  application_object_type_unknown: 'Diese Objektart gibt es nicht.',
  application_form_unknown: 'Dieses Formular wurde nicht gefunden.',
  application_submitted:
    'Vielen Dank, Ihre Bewerbung ist eingegangen. Sie erhalten eine Bestätigung per E-Mail mit Ihrem persönlichen Link.',
  application_link_invalid:
    'Dieser Link ist ungültig. Bitte verwenden Sie den Link aus Ihrer Bestätigungs-E-Mail.',
  application_link_closed:
    'Diese Bewerbung ist abgeschlossen. Der Link kann nicht mehr verwendet werden; bitte wenden Sie sich an die Verwaltung.',
  application_rate_limited:
    'Von Ihrer Verbindung sind zu viele Bewerbungen eingegangen. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  application_answers_saved: 'Ihre Angaben wurden gespeichert.',
  application_person_saved: 'Die Angaben zur Person wurden gespeichert.',
  application_person_deleted: 'Die Person wurde aus der Bewerbung entfernt.',
  application_person_last_adult: 'Eine Bewerbung braucht mindestens eine erwachsene Person.',
  application_persons_too_many: 'Eine Bewerbung kann höchstens {max} Personen dieser Art aufführen.',
  application_public_changed_meanwhile:
    'Die Angaben wurden inzwischen geändert (zum Beispiel in einem anderen Fenster). Bitte laden Sie die Seite neu.',
  application_document_category_unknown: 'Bitte wählen Sie, welches Dokument Sie hochladen.',
  application_documents_too_many: 'Eine Bewerbung kann höchstens {max} Dokumente enthalten.',
  application_upload_budget_exceeded:
    'Diese Bewerbung enthält bereits {used} MB Dokumente; je Bewerbung sind höchstens {max} MB möglich. Bitte laden Sie nur die verlangten Dokumente hoch und verkleinern Sie grosse Dateien (z. B. Scans als PDF in geringerer Auflösung). Es wurde nichts hochgeladen.',
  application_upload_rate_exceeded:
    'Von Ihrer Verbindung wurden in der letzten Stunde {uploaded} MB Dokumente hochgeladen; möglich sind {max} MB pro Stunde. Bitte versuchen Sie es in {minutes} Minuten erneut. Es wurde nichts hochgeladen.',
  application_upload_storage_full:
    'Die Verwaltung kann zurzeit keine weiteren Dokumente entgegennehmen. Ihre Bewerbung bleibt gespeichert; bitte versuchen Sie es später erneut oder wenden Sie sich an die Verwaltung. Es wurde nichts hochgeladen.',
  application_mail_subject: 'Ihre Bewerbung für {objects}',
  application_mail_greeting: 'Guten Tag',
  application_mail_received:
    'Vielen Dank für Ihre Bewerbung für {objects}. Wir haben sie erhalten und prüfen sie.',
  application_mail_link:
    'Über diesen persönlichen Link können Sie Ihre Bewerbung ergänzen und Dokumente hochladen. Bitte geben Sie ihn nicht weiter:',
  application_mail_closing: 'Freundliche Grüsse\n{project}',
};

export const fr: typeof de = {
  col_application_url: 'Lien de candidature',
  reference_questions_saved:
    'Les questions de référence ont été enregistrées. Elles valent pour les demandes de référence envoyées à partir de maintenant.',
  form_settings_saved:
    'Le formulaire a été enregistré comme version {version}. Il s’applique aux nouvelles candidatures.',
  form_settings_changed_meanwhile:
    'Le formulaire a été modifié entre-temps (version {version} désormais). Veuillez le recharger.',
  form_settings_invalid: 'Le formulaire n’est pas valable : {detail}',
  application_object_unknown: 'Cet objet est introuvable. Veuillez vérifier le lien.',
  application_object_not_available: '« {title} » n’est plus disponible et n’accepte pas de candidatures.',
  application_object_inactive: '« {title} » n’est pas publié actuellement et n’accepte pas de candidatures.',
  application_object_closed: '« {title} » n’accepte pas de candidatures pour le moment.',
  application_objects_unknown: 'Veuillez choisir au moins un objet pour lequel vous postulez.',
  application_object_type_unknown: 'Ce type d’objet n’existe pas.',
  application_form_unknown: 'Ce formulaire est introuvable.',
  application_submitted:
    'Merci, votre candidature nous est parvenue. Vous recevrez une confirmation par e-mail avec votre lien personnel.',
  application_link_invalid:
    'Ce lien n’est pas valable. Veuillez utiliser le lien de votre e-mail de confirmation.',
  application_link_closed:
    'Cette candidature est close. Le lien ne peut plus être utilisé ; veuillez vous adresser à la gérance.',
  application_rate_limited:
    'Trop de candidatures ont été envoyées depuis votre connexion. Veuillez réessayer dans {minutes} minutes.',
  application_answers_saved: 'Vos indications ont été enregistrées.',
  application_person_saved: 'Les indications sur la personne ont été enregistrées.',
  application_person_deleted: 'La personne a été retirée de la candidature.',
  application_person_last_adult: 'Une candidature nécessite au moins une personne adulte.',
  application_persons_too_many: 'Une candidature peut indiquer au plus {max} personnes de ce type.',
  application_public_changed_meanwhile:
    'Les indications ont été modifiées entre-temps (par exemple dans une autre fenêtre). Veuillez recharger la page.',
  application_document_category_unknown: 'Veuillez choisir quel document vous téléchargez.',
  application_documents_too_many: 'Une candidature peut contenir au plus {max} documents.',
  application_upload_budget_exceeded:
    'Cette candidature contient déjà {used} Mo de documents ; une candidature peut en contenir au plus {max} Mo. Veuillez ne téléverser que les documents demandés et réduire les fichiers volumineux (p. ex. des scans en PDF de plus faible résolution). Rien n’a été téléversé.',
  application_upload_rate_exceeded:
    'Votre connexion a téléversé {uploaded} Mo de documents au cours de la dernière heure ; {max} Mo par heure sont possibles. Veuillez réessayer dans {minutes} minutes. Rien n’a été téléversé.',
  application_upload_storage_full:
    'La gérance ne peut pas recevoir d’autres documents pour le moment. Votre candidature reste enregistrée ; veuillez réessayer plus tard ou contacter la gérance. Rien n’a été téléversé.',
  application_mail_subject: 'Votre candidature pour {objects}',
  application_mail_greeting: 'Bonjour,',
  application_mail_received:
    'Merci pour votre candidature pour {objects}. Nous l’avons bien reçue et allons l’examiner.',
  application_mail_link:
    'Ce lien personnel vous permet de compléter votre candidature et de télécharger des documents. Veuillez ne pas le transmettre :',
  application_mail_closing: 'Meilleures salutations\n{project}',
};

export const it: typeof de = {
  col_application_url: 'Link di candidatura',
  reference_questions_saved:
    'Le domande di referenza sono state salvate. Valgono per le richieste di referenza inviate da ora in poi.',
  form_settings_saved: 'Il modulo è stato salvato come versione {version}. Vale per le nuove candidature.',
  form_settings_changed_meanwhile:
    'Il modulo è stato modificato nel frattempo (ora versione {version}). Ricaricarlo.',
  form_settings_invalid: 'Il modulo non è valido: {detail}',
  application_object_unknown: 'Questo oggetto non è stato trovato. Verificare il link.',
  application_object_not_available: '«{title}» non è più disponibile e non accetta candidature.',
  application_object_inactive: '«{title}» non è pubblicato al momento e non accetta candidature.',
  application_object_closed: '«{title}» non accetta candidature al momento.',
  application_objects_unknown: 'Scegliere almeno un oggetto per cui candidarsi.',
  application_object_type_unknown: 'Questo tipo di oggetto non esiste.',
  application_form_unknown: 'Questo modulo non è stato trovato.',
  application_submitted:
    'Grazie, la sua candidatura è pervenuta. Riceverà una conferma per e-mail con il suo link personale.',
  application_link_invalid: 'Questo link non è valido. Usi il link della sua e-mail di conferma.',
  application_link_closed:
    'Questa candidatura è chiusa. Il link non può più essere usato; si rivolga all’amministrazione.',
  application_rate_limited:
    'Dalla sua connessione sono pervenute troppe candidature. Riprovi tra {minutes} minuti.',
  application_answers_saved: 'Le sue indicazioni sono state salvate.',
  application_person_saved: 'Le indicazioni sulla persona sono state salvate.',
  application_person_deleted: 'La persona è stata tolta dalla candidatura.',
  application_person_last_adult: 'Una candidatura richiede almeno una persona adulta.',
  application_persons_too_many: 'Una candidatura può indicare al massimo {max} persone di questo tipo.',
  application_public_changed_meanwhile:
    'Le indicazioni sono state modificate nel frattempo (ad esempio in un’altra finestra). Ricarichi la pagina.',
  application_document_category_unknown: 'Scelga quale documento sta caricando.',
  application_documents_too_many: 'Una candidatura può contenere al massimo {max} documenti.',
  application_upload_budget_exceeded:
    'Questa candidatura contiene già {used} MB di documenti; una candidatura può contenerne al massimo {max} MB. Carichi solo i documenti richiesti e riduca i file grandi (p. es. scansioni in PDF a risoluzione più bassa). Non è stato caricato nulla.',
  application_upload_rate_exceeded:
    'Dalla sua connessione sono stati caricati {uploaded} MB di documenti nell’ultima ora; sono possibili {max} MB all’ora. Riprovi tra {minutes} minuti. Non è stato caricato nulla.',
  application_upload_storage_full:
    'L’amministrazione non può ricevere altri documenti al momento. La sua candidatura resta salvata; riprovi più tardi o si rivolga all’amministrazione. Non è stato caricato nulla.',
  application_mail_subject: 'La sua candidatura per {objects}',
  application_mail_greeting: 'Buongiorno,',
  application_mail_received:
    'Grazie per la sua candidatura per {objects}. L’abbiamo ricevuta e la esamineremo.',
  application_mail_link:
    'Con questo link personale può completare la sua candidatura e caricare documenti. Non lo inoltri ad altri:',
  application_mail_closing: 'Cordiali saluti\n{project}',
};

export const en: typeof de = {
  col_application_url: 'Application link',
  reference_questions_saved:
    'The reference questions were saved. They apply to reference requests sent from now on.',
  form_settings_saved: 'The form was saved as version {version}. It applies to new applications.',
  form_settings_changed_meanwhile:
    'The form was changed meanwhile (now version {version}). Please reload it.',
  form_settings_invalid: 'The form is not valid: {detail}',
  application_object_unknown: 'This property was not found. Please check the link.',
  application_object_not_available: '“{title}” is no longer available and takes no applications.',
  application_object_inactive: '“{title}” is not advertised at the moment and takes no applications.',
  application_object_closed: '“{title}” takes no applications at the moment.',
  application_objects_unknown: 'Please choose at least one property to apply for.',
  application_object_type_unknown: 'This kind of property does not exist.',
  application_form_unknown: 'This form was not found.',
  application_submitted:
    'Thank you, your application has arrived. You will receive a confirmation by e-mail with your personal link.',
  application_link_invalid: 'This link is not valid. Please use the link from your confirmation e-mail.',
  application_link_closed:
    'This application is closed. Its link can no longer be used; please contact the property management.',
  application_rate_limited:
    'Too many applications have been sent from your connection. Please try again in {minutes} minutes.',
  application_answers_saved: 'Your details were saved.',
  application_person_saved: 'The person’s details were saved.',
  application_person_deleted: 'The person was removed from the application.',
  application_person_last_adult: 'An application needs at least one adult.',
  application_persons_too_many: 'An application can list at most {max} people of this kind.',
  application_public_changed_meanwhile:
    'The details were changed meanwhile (for example in another window). Please reload the page.',
  application_document_category_unknown: 'Please choose which document you are uploading.',
  application_documents_too_many: 'An application can hold at most {max} documents.',
  application_upload_budget_exceeded:
    'This application already holds {used} MB of documents; an application can hold at most {max} MB. Please upload only the documents asked for and make large files smaller (e.g. scans as PDF at a lower resolution). Nothing was uploaded.',
  application_upload_rate_exceeded:
    'Your connection uploaded {uploaded} MB of documents in the last hour; {max} MB an hour are possible. Please try again in {minutes} minutes. Nothing was uploaded.',
  application_upload_storage_full:
    'The management cannot take any more documents at the moment. Your application stays saved; please try again later or contact the management. Nothing was uploaded.',
  application_mail_subject: 'Your application for {objects}',
  application_mail_greeting: 'Hello,',
  application_mail_received:
    'Thank you for your application for {objects}. We have received it and will review it.',
  application_mail_link:
    'With this personal link you can complete your application and upload documents. Please do not pass it on:',
  application_mail_closing: 'Kind regards\n{project}',
};
