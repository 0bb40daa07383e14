/** Mail templates, the signature, the mail dialog and bulk mail, in all four languages. */
export const de = {
  mail_template_not_found: 'Diese Mailvorlage wurde nicht gefunden.',
  mail_template_changed_meanwhile: 'Die Mailvorlage wurde inzwischen geändert. Bitte laden Sie sie neu.',
  mail_signature_changed_meanwhile: 'Die Mailsignatur wurde inzwischen geändert. Bitte laden Sie sie neu.',
  mail_unknown_placeholder:
    'Dieser Platzhalter ist unbekannt oder unvollständig. Erlaubt sind nur die aufgeführten Platzhalter, je in zwei geschweiften Klammern.',
  mail_subject_line_break: 'Der Betreff muss auf eine Zeile passen.',
  admin_selected_items_have_different_lang_message:
    'Die ausgewählten Einträge haben verschiedene Sprachen. Bitte wählen Sie nur Einträge einer Sprache.',
  mail_no_recipients: 'Es ist kein Empfänger ausgewählt.',
  mail_recipient_not_found: 'Dieser Empfänger wurde nicht gefunden.',
  mail_recipient_no_email: 'Ohne E-Mail-Adresse: erhält einen Brief.',
  mail_batch_not_found: 'Dieser Mailversand wurde nicht gefunden.',
  mail_attachment_not_found: 'Dieser Anhang wurde nicht gefunden.',
  mail_attachment_not_allowed:
    'Ein Anhang gehört zu den Unterlagen einer Bewerbung, die Sie nicht sehen dürfen. Es wurde nichts versandt.',
  mail_send_repeated: 'Dieses Mail wurde eben erst verschickt. Bitte warten Sie einen Moment.',
  mail_view_not_allowed: 'Sie dürfen dieser Liste keine Mails schreiben.',
  mail_sent_title: 'Mail versandt',
  mail_queued_text: '{count} Mail(s) wurden zum Versand bereitgestellt.',
  mail_letters_title: 'Briefe erstellt',
  mail_letters_text: '{count} Empfänger ohne E-Mail-Adresse erhalten einen Brief (PDF).',
  mail_nothing_sent_title: 'Nichts versandt',
  mail_nothing_sent_text: 'Keiner der ausgewählten Empfänger konnte angeschrieben werden.',
  mail_letters_file_name: 'Briefe.pdf',
  mail_letters_document_title: 'Briefe',
  mail_salutation: 'Guten Tag {name}',
  mail_placeholders_invalid: 'Unbekannte oder unvollständige Platzhalter: {placeholders}.',
  mail_placeholders_unfilled:
    'Diese Platzhalter haben für {name} keinen Wert: {placeholders}. Ersetzen Sie sie durch Text oder entfernen Sie sie. Es wurde nichts versandt.',
  mail_placeholder_no_value: 'Ein Platzhalter hat keinen Wert.',
  mail_outbox_title: 'Wartet im Postausgang',
  mail_outbox_text: '{count} Mail(s) warten im Postausgang: Es ist kein Mailserver eingerichtet.',
  mail_salutation_female: 'Sehr geehrte Frau {name}',
  mail_salutation_male: 'Sehr geehrter Herr {name}',
  mail_new_template_title: 'Neues Mail',
  mail_offer_denial_not_possible:
    'Diese Bewerbung hat für dieses Objekt weder ein offenes Angebot noch eine Priorität.',
  mail_offer_denial_subject: 'Ihre Bewerbung für {{object_title}}',
  mail_offer_denial_body:
    '<p>{{salutation}}</p><p>Vielen Dank für Ihr Interesse an {{object_title}}. Leider können wir Ihnen dieses Objekt nicht anbieten. Wir haben uns für eine andere Bewerbung entschieden.</p><p>Ihre übrigen Prioritäten bleiben bestehen.</p>',
  mail_offer_denial_reason: 'Absage per Mail',
  mail_reference_landlord_subject: 'Referenzauskunft zu {{applicant_name}}',
  mail_reference_landlord_body:
    '<p>{{salutation}}</p><p>{{applicant_name}} hat sich bei uns um eine Wohnung beworben und Sie als aktuelle Vermieterschaft angegeben. Dürfen wir Sie bitten, uns kurz zu bestätigen, dass das Mietverhältnis ordentlich verläuft und der Mietzins pünktlich bezahlt wird?</p><p>Besten Dank für Ihre Rückmeldung.</p>',
  mail_reference_employer_subject: 'Arbeitgeberauskunft zu {{applicant_name}}',
  mail_reference_employer_body:
    '<p>{{salutation}}</p><p>{{applicant_name}} hat sich bei uns um eine Wohnung beworben und Sie als Arbeitgeber angegeben. Dürfen wir Sie bitten, uns das Arbeitsverhältnis kurz zu bestätigen?</p><p>Besten Dank für Ihre Rückmeldung.</p>',
  mail_reference_missing: 'Diese Bewerbung nennt keine E-Mail-Adresse für diese Referenz.',
  mail_objects_without_applicant:
    'Keines der ausgewählten Objekte ist einer Bewerbung angeboten oder zugeteilt: Es gibt niemanden, dem das Mail gelten könnte.',
  mail_references_none_landlord:
    'Keine der ausgewählten Bewerbungen nennt eine E-Mail-Adresse der aktuellen Vermieterschaft.',
  mail_references_none_employer:
    'Keine der ausgewählten Bewerbungen nennt eine E-Mail-Adresse des Arbeitgebers.',
};

