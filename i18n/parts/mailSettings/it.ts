import type { de } from './de';

export const it: typeof de = {
  settings_menu_communication: 'Comunicazione',
  settings_menu_mail_signature: 'Firma e-mail',
  settings_menu_mail_templates: 'Modelli e-mail',

  mail_settings_languages: 'Lingue',
  mail_settings_language_de: 'Tedesco',
  mail_settings_language_fr: 'Francese',
  mail_settings_language_it: 'Italiano',
  mail_settings_language_en: 'Inglese',
  mail_settings_language_invalid: '%{language} (con errore)',
  mail_settings_reload: 'Ricarica',
  mail_settings_conflict:
    'Qualcun altro ha modificato questi dati nel frattempo. I suoi inserimenti sono ancora qui: copi ciò che vuole tenere e poi ricarichi.',

  mail_settings_insert_image: 'Inserisci immagine',
  mail_settings_image_uploading: 'Caricamento dell’immagine in corso …',
  mail_settings_image_pending: 'Un’immagine è ancora in caricamento. Si potrà salvare quando sarà terminato.',
  mail_settings_image_refused: '%{name}: %{reason}',

  mail_settings_placeholders: 'Segnaposto',
  mail_settings_placeholders_hint:
    'Un clic inserisce il segnaposto nel testo della lingua aperta, nella posizione del cursore. All’invio viene sostituito con il valore del destinatario.',
  mail_settings_placeholder_insert: 'Inserisci %{placeholder}',
  mail_settings_placeholder_copy: 'Copia %{placeholder}',
  mail_settings_placeholder_copied: '%{placeholder} è stato copiato negli appunti.',
  mail_settings_placeholder_copy_failed:
    'Il browser non consente di copiare. Scriva il segnaposto a mano, con le doppie parentesi graffe.',
  mail_placeholder_salutation: 'Formula di saluto',
  mail_placeholder_applicant_name: 'Nome e cognome',
  mail_placeholder_applicant_first_name: 'Nome',
  mail_placeholder_applicant_last_name: 'Cognome',
  mail_placeholder_object_title: 'Oggetto',
  mail_placeholder_object_address: 'Indirizzo dell’oggetto',
  mail_placeholder_object_ref: 'Numero dell’oggetto',
  mail_placeholder_object_rent: 'Pigione',
  mail_placeholder_viewing_date: 'Data della visita',
  mail_placeholder_viewing_link: 'Link personale per iscriversi alla visita',
  mail_placeholder_offer_expires_on: 'Termine di risposta dell’offerta',
  mail_placeholder_offer_link: 'Link per rispondere all’offerta',
  mail_placeholder_reference_link: 'Link al modulo di referenza',
  mail_placeholder_accounting_link: 'Link di conferma dei dati di fatturazione (vendita)',
  mail_placeholder_application_link: 'Link personale alla candidatura',
  mail_placeholder_project_name: 'Progetto',
  mail_placeholder_sender_name: 'Nome del mittente',

  mail_unknown_placeholder: 'Questo segnaposto è sconosciuto. Usi solo i segnaposto elencati.',
  mail_subject_line_break: 'L’oggetto deve stare su una sola riga.',

  mail_settings_signature_title: 'Firma e-mail',
  mail_settings_signature_intro:
    'La firma compare sotto ogni e-mail inviata dal progetto, nella lingua del destinatario.',
  mail_settings_signature_section: 'Firma per lingua',
  mail_settings_signature_of: 'Firma (%{language})',
  mail_settings_signature_saved: 'La firma è stata salvata.',

  mail_settings_templates_title: 'Modelli e-mail',
  mail_settings_templates_intro:
    'Un modello si scrive una volta per lingua; all’invio ogni persona riceve la versione nella sua lingua.',
  mail_settings_templates_section: 'Modelli',
  mail_settings_templates_empty: 'Non ci sono ancora modelli.',
  mail_settings_template_create: 'Nuovo modello',
  mail_settings_template_languages: 'Lingue: %{languages}',
  mail_settings_template_delete_named: 'Elimina il modello «%{title}»',
  mail_settings_template_delete_title: 'Eliminare il modello?',
  mail_settings_template_delete_content:
    'Il modello «%{title}» verrà eliminato. Le e-mail già inviate restano.',
  mail_settings_template_delete: 'Elimina',
  mail_settings_template_deleted: 'Il modello è stato eliminato.',
  mail_settings_template_create_title: 'Nuovo modello e-mail',
  mail_settings_template_edit_title: 'Modifica modello e-mail',
  mail_settings_back_to_templates: 'Torna ai modelli',
  mail_settings_template_title: 'Titolo',
  mail_settings_subject_of: 'Oggetto (%{language})',
  mail_settings_body_of: 'Testo (%{language})',
  mail_settings_template_saved: 'Il modello è stato salvato.',
};
