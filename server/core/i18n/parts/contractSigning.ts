/** Server texts of digital contract signing (V2): the links' mails, the code, the signature page, in all four languages. */
export const de = {
  contract_signing_mail_subject: 'Mietvertrag zur Unterschrift: {object}',
  contract_signing_mail_link:
    '<p>Guten Tag {name}</p><p>Sie können den Mietvertrag hier ansehen und digital unterschreiben: <a href="{url}">{url}</a></p><p>Der Link ist bis {until} gültig und nur für Sie bestimmt.</p>',
  contract_signing_code_subject: 'Ihr Code zur Unterschrift des Mietvertrags',
  contract_signing_code_body:
    'Ihr Code lautet {code}. Er ist {minutes} Minuten gültig. Geben Sie ihn auf der Seite des Mietvertrags ein, um zu unterschreiben.',
  contract_signing_code_format: 'Der Code besteht aus 6 Ziffern.',
  contract_signing_not_countersigner: 'Gegenzeichnen darf nur die in den Einstellungen bestimmte Person.',
  contract_signing_code_sent: 'Wir haben einen Code an {email} gesendet.',
  contract_signing_code_wrong: 'Der Code ist nicht richtig. Sie haben noch {left} Versuche.',
  contract_signing_code_locked: 'Zu viele falsche Versuche. Bitte fordern Sie einen neuen Code an.',
  contract_signing_code_expired: 'Der Code ist abgelaufen. Bitte fordern Sie einen neuen Code an.',
  contract_signing_code_missing: 'Bitte fordern Sie zuerst einen Code an.',
  contract_signing_name_required: 'Bitte geben Sie Ihren Namen ein.',
  contract_signing_changed:
    'Der Mietvertrag wurde geändert, seit diese Seite geöffnet wurde. Sie können diese Fassung nicht mehr unterschreiben; Sie erhalten einen neuen Link.',
  contract_signing_signed_done: 'Vielen Dank. Ihre Unterschrift ist erfasst.',
  contract_signing_already_signed: 'Diese Person hat bereits unterschrieben.',
  contract_signing_not_digital: 'Die digitale Unterzeichnung ist für dieses Projekt nicht eingeschaltet.',
  contract_signing_signer_not_found: 'Diese unterzeichnende Person wurde nicht gefunden.',
  contract_signing_signer_no_email:
    'Für {name} ist keine E-Mail-Adresse erfasst. Jede erwachsene Person braucht eine, um digital zu unterschreiben.',
  contract_signing_not_all_signed: 'Es haben noch nicht alle erwachsenen Personen unterschrieben.',
  contract_signing_no_signers: 'Der Mietvertrag wurde nicht zur digitalen Unterschrift versandt.',
  contract_signing_sent_done: 'Der Mietvertrag wurde {count} Personen zur Unterschrift gesendet.',
  contract_signing_revoked_done: 'Der Link von {name} wurde widerrufen.',
  contract_signing_resent_done: '{name} hat einen neuen Link erhalten.',
  contract_signing_countersigned_done:
    'Der Mietvertrag ist gegengezeichnet und bei der Mieterschaft abgelegt.',
  contract_signing_voided:
    'Der Mietvertrag wurde geändert. Die bisherigen Unterschriften sind ungültig und die Links zur Unterschrift widerrufen; bitte versenden Sie ihn erneut.',
  contract_signing_links_revoked:
    'Der Mietvertrag wurde geändert. Die Links zur Unterschrift sind widerrufen; bitte versenden Sie ihn erneut.',
  contract_signed_file_name: 'Mietvertrag-unterschrieben',
  contract_signature_page_title: 'Unterschriften',
  contract_signature_page_document: 'Fingerabdruck (SHA-256) des unterschriebenen Dokuments:',
  contract_signature_page_signed:
    'Digital unterschrieben am {at} (Adresse {ip}), bestätigt mit einem Code an {email}',
  contract_signature_page_countersigned: 'Gegengezeichnet am {at} von {name}',
};