export const fr: typeof de = {
  mail_template_not_found: 'Ce modèle d’e-mail est introuvable.',
  mail_template_changed_meanwhile: 'Le modèle d’e-mail a été modifié entre-temps. Veuillez le recharger.',
  mail_signature_changed_meanwhile: 'La signature a été modifiée entre-temps. Veuillez la recharger.',
  mail_unknown_placeholder:
    'Ce champ de substitution est inconnu ou incomplet. Seuls les champs listés sont autorisés, chacun entre deux accolades doubles.',
  mail_subject_line_break: 'L’objet doit tenir sur une ligne.',
  admin_selected_items_have_different_lang_message:
    'Les entrées sélectionnées ont des langues différentes. Veuillez ne choisir que des entrées d’une seule langue.',
  mail_no_recipients: 'Aucun destinataire n’est sélectionné.',
  mail_recipient_not_found: 'Ce destinataire est introuvable.',
  mail_recipient_no_email: 'Sans adresse e-mail : reçoit une lettre.',
  mail_batch_not_found: 'Cet envoi est introuvable.',
  mail_attachment_not_found: 'Cette pièce jointe est introuvable.',
  mail_attachment_not_allowed:
    "Une pièce jointe fait partie du dossier d'une candidature que vous n'êtes pas autorisé(e) à voir. Rien n'a été envoyé.",
  mail_send_repeated: 'Cet e-mail vient d’être envoyé. Veuillez patienter un instant.',
  mail_view_not_allowed: 'Vous ne pouvez pas écrire aux entrées de cette liste.',
  mail_sent_title: 'E-mail envoyé',
  mail_queued_text: '{count} e-mail(s) prêt(s) à l’envoi.',
  mail_letters_title: 'Lettres créées',
  mail_letters_text: '{count} destinataire(s) sans adresse e-mail reçoivent une lettre (PDF).',
  mail_nothing_sent_title: 'Rien envoyé',
  mail_nothing_sent_text: 'Aucun des destinataires sélectionnés n’a pu être contacté.',
  mail_letters_file_name: 'Lettres.pdf',
  mail_letters_document_title: 'Lettres',
  mail_salutation: 'Bonjour {name}',
  mail_placeholders_invalid: 'Champs de substitution inconnus ou incomplets : {placeholders}.',
  mail_placeholders_unfilled:
    'Ces champs de substitution n’ont pas de valeur pour {name} : {placeholders}. Remplacez-les par du texte ou supprimez-les. Rien n’a été envoyé.',
  mail_placeholder_no_value: 'Un champ de substitution n’a pas de valeur.',
  mail_outbox_title: 'En attente dans la boîte d’envoi',
  mail_outbox_text:
    '{count} e-mail(s) en attente dans la boîte d’envoi : aucun serveur de messagerie n’est configuré.',
  mail_salutation_female: 'Chère Madame {name}',
  mail_salutation_male: 'Cher Monsieur {name}',
  mail_new_template_title: 'Nouvel e-mail',
  mail_offer_denial_not_possible: 'Cette candidature n’a ni offre ouverte ni priorité pour cet objet.',
  mail_offer_denial_subject: 'Votre candidature pour {{object_title}}',
  mail_offer_denial_body:
    '<p>{{salutation}}</p><p>Merci de l’intérêt que vous portez à {{object_title}}. Malheureusement, nous ne pouvons pas vous proposer cet objet, car nous avons retenu une autre candidature.</p><p>Vos autres priorités restent valables.</p>',
  mail_offer_denial_reason: 'Refus par e-mail',
  mail_reference_landlord_subject: 'Demande de référence concernant {{applicant_name}}',
  mail_reference_landlord_body:
    '<p>{{salutation}}</p><p>{{applicant_name}} a posé sa candidature pour un logement chez nous et vous a indiqué comme bailleur actuel. Pourriez-vous nous confirmer brièvement que le bail se déroule correctement et que le loyer est payé à temps?</p><p>Merci d’avance pour votre réponse.</p>',
  mail_reference_employer_subject: 'Renseignements employeur concernant {{applicant_name}}',
  mail_reference_employer_body:
    '<p>{{salutation}}</p><p>{{applicant_name}} a posé sa candidature pour un logement chez nous et vous a indiqué comme employeur. Pourriez-vous nous confirmer brièvement le rapport de travail?</p><p>Merci d’avance pour votre réponse.</p>',
  mail_reference_missing: 'Cette candidature n’indique pas d’adresse e-mail pour cette référence.',
  mail_objects_without_applicant:
    'Aucun des objets sélectionnés n’est offert ou attribué à une candidature : l’e-mail n’aurait aucun destinataire.',
  mail_references_none_landlord:
    'Aucune des candidatures sélectionnées n’indique l’adresse e-mail du bailleur actuel.',
  mail_references_none_employer:
    'Aucune des candidatures sélectionnées n’indique l’adresse e-mail de l’employeur.',
};

