import type { de } from './de';

export const en: typeof de = {
  settings_menu_rental_agreement: 'Rental agreement',
  settings_menu_digital_signature: 'Digital signature',
  settings_menu_deposit_providers: 'Deposit providers',

  rental_agreement_title: 'Rental agreement',
  rental_agreement_intro:
    'The rental agreement template per language and the clauses this project uses. The agreement is drawn up in the tenants’ language, in German when there is no template in that language.',
  rental_agreement_section: 'Template and clauses',
  rental_agreement_template_of: 'Agreement text (%{language})',
  rental_agreement_placeholders_hint:
    'A click puts the placeholder into the agreement text of the open language at the cursor. When the agreement is drawn up, it is replaced by the tenancy’s value.',
  rental_agreement_initial_rent_cantons: 'Official initial-rent form',
  rental_agreement_initial_rent_cantons_hint:
    "For objects in these cantons the official form notifying the initial rent (CO 270 para. 2) is made with the rental agreement. The list changes with the cantons' housing markets.",
  rental_agreement_clauses: 'Clauses',
  rental_agreement_clauses_hint: 'The clauses chosen are part of every rental agreement of this project.',
  rental_agreement_saved: 'The rental agreement template was saved.',
  rental_agreement_changed_meanwhile:
    'The rental agreement template was changed in the meantime. Please reload it.',
  contract_unknown_placeholder:
    'This placeholder is unknown or incomplete. Use only the placeholders listed, each in two curly braces.',
  rental_agreement_attachments_de: 'Attachments to the German agreement',
  rental_agreement_attachments_fr: 'Attachments to the French agreement',
  rental_agreement_attachments_it: 'Attachments to the Italian agreement',
  rental_agreement_attachments_en: 'Attachments to the English agreement',
  rental_agreement_attachments_hint:
    'PDF files such as the house rules or the general terms. They are listed in the agreement, embedded in its PDF file (the signed one too) and mailed with it. An agreement in a language without its own attachments gets the German ones.',
  rental_agreement_attachment_not_pdf: 'An attachment is not a PDF file. Upload attachments as PDF.',
  rental_agreement_attachment_missing: 'An attachment was not found. Please upload it again.',
  rental_agreement_attachments_too_many: 'At most %{max} attachments per language.',
  contract_clause_unknown: 'This clause does not exist.',

  contract_placeholder_tenant_names: 'Names of the tenants',
  contract_placeholder_object_title: 'Name of the rented unit',
  contract_placeholder_object_address: 'Address of the rented unit',
  contract_placeholder_start_date: 'Start of the tenancy',
  contract_placeholder_net_rent: 'Net rent per month',
  contract_placeholder_extra_costs: 'Extra costs per month',
  contract_placeholder_total_rent: 'Gross rent per month',
  contract_placeholder_deposit: 'Deposit',
  contract_placeholder_notice_period: 'Notice period',
  contract_placeholder_termination_dates: 'Termination dates',
  contract_placeholder_reference_interest_rate: 'Reference interest rate',
  contract_placeholder_consumer_price_index: 'Swiss consumer price index',
  contract_placeholder_landlord_name: 'Landlord',
  contract_placeholder_project_name: 'Project',

  contract_clause_general_terms: 'General terms of the rental agreement',
  contract_clause_house_rules: 'House rules',
  contract_clause_pets: 'Pets',
  contract_clause_smoking: 'Smoking in the apartment',
  contract_clause_subletting: 'Subletting',
  contract_clause_laundry_schedule: 'Laundry room rules',
  contract_clause_garden_care: 'Garden care',
  contract_clause_snow_clearing: 'Snow clearing',
  contract_clause_indexed_rent: 'Indexed rent',
  contract_clause_staggered_rent: 'Staggered rent',
  contract_clause_minimum_term: 'Minimum term',

  digital_signature_title: 'Digital signature',
  digital_signature_intro:
    'Who countersigns the digitally signed rental agreements for the landlord, and how long a signing link stays valid.',
  digital_signature_section: 'Countersignature and link',
  digital_signature_countersigner: 'Countersigned by',
  digital_signature_nobody: 'Nobody has been chosen to countersign yet.',
  digital_signature_link_days: 'Link valid for',
  digital_signature_link_days_hint: 'Between 1 and 60 days; after that the tenants need a new link.',
  digital_signature_days: 'days',
  digital_signature_saved: 'The digital signature settings were saved.',
  digital_signature_changed_meanwhile:
    'The digital signature settings were changed in the meantime. Please reload them.',
  countersigner_invalid: 'Choose an active user of this project.',

  deposit_providers_title: 'Deposit providers',
  deposit_providers_intro:
    'The rent deposit insurers with whom tenants can take out a guarantee instead of opening a deposit bank account.',
  deposit_providers_section: 'Providers',
  deposit_providers_empty: 'No deposit provider yet.',
  deposit_providers_create: 'New deposit provider',
  deposit_providers_create_title: 'New deposit provider',
  deposit_providers_edit_title: 'Edit deposit provider',
  deposit_providers_back_to_list: 'To the list',
  deposit_providers_field_name: 'Name',
  deposit_providers_field_contact: 'Contact',
  deposit_providers_field_email: 'E-mail address for requests',
  deposit_providers_saved: 'The deposit provider was saved.',
  deposit_providers_deleted: 'The deposit provider was deleted.',
  deposit_providers_delete_title: 'Delete the deposit provider?',
  deposit_providers_delete_content: 'The provider is removed from the list.',
  deposit_provider_not_found: 'This deposit provider was not found.',
  deposit_provider_changed_meanwhile: 'The deposit provider was changed in the meantime. Please reload it.',

  deposit_over_maximum: 'The deposit may be at most %{months} monthly rents (CO 257e), here %{max}.',
  deposit_provider_required: 'Choose the provider of the guarantee.',
  deposit_provider_not_allowed: 'A deposit bank account has no provider.',
};