export const fr: Record<keyof typeof de, string> = {
  contract_signing_mail_subject: 'Bail à signer : {object}',
  contract_signing_mail_link:
    '<p>Bonjour {name}</p><p>Vous pouvez consulter le bail et le signer électroniquement ici : <a href="{url}">{url}</a></p><p>Le lien est valable jusqu’au {until} et vous est personnel.</p>',
  contract_signing_code_subject: 'Votre code pour signer le bail',
  contract_signing_code_body:
    'Votre code est {code}. Il est valable {minutes} minutes. Saisissez-le sur la page du bail pour signer.',
  contract_signing_code_format: 'Le code se compose de 6 chiffres.',
  contract_signing_not_countersigner: 'Seule la personne désignée dans les paramètres peut contresigner.',
  contract_signing_code_sent: 'Nous avons envoyé un code à {email}.',
  contract_signing_code_wrong: 'Le code n’est pas correct. Il vous reste {left} essais.',
  contract_signing_code_locked: 'Trop d’essais erronés. Veuillez demander un nouveau code.',
  contract_signing_code_expired: 'Le code a expiré. Veuillez demander un nouveau code.',
  contract_signing_code_missing: 'Veuillez d’abord demander un code.',
  contract_signing_name_required: 'Veuillez saisir votre nom.',
  contract_signing_changed:
    'Le bail a été modifié depuis l’ouverture de cette page. Cette version ne peut plus être signée ; vous recevrez un nouveau lien.',
  contract_signing_signed_done: 'Merci. Votre signature est enregistrée.',
  contract_signing_already_signed: 'Cette personne a déjà signé.',
  contract_signing_not_digital: 'La signature électronique n’est pas activée pour ce projet.',
  contract_signing_signer_not_found: 'Ce signataire est introuvable.',
  contract_signing_signer_no_email:
    'Aucune adresse e-mail n’est saisie pour {name}. Chaque adulte en a besoin pour signer électroniquement.',
  contract_signing_not_all_signed: 'Tous les adultes n’ont pas encore signé.',
  contract_signing_no_signers: 'Le bail n’a pas été envoyé pour signature électronique.',
  contract_signing_sent_done: 'Le bail a été envoyé pour signature à {count} personnes.',
  contract_signing_revoked_done: 'Le lien de {name} a été révoqué.',
  contract_signing_resent_done: '{name} a reçu un nouveau lien.',
  contract_signing_countersigned_done: 'Le bail est contresigné et classé auprès du locataire.',
  contract_signing_voided:
    'Le bail a été modifié. Les signatures données ne sont plus valables et les liens de signature sont révoqués ; veuillez l’envoyer à nouveau.',
  contract_signing_links_revoked:
    'Le bail a été modifié. Les liens de signature sont révoqués ; veuillez l’envoyer à nouveau.',
  contract_signed_file_name: 'Bail-signe',
  contract_signature_page_title: 'Signatures',
  contract_signature_page_document: 'Empreinte (SHA-256) du document signé :',
  contract_signature_page_signed:
    'Signé électroniquement le {at} (adresse {ip}), confirmé par un code envoyé à {email}',
  contract_signature_page_countersigned: 'Contresigné le {at} par {name}',
};