export const it: typeof de = {
  mail_template_not_found: 'Questo modello di e-mail non è stato trovato.',
  mail_template_changed_meanwhile: 'Il modello di e-mail è stato modificato nel frattempo. Ricaricarlo.',
  mail_signature_changed_meanwhile: 'La firma è stata modificata nel frattempo. Ricaricarla.',
  mail_unknown_placeholder:
    'Questo segnaposto è sconosciuto o incompleto. Sono ammessi solo i segnaposto elencati, ciascuno tra doppie parentesi graffe.',
  mail_subject_line_break: 'L’oggetto deve stare su una riga.',
  admin_selected_items_have_different_lang_message:
    'Le voci selezionate hanno lingue diverse. Selezionare solo voci di una lingua.',
  mail_no_recipients: 'Nessun destinatario selezionato.',
  mail_recipient_not_found: 'Questo destinatario non è stato trovato.',
  mail_recipient_no_email: 'Senza indirizzo e-mail: riceve una lettera.',
  mail_batch_not_found: 'Questo invio non è stato trovato.',
  mail_attachment_not_found: 'Questo allegato non è stato trovato.',
  mail_attachment_not_allowed:
    'Un allegato fa parte della documentazione di una candidatura che non è autorizzato/a a vedere. Non è stato inviato nulla.',
  mail_send_repeated: 'Questa e-mail è appena stata inviata. Attendere un momento.',
  mail_view_not_allowed: 'Non può scrivere e-mail alle voci di questo elenco.',
  mail_sent_title: 'E-mail inviata',
  mail_queued_text: '{count} e-mail pronte per l’invio.',
  mail_letters_title: 'Lettere create',
  mail_letters_text: '{count} destinatari senza indirizzo e-mail ricevono una lettera (PDF).',
  mail_nothing_sent_title: 'Nulla inviato',
  mail_nothing_sent_text: 'Non è stato possibile scrivere a nessuno dei destinatari selezionati.',
  mail_letters_file_name: 'Lettere.pdf',
  mail_letters_document_title: 'Lettere',
  mail_salutation: 'Buongiorno {name}',
  mail_placeholders_invalid: 'Segnaposto sconosciuti o incompleti: {placeholders}.',
  mail_placeholders_unfilled:
    'Questi segnaposto non hanno un valore per {name}: {placeholders}. Li sostituisca con del testo o li rimuova. Non è stato inviato nulla.',
  mail_placeholder_no_value: 'Un segnaposto non ha un valore.',
  mail_outbox_title: 'In attesa nella posta in uscita',
  mail_outbox_text:
    '{count} e-mail in attesa nella posta in uscita: non è configurato alcun server di posta.',
  mail_salutation_female: 'Gentile signora {name}',
  mail_salutation_male: 'Egregio signor {name}',
  mail_new_template_title: 'Nuova e-mail',
  mail_offer_denial_not_possible:
    'Questa candidatura non ha né un’offerta aperta né una priorità per questo oggetto.',
  mail_offer_denial_subject: 'La sua candidatura per {{object_title}}',
  mail_offer_denial_body:
    '<p>{{salutation}}</p><p>La ringraziamo per il suo interesse per {{object_title}}. Purtroppo non possiamo offrirle questo oggetto: abbiamo scelto un’altra candidatura.</p><p>Le sue altre priorità restano valide.</p>',
  mail_offer_denial_reason: 'Rifiuto per e-mail',
  mail_reference_landlord_subject: 'Richiesta di referenze per {{applicant_name}}',
  mail_reference_landlord_body:
    '<p>{{salutation}}</p><p>{{applicant_name}} si è candidato/a per un appartamento presso di noi e l’ha indicata come locatore attuale. Potrebbe confermarci brevemente che la locazione procede regolarmente e che la pigione viene pagata puntualmente?</p><p>La ringraziamo per la sua risposta.</p>',
  mail_reference_employer_subject: 'Referenze del datore di lavoro per {{applicant_name}}',
  mail_reference_employer_body:
    '<p>{{salutation}}</p><p>{{applicant_name}} si è candidato/a per un appartamento presso di noi e l’ha indicata come datore di lavoro. Potrebbe confermarci brevemente il rapporto di lavoro?</p><p>La ringraziamo per la sua risposta.</p>',
  mail_reference_missing: 'Questa candidatura non indica un indirizzo e-mail per questa referenza.',
  mail_objects_without_applicant:
    'Nessuno degli oggetti selezionati è offerto o assegnato a una candidatura: l’e-mail non avrebbe destinatari.',
  mail_references_none_landlord:
    'Nessuna delle candidature selezionate indica l’indirizzo e-mail del locatore attuale.',
  mail_references_none_employer:
    'Nessuna delle candidature selezionate indica l’indirizzo e-mail del datore di lavoro.',
};

