/** The public object list and details, their interest form and their settings, in all four languages. */
export const de = {
  public_objects_not_found: 'Dieses Angebot gibt es nicht mehr.',
  public_objects_filter_invalid: 'Bitte geben Sie eine Zahl ein.',
  website_list_unknown_field: 'Dieses Feld gibt es nicht.',
  website_list_unknown_filter: 'Diesen Filter gibt es nicht.',
  website_frame_domain_invalid:
    'Bitte geben Sie jede Website als Adresse ohne Pfad an, zum Beispiel https://www.verwaltung.ch.',
  website_frame_domains_too_many: 'Es sind höchstens 20 Websites möglich.',
  website_list_changed: 'Die Einstellungen wurden inzwischen geändert. Bitte laden Sie sie neu.',
  website_list_saved: 'Die Einstellungen der Objektliste sind gespeichert.',
  interest_form_no_markup: 'Bitte schreiben Sie Ihre Nachricht ohne spitze Klammern (< >).',
  interest_form_sent: 'Vielen Dank für Ihr Interesse. Die Bestätigung kommt per E-Mail.',
  interest_mail_subject: 'Ihr Interesse an {object}',
  interest_mail_greeting: 'Guten Tag {name}',
  interest_mail_body:
    'Vielen Dank für Ihr Interesse an {object}. Wir haben Ihre Angaben erhalten und melden uns bei Ihnen.',
  interest_mail_closing: 'Freundliche Grüsse\n{sender}',
  outbox_kind_interest_confirmation: 'Bestätigung einer Interessensmeldung',
  interested_source_website: 'Website',
  change_entity_website_object_lists: 'Objektliste der Website',
};

export const fr: typeof de = {
  public_objects_not_found: "Cette offre n'existe plus.",
  public_objects_filter_invalid: 'Veuillez saisir un nombre.',
  website_list_unknown_field: "Ce champ n'existe pas.",
  website_list_unknown_filter: "Ce filtre n'existe pas.",
  website_frame_domain_invalid:
    'Veuillez indiquer chaque site comme adresse sans chemin, par exemple https://www.gerance.ch.',
  website_frame_domains_too_many: 'Au maximum 20 sites sont possibles.',
  website_list_changed: 'Les paramètres ont été modifiés entre-temps. Veuillez les recharger.',
  website_list_saved: 'Les paramètres de la liste des objets sont enregistrés.',
  interest_form_no_markup: 'Veuillez écrire votre message sans chevrons (< >).',
  interest_form_sent: 'Merci de votre intérêt. La confirmation vous parvient par e-mail.',
  interest_mail_subject: 'Votre intérêt pour {object}',
  interest_mail_greeting: 'Bonjour {name}',
  interest_mail_body:
    'Merci de votre intérêt pour {object}. Nous avons bien reçu vos coordonnées et reprendrons contact avec vous.',
  interest_mail_closing: 'Meilleures salutations\n{sender}',
  outbox_kind_interest_confirmation: "Confirmation d'une demande d'intérêt",
  interested_source_website: 'Site web',
  change_entity_website_object_lists: 'Liste des objets du site web',
};

export const it: typeof de = {
  public_objects_not_found: 'Questa offerta non esiste più.',
  public_objects_filter_invalid: 'Inserisca un numero.',
  website_list_unknown_field: 'Questo campo non esiste.',
  website_list_unknown_filter: 'Questo filtro non esiste.',
  website_frame_domain_invalid:
    'Indichi ogni sito come indirizzo senza percorso, per esempio https://www.amministrazione.ch.',
  website_frame_domains_too_many: 'Sono possibili al massimo 20 siti.',
  website_list_changed: 'Le impostazioni sono state modificate nel frattempo. Le ricarichi.',
  website_list_saved: "Le impostazioni dell'elenco degli oggetti sono salvate.",
  interest_form_no_markup: 'Scriva il messaggio senza parentesi angolari (< >).',
  interest_form_sent: 'Grazie per il Suo interesse. La conferma arriva per e-mail.',
  interest_mail_subject: 'Il Suo interesse per {object}',
  interest_mail_greeting: 'Buongiorno {name}',
  interest_mail_body:
    'Grazie per il Suo interesse per {object}. Abbiamo ricevuto i Suoi dati e La ricontatteremo.',
  interest_mail_closing: 'Cordiali saluti\n{sender}',
  outbox_kind_interest_confirmation: 'Conferma di una manifestazione di interesse',
  interested_source_website: 'Sito web',
  change_entity_website_object_lists: 'Elenco oggetti del sito web',
};

export const en: typeof de = {
  public_objects_not_found: 'This offer no longer exists.',
  public_objects_filter_invalid: 'Please enter a number.',
  website_list_unknown_field: 'This field does not exist.',
  website_list_unknown_filter: 'This filter does not exist.',
  website_frame_domain_invalid:
    'Please give each website as an address without a path, for example https://www.management.ch.',
  website_frame_domains_too_many: 'At most 20 websites are possible.',
  website_list_changed: 'The settings have been changed in the meantime. Please reload them.',
  website_list_saved: 'The object list settings have been saved.',
  interest_form_no_markup: 'Please write your message without angle brackets (< >).',
  interest_form_sent: 'Thank you for your interest. The confirmation is on its way by e-mail.',
  interest_mail_subject: 'Your interest in {object}',
  interest_mail_greeting: 'Hello {name}',
  interest_mail_body:
    'Thank you for your interest in {object}. We have received your details and will get back to you.',
  interest_mail_closing: 'Kind regards\n{sender}',
  outbox_kind_interest_confirmation: 'Confirmation of an expression of interest',
  interested_source_website: 'Website',
  change_entity_website_object_lists: 'Website object list',
};
