import type { de } from './de';

export const en: typeof de = {
  settings_menu_communication: 'Communication',
  settings_menu_mail_signature: 'Email signature',
  settings_menu_mail_templates: 'Email templates',

  mail_settings_languages: 'Languages',
  mail_settings_language_de: 'German',
  mail_settings_language_fr: 'French',
  mail_settings_language_it: 'Italian',
  mail_settings_language_en: 'English',
  mail_settings_language_invalid: '%{language} (with error)',
  mail_settings_reload: 'Reload',
  mail_settings_conflict:
    'Someone else has changed this in the meantime. Your input is still here: copy what you want to keep, then reload.',

  mail_settings_insert_image: 'Insert image',
  mail_settings_image_uploading: 'Uploading the image …',
  mail_settings_image_pending: 'An image is still uploading. You can save once it has finished.',
  mail_settings_image_refused: '%{name}: %{reason}',

  mail_settings_placeholders: 'Placeholders',
  mail_settings_placeholders_hint:
    'A click inserts the placeholder into the text of the open language at the cursor. When the mail is sent, it is replaced by the recipient’s value.',
  mail_settings_placeholder_insert: 'Insert %{placeholder}',
  mail_settings_placeholder_copy: 'Copy %{placeholder}',
  mail_settings_placeholder_copied: '%{placeholder} was copied to the clipboard.',
  mail_settings_placeholder_copy_failed:
    'The browser does not allow copying. Type the placeholder by hand, with the double curly braces.',
  mail_placeholder_salutation: 'Salutation',
  mail_placeholder_applicant_name: 'First and last name',
  mail_placeholder_applicant_first_name: 'First name',
  mail_placeholder_applicant_last_name: 'Last name',
  mail_placeholder_object_title: 'Property',
  mail_placeholder_object_address: 'Address of the property',
  mail_placeholder_object_ref: 'Property number',
  mail_placeholder_object_rent: 'Rent',
  mail_placeholder_viewing_date: 'Viewing date',
  mail_placeholder_viewing_link: 'Personal link to book the viewing',
  mail_placeholder_offer_expires_on: 'Offer reply deadline',
  mail_placeholder_offer_link: 'Link to answer the offer',
  mail_placeholder_reference_link: 'Link to the reference form',
  mail_placeholder_accounting_link: 'Link to confirm the accounting details (sale)',
  mail_placeholder_application_link: 'Personal link to the application',
  mail_placeholder_project_name: 'Project',
  mail_placeholder_sender_name: 'Sender’s name',

  mail_unknown_placeholder: 'This placeholder is unknown. Use only the placeholders listed.',
  mail_subject_line_break: 'The subject must fit on one line.',

  mail_settings_signature_title: 'Email signature',
  mail_settings_signature_intro:
    'The signature appears below every email sent from the project, in the recipient’s language.',
  mail_settings_signature_section: 'Signature per language',
  mail_settings_signature_of: 'Signature (%{language})',
  mail_settings_signature_saved: 'The signature was saved.',

  mail_settings_templates_title: 'Email templates',
  mail_settings_templates_intro:
    'A template is written once per language; when sending, everyone gets the version in their language.',
  mail_settings_templates_section: 'Templates',
  mail_settings_templates_empty: 'There are no templates yet.',
  mail_settings_template_create: 'New template',
  mail_settings_template_languages: 'Languages: %{languages}',
  mail_settings_template_delete_named: 'Delete template “%{title}”',
  mail_settings_template_delete_title: 'Delete template?',
  mail_settings_template_delete_content:
    'The template “%{title}” will be deleted. Emails already sent are kept.',
  mail_settings_template_delete: 'Delete',
  mail_settings_template_deleted: 'The template was deleted.',
  mail_settings_template_create_title: 'New email template',
  mail_settings_template_edit_title: 'Edit email template',
  mail_settings_back_to_templates: 'Back to the templates',
  mail_settings_template_title: 'Title',
  mail_settings_subject_of: 'Subject (%{language})',
  mail_settings_body_of: 'Text (%{language})',
  mail_settings_template_saved: 'The template was saved.',
};