export const en: typeof de = {
  mail_template_not_found: 'This mail template was not found.',
  mail_template_changed_meanwhile: 'The mail template was changed in the meantime. Please reload it.',
  mail_signature_changed_meanwhile: 'The mail signature was changed in the meantime. Please reload it.',
  mail_unknown_placeholder:
    'This placeholder is unknown or incomplete. Only the listed placeholders are allowed, each in double curly braces.',
  mail_subject_line_break: 'The subject must fit on one line.',
  admin_selected_items_have_different_lang_message:
    'The selected entries have different languages. Please select entries of one language only.',
  mail_no_recipients: 'No recipient is selected.',
  mail_recipient_not_found: 'This recipient was not found.',
  mail_recipient_no_email: 'No e-mail address: gets a letter.',
  mail_batch_not_found: 'This mailing was not found.',
  mail_attachment_not_found: 'This attachment was not found.',
  mail_attachment_not_allowed:
    "An attachment belongs to an application's documents, which you may not see. Nothing was sent.",
  mail_send_repeated: 'This mail was sent just now. Please wait a moment.',
  mail_view_not_allowed: 'You may not write mails to the entries of this list.',
  mail_sent_title: 'Mail sent',
  mail_queued_text: '{count} mail(s) queued for delivery.',
  mail_letters_title: 'Letters created',
  mail_letters_text: '{count} recipient(s) without an e-mail address get a letter (PDF).',
  mail_nothing_sent_title: 'Nothing sent',
  mail_nothing_sent_text: 'None of the selected recipients could be written to.',
  mail_letters_file_name: 'Letters.pdf',
  mail_letters_document_title: 'Letters',
  mail_salutation: 'Hello {name}',
  mail_placeholders_invalid: 'Unknown or incomplete placeholders: {placeholders}.',
  mail_placeholders_unfilled:
    'These placeholders have no value for {name}: {placeholders}. Replace them with text or remove them. Nothing was sent.',
  mail_placeholder_no_value: 'A placeholder has no value.',
  mail_outbox_title: 'Waiting in the outbox',
  mail_outbox_text: '{count} mail(s) waiting in the outbox: no mail server is configured.',
  mail_salutation_female: 'Dear Ms {name}',
  mail_salutation_male: 'Dear Mr {name}',
  mail_new_template_title: 'New mail',
  mail_offer_denial_not_possible:
    'This application has neither an open offer nor a priority for this object.',
  mail_offer_denial_subject: 'Your application for {{object_title}}',
  mail_offer_denial_body:
    '<p>{{salutation}}</p><p>Thank you for your interest in {{object_title}}. Unfortunately we cannot offer you this object, as we have chosen another application.</p><p>Your other priorities remain in place.</p>',
  mail_offer_denial_reason: 'Declined by mail',
  mail_reference_landlord_subject: 'Reference request for {{applicant_name}}',
  mail_reference_landlord_body:
    '<p>{{salutation}}</p><p>{{applicant_name}} has applied for a flat with us and named you as their current landlord. Could you briefly confirm that the tenancy is going well and that the rent is paid on time?</p><p>Thank you for your reply.</p>',
  mail_reference_employer_subject: 'Employer reference for {{applicant_name}}',
  mail_reference_employer_body:
    '<p>{{salutation}}</p><p>{{applicant_name}} has applied for a flat with us and named you as their employer. Could you briefly confirm the employment?</p><p>Thank you for your reply.</p>',
  mail_reference_missing: 'This application gives no e-mail address for this reference.',
  mail_objects_without_applicant:
    'None of the selected objects is offered or assigned to an application: the mail would have no recipient.',
  mail_references_none_landlord:
    'None of the selected applications gives the current landlord’s e-mail address.',
  mail_references_none_employer: 'None of the selected applications gives the employer’s e-mail address.',
};
