import type { de } from './de';

export const fr: typeof de = {
  settings_menu_rental_agreement: 'Bail à loyer',
  settings_menu_digital_signature: 'Signature électronique',
  settings_menu_deposit_providers: 'Prestataires de garantie de loyer',

  rental_agreement_title: 'Bail à loyer',
  rental_agreement_intro:
    'Le modèle de bail à loyer par langue et les clauses utilisées dans ce projet. Le bail est établi dans la langue des locataires, en allemand s’il n’existe pas de modèle dans cette langue.',
  rental_agreement_section: 'Modèle et clauses',
  rental_agreement_template_of: 'Texte du bail (%{language})',
  rental_agreement_placeholders_hint:
    'Un clic insère la variable dans le texte du bail de la langue ouverte, à la position du curseur. À l’établissement du bail, elle est remplacée par la donnée du bail.',
  rental_agreement_initial_rent_cantons: 'Formule officielle du loyer initial',
  rental_agreement_initial_rent_cantons_hint:
    'Pour les objets de ces cantons, la formule de notification du loyer initial (CO 270 al. 2) est établie avec le bail. La liste change avec le marché du logement des cantons.',
  rental_agreement_clauses: 'Clauses',
  rental_agreement_clauses_hint: 'Les clauses choisies font partie de chaque bail de ce projet.',
  rental_agreement_saved: 'Le modèle de bail a été enregistré.',
  rental_agreement_changed_meanwhile: 'Le modèle de bail a été modifié entre-temps. Veuillez le recharger.',
  contract_unknown_placeholder:
    'Cette variable est inconnue ou incomplète. Utilisez uniquement les variables de la liste, chacune entre deux accolades.',
  rental_agreement_attachments_de: 'Annexes du bail en allemand',
  rental_agreement_attachments_fr: 'Annexes du bail en français',
  rental_agreement_attachments_it: 'Annexes du bail en italien',
  rental_agreement_attachments_en: 'Annexes du bail en anglais',
  rental_agreement_attachments_hint:
    'Des fichiers PDF comme le règlement de maison ou les dispositions générales. Ils sont énumérés dans le bail, intégrés à son fichier PDF (aussi au bail signé) et envoyés avec le bail. Sans annexes propres, un bail dans cette langue reçoit celles en allemand.',
  rental_agreement_attachment_not_pdf:
    'Une annexe n’est pas un fichier PDF. Téléversez les annexes au format PDF.',
  rental_agreement_attachment_missing: 'Une annexe est introuvable. Veuillez la téléverser à nouveau.',
  rental_agreement_attachments_too_many: '%{max} annexes au plus par langue.',
  contract_clause_unknown: 'Cette clause n’existe pas.',

  contract_placeholder_tenant_names: 'Noms des locataires',
  contract_placeholder_object_title: 'Désignation de l’objet loué',
  contract_placeholder_object_address: 'Adresse de l’objet loué',
  contract_placeholder_start_date: 'Début du bail',
  contract_placeholder_net_rent: 'Loyer net mensuel',
  contract_placeholder_extra_costs: 'Charges mensuelles',
  contract_placeholder_total_rent: 'Loyer brut mensuel',
  contract_placeholder_deposit: 'Garantie de loyer',
  contract_placeholder_notice_period: 'Délai de résiliation',
  contract_placeholder_termination_dates: 'Termes de résiliation',
  contract_placeholder_reference_interest_rate: 'Taux d’intérêt de référence',
  contract_placeholder_consumer_price_index: 'Indice suisse des prix à la consommation',
  contract_placeholder_landlord_name: 'Bailleur',
  contract_placeholder_project_name: 'Projet',

  contract_clause_general_terms: 'Dispositions générales du bail',
  contract_clause_house_rules: 'Règlement de maison',
  contract_clause_pets: 'Animaux domestiques',
  contract_clause_smoking: 'Fumée dans l’appartement',
  contract_clause_subletting: 'Sous-location',
  contract_clause_laundry_schedule: 'Règlement de buanderie',
  contract_clause_garden_care: 'Entretien du jardin',
  contract_clause_snow_clearing: 'Déneigement',
  contract_clause_indexed_rent: 'Loyer indexé',
  contract_clause_staggered_rent: 'Loyer échelonné',
  contract_clause_minimum_term: 'Durée minimale du bail',

  digital_signature_title: 'Signature électronique',
  digital_signature_intro:
    'Qui contresigne pour le bailleur les baux signés électroniquement et combien de temps le lien de signature reste valable.',
  digital_signature_section: 'Contresignature et lien',
  digital_signature_countersigner: 'Contresigné par',
  digital_signature_nobody: 'Personne n’est encore choisi pour la contresignature.',
  digital_signature_link_days: 'Validité du lien',
  digital_signature_link_days_hint:
    'Entre 1 et 60 jours ; ensuite, les locataires ont besoin d’un nouveau lien.',
  digital_signature_days: 'jours',
  digital_signature_saved: 'Les réglages de la signature électronique ont été enregistrés.',
  digital_signature_changed_meanwhile:
    'Les réglages de la signature électronique ont été modifiés entre-temps. Veuillez les recharger.',
  countersigner_invalid: 'Choisissez une utilisatrice ou un utilisateur actif de ce projet.',

  deposit_providers_title: 'Prestataires de garantie de loyer',
  deposit_providers_intro:
    'Les assureurs de garantie de loyer chez qui des locataires peuvent conclure une garantie au lieu d’ouvrir un compte de garantie.',
  deposit_providers_section: 'Prestataires',
  deposit_providers_empty: 'Aucun prestataire de garantie de loyer saisi.',
  deposit_providers_create: 'Nouveau prestataire',
  deposit_providers_create_title: 'Nouveau prestataire de garantie de loyer',
  deposit_providers_edit_title: 'Modifier le prestataire de garantie de loyer',
  deposit_providers_back_to_list: 'Vers la liste',
  deposit_providers_field_name: 'Nom',
  deposit_providers_field_contact: 'Contact',
  deposit_providers_field_email: 'Adresse e-mail pour les demandes',
  deposit_providers_saved: 'Le prestataire a été enregistré.',
  deposit_providers_deleted: 'Le prestataire a été supprimé.',
  deposit_providers_delete_title: 'Supprimer le prestataire ?',
  deposit_providers_delete_content: 'Le prestataire est retiré de la liste.',
  deposit_provider_not_found: 'Ce prestataire de garantie de loyer est introuvable.',
  deposit_provider_changed_meanwhile:
    'Le prestataire de garantie de loyer a été modifié entre-temps. Veuillez le recharger.',

  deposit_over_maximum:
    'La garantie de loyer ne peut pas dépasser %{months} loyers mensuels (CO 257e), soit ici %{max}.',
  deposit_provider_required: 'Choisissez le prestataire de la garantie.',
  deposit_provider_not_allowed: 'Un compte de garantie de loyer n’a pas de prestataire.',
};
