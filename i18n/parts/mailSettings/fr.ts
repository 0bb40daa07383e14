import type { de } from './de';

export const fr: typeof de = {
  settings_menu_communication: 'Communication',
  settings_menu_mail_signature: 'Signature e-mail',
  settings_menu_mail_templates: 'Modèles d’e-mail',

  mail_settings_languages: 'Langues',
  mail_settings_language_de: 'Allemand',
  mail_settings_language_fr: 'Français',
  mail_settings_language_it: 'Italien',
  mail_settings_language_en: 'Anglais',
  mail_settings_language_invalid: '%{language} (avec erreur)',
  mail_settings_reload: 'Recharger',
  mail_settings_conflict:
    'Quelqu’un d’autre a modifié ceci entre-temps. Vos saisies sont toujours là : copiez ce que vous voulez garder, puis rechargez.',

  mail_settings_insert_image: 'Insérer une image',
  mail_settings_image_uploading: 'L’image est en cours de téléversement …',
  mail_settings_image_pending:
    'Une image est encore en cours de téléversement. L’enregistrement sera possible une fois terminé.',
  mail_settings_image_refused: '%{name} : %{reason}',

  mail_settings_placeholders: 'Variables',
  mail_settings_placeholders_hint:
    'Un clic insère la variable dans le texte de la langue ouverte, à la position du curseur. À l’envoi, elle est remplacée par la valeur du destinataire.',
  mail_settings_placeholder_insert: 'Insérer %{placeholder}',
  mail_settings_placeholder_copy: 'Copier %{placeholder}',
  mail_settings_placeholder_copied: '%{placeholder} a été copié dans le presse-papiers.',
  mail_settings_placeholder_copy_failed:
    'Le navigateur n’autorise pas la copie. Saisissez la variable à la main, avec les doubles accolades.',
  mail_placeholder_salutation: 'Formule d’appel',
  mail_placeholder_applicant_name: 'Prénom et nom',
  mail_placeholder_applicant_first_name: 'Prénom',
  mail_placeholder_applicant_last_name: 'Nom',
  mail_placeholder_object_title: 'Objet',
  mail_placeholder_object_address: 'Adresse de l’objet',
  mail_placeholder_object_ref: 'Numéro de l’objet',
  mail_placeholder_object_rent: 'Loyer',
  mail_placeholder_viewing_date: 'Date de visite',
  mail_placeholder_viewing_link: 'Lien personnel pour s’inscrire à la visite',
  mail_placeholder_offer_expires_on: 'Délai de réponse de l’offre',
  mail_placeholder_offer_link: 'Lien pour répondre à l’offre',
  mail_placeholder_reference_link: 'Lien vers le formulaire de référence',
  mail_placeholder_accounting_link: 'Lien de confirmation des données de facturation (vente)',
  mail_placeholder_application_link: 'Lien personnel vers la candidature',
  mail_placeholder_project_name: 'Projet',
  mail_placeholder_sender_name: 'Nom de l’expéditeur',

  mail_unknown_placeholder: 'Cette variable est inconnue. Utilisez uniquement les variables de la liste.',
  mail_subject_line_break: 'L’objet doit tenir sur une seule ligne.',

  mail_settings_signature_title: 'Signature e-mail',
  mail_settings_signature_intro:
    'La signature figure sous chaque e-mail envoyé depuis le projet, dans la langue du destinataire.',
  mail_settings_signature_section: 'Signature par langue',
  mail_settings_signature_of: 'Signature (%{language})',
  mail_settings_signature_saved: 'La signature a été enregistrée.',

  mail_settings_templates_title: 'Modèles d’e-mail',
  mail_settings_templates_intro:
    'Un modèle s’écrit une fois par langue ; à l’envoi, chaque personne reçoit la version dans sa langue.',
  mail_settings_templates_section: 'Modèles',
  mail_settings_templates_empty: 'Il n’y a pas encore de modèle.',
  mail_settings_template_create: 'Nouveau modèle',
  mail_settings_template_languages: 'Langues : %{languages}',
  mail_settings_template_delete_named: 'Supprimer le modèle « %{title} »',
  mail_settings_template_delete_title: 'Supprimer le modèle ?',
  mail_settings_template_delete_content:
    'Le modèle « %{title} » sera supprimé. Les e-mails déjà envoyés sont conservés.',
  mail_settings_template_delete: 'Supprimer',
  mail_settings_template_deleted: 'Le modèle a été supprimé.',
  mail_settings_template_create_title: 'Nouveau modèle d’e-mail',
  mail_settings_template_edit_title: 'Modifier le modèle d’e-mail',
  mail_settings_back_to_templates: 'Retour aux modèles',
  mail_settings_template_title: 'Titre',
  mail_settings_subject_of: 'Objet (%{language})',
  mail_settings_body_of: 'Texte (%{language})',
  mail_settings_template_saved: 'Le modèle a été enregistré.',
};