export const it: Record<keyof typeof de, string> = {
  contract_signing_mail_subject: 'Contratto di locazione da firmare: {object}',
  contract_signing_mail_link:
    '<p>Buongiorno {name}</p><p>Può consultare il contratto e firmarlo digitalmente qui: <a href="{url}">{url}</a></p><p>Il link è valido fino al {until} ed è personale.</p>',
  contract_signing_code_subject: 'Il suo codice per firmare il contratto',
  contract_signing_code_body:
    'Il suo codice è {code}. È valido {minutes} minuti. Lo inserisca nella pagina del contratto per firmare.',
  contract_signing_code_format: 'Il codice è composto da 6 cifre.',
  contract_signing_not_countersigner: 'Può controfirmare solo la persona designata nelle impostazioni.',
  contract_signing_code_sent: 'Abbiamo inviato un codice a {email}.',
  contract_signing_code_wrong: 'Il codice non è corretto. Le restano {left} tentativi.',
  contract_signing_code_locked: 'Troppi tentativi errati. Richieda un nuovo codice.',
  contract_signing_code_expired: 'Il codice è scaduto. Richieda un nuovo codice.',
  contract_signing_code_missing: 'Richieda prima un codice.',
  contract_signing_name_required: 'Inserisca il suo nome.',
  contract_signing_changed:
    'Il contratto è stato modificato dopo l’apertura di questa pagina. Questa versione non può più essere firmata; riceverà un nuovo link.',
  contract_signing_signed_done: 'Grazie. La sua firma è registrata.',
  contract_signing_already_signed: 'Questa persona ha già firmato.',
  contract_signing_not_digital: 'La firma digitale non è attivata per questo progetto.',
  contract_signing_signer_not_found: 'Firmatario non trovato.',
  contract_signing_signer_no_email:
    'Per {name} non è registrato alcun indirizzo e-mail. Ogni adulto ne ha bisogno per firmare digitalmente.',
  contract_signing_not_all_signed: 'Non tutti gli adulti hanno ancora firmato.',
  contract_signing_no_signers: 'Il contratto non è stato inviato per la firma digitale.',
  contract_signing_sent_done: 'Il contratto è stato inviato per la firma a {count} persone.',
  contract_signing_revoked_done: 'Il link di {name} è stato revocato.',
  contract_signing_resent_done: '{name} ha ricevuto un nuovo link.',
  contract_signing_countersigned_done: 'Il contratto è controfirmato e archiviato presso l’inquilino.',
  contract_signing_voided:
    'Il contratto è stato modificato. Le firme date non sono più valide e i link per la firma sono revocati; lo invii di nuovo.',
  contract_signing_links_revoked:
    'Il contratto è stato modificato. I link per la firma sono revocati; lo invii di nuovo.',
  contract_signed_file_name: 'Contratto-firmato',
  contract_signature_page_title: 'Firme',
  contract_signature_page_document: 'Impronta (SHA-256) del documento firmato:',
  contract_signature_page_signed:
    'Firmato digitalmente il {at} (indirizzo {ip}), confermato con un codice inviato a {email}',
  contract_signature_page_countersigned: 'Controfirmato il {at} da {name}',
};

export const en: Record<keyof typeof de, string> = {
  contract_signing_mail_subject: 'Rental agreement to sign: {object}',
  contract_signing_mail_link:
    '<p>Dear {name}</p><p>You can view and sign the rental agreement digitally here: <a href="{url}">{url}</a></p><p>The link is valid until {until} and meant for you alone.</p>',
  contract_signing_code_subject: 'Your code to sign the rental agreement',
  contract_signing_code_body:
    'Your code is {code}. It is valid for {minutes} minutes. Enter it on the rental agreement’s page to sign.',
  contract_signing_code_format: 'The code has 6 digits.',
  contract_signing_not_countersigner: 'Only the person chosen in the settings may countersign.',
  contract_signing_code_sent: 'We have sent a code to {email}.',
  contract_signing_code_wrong: 'The code is not correct. You have {left} attempts left.',
  contract_signing_code_locked: 'Too many wrong attempts. Please ask for a new code.',
  contract_signing_code_expired: 'The code has expired. Please ask for a new code.',
  contract_signing_code_missing: 'Please ask for a code first.',
  contract_signing_name_required: 'Please enter your name.',
  contract_signing_changed:
    'The rental agreement has changed since this page was opened. This version can no longer be signed; you will receive a new link.',
  contract_signing_signed_done: 'Thank you. Your signature has been recorded.',
  contract_signing_already_signed: 'This person has already signed.',
  contract_signing_not_digital: 'Digital signing is not switched on for this project.',
  contract_signing_signer_not_found: 'This signer was not found.',
  contract_signing_signer_no_email: '{name} has no e-mail address. Every adult needs one to sign digitally.',
  contract_signing_not_all_signed: 'Not all adults have signed yet.',
  contract_signing_no_signers: 'The rental agreement was not sent for digital signing.',
  contract_signing_sent_done: 'The rental agreement has been sent to {count} people to sign.',
  contract_signing_revoked_done: 'The link of {name} has been revoked.',
  contract_signing_resent_done: '{name} has received a new link.',
  contract_signing_countersigned_done: 'The rental agreement is countersigned and filed with the tenant.',
  contract_signing_voided:
    'The rental agreement has changed. The signatures given no longer count and the signing links are revoked; please send it again.',
  contract_signing_links_revoked:
    'The rental agreement has changed. The signing links are revoked; please send it again.',
  contract_signed_file_name: 'Rental-agreement-signed',
  contract_signature_page_title: 'Signatures',
  contract_signature_page_document: 'Fingerprint (SHA-256) of the signed document:',
  contract_signature_page_signed:
    'Signed digitally on {at} (address {ip}), confirmed with a code sent to {email}',
  contract_signature_page_countersigned: 'Countersigned on {at} by {name}',
};
