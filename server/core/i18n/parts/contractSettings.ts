/** The contract settings (rental agreement, digital signature, deposit providers) and the deposit rules. */
export const de = {
  change_entity_rental_agreement_settings: 'Mietvertragsvorlage',
  change_entity_digital_signature_settings: 'Digitale Unterschrift',
  change_entity_deposit_providers: 'Kautionsanbieter',
  rental_agreement_changed_meanwhile:
    'Die Mietvertragsvorlage wurde inzwischen geändert. Bitte laden Sie sie neu.',
  digital_signature_changed_meanwhile:
    'Die Einstellungen zur digitalen Unterschrift wurden inzwischen geändert. Bitte laden Sie sie neu.',
  deposit_provider_not_found: 'Dieser Kautionsanbieter wurde nicht gefunden.',
  deposit_provider_changed_meanwhile:
    'Der Kautionsanbieter wurde inzwischen geändert. Bitte laden Sie ihn neu.',
  contract_unknown_placeholder:
    'Dieser Platzhalter ist unbekannt oder unvollständig. Erlaubt sind nur die aufgeführten Platzhalter, je in zwei geschweiften Klammern.',
  contract_clause_unknown: 'Diese Vertragsklausel gibt es nicht.',
  rental_agreement_attachment_not_pdf:
    'Die Beilage «{name}» ist keine PDF-Datei. Laden Sie die Beilagen als PDF hoch.',
  rental_agreement_attachment_missing:
    'Die Beilage «{name}» wurde nicht gefunden. Laden Sie sie erneut hoch.',
  countersigner_invalid: 'Wählen Sie eine aktive Benutzerin oder einen aktiven Benutzer dieses Projekts.',
  deposit_over_maximum:
    'Die Mietkaution darf höchstens {months} Monatsmieten betragen (OR 257e), hier also {max}.',
  deposit_provider_required: 'Wählen Sie den Kautionsanbieter der Garantie.',
  deposit_provider_not_allowed: 'Ein Mietkautionskonto hat keinen Kautionsanbieter.',
};

export const fr: typeof de = {
  change_entity_rental_agreement_settings: 'Modèle de bail',
  change_entity_digital_signature_settings: 'Signature électronique',
  change_entity_deposit_providers: 'Prestataire de garantie de loyer',
  rental_agreement_changed_meanwhile: 'Le modèle de bail a été modifié entre-temps. Veuillez le recharger.',
  digital_signature_changed_meanwhile:
    'Les réglages de la signature électronique ont été modifiés entre-temps. Veuillez les recharger.',
  deposit_provider_not_found: 'Ce prestataire de garantie de loyer est introuvable.',
  deposit_provider_changed_meanwhile:
    'Le prestataire de garantie de loyer a été modifié entre-temps. Veuillez le recharger.',
  contract_unknown_placeholder:
    'Cette variable est inconnue ou incomplète. Seules les variables de la liste sont permises, chacune entre deux accolades.',
  contract_clause_unknown: 'Cette clause n’existe pas.',
  rental_agreement_attachment_not_pdf:
    'L’annexe « {name} » n’est pas un fichier PDF. Téléversez les annexes au format PDF.',
  rental_agreement_attachment_missing:
    'L’annexe « {name} » est introuvable. Veuillez la téléverser à nouveau.',
  countersigner_invalid: 'Choisissez une utilisatrice ou un utilisateur actif de ce projet.',
  deposit_over_maximum:
    'La garantie de loyer ne peut pas dépasser {months} loyers mensuels (CO 257e), soit ici {max}.',
  deposit_provider_required: 'Choisissez le prestataire de la garantie.',
  deposit_provider_not_allowed: 'Un compte de garantie de loyer n’a pas de prestataire.',
};

export const it: typeof de = {
  change_entity_rental_agreement_settings: 'Modello del contratto di locazione',
  change_entity_digital_signature_settings: 'Firma digitale',
  change_entity_deposit_providers: 'Fornitore di garanzie d’affitto',
  rental_agreement_changed_meanwhile:
    'Il modello del contratto di locazione è stato modificato nel frattempo. Lo ricarichi.',
  digital_signature_changed_meanwhile:
    'Le impostazioni della firma digitale sono state modificate nel frattempo. Le ricarichi.',
  deposit_provider_not_found: 'Questo fornitore di garanzie d’affitto non è stato trovato.',
  deposit_provider_changed_meanwhile:
    'Il fornitore di garanzie d’affitto è stato modificato nel frattempo. Lo ricarichi.',
  contract_unknown_placeholder:
    'Questo segnaposto è sconosciuto o incompleto. Sono ammessi solo i segnaposto elencati, ognuno tra due parentesi graffe.',
  contract_clause_unknown: 'Questa clausola non esiste.',
  rental_agreement_attachment_not_pdf:
    'L’allegato «{name}» non è un file PDF. Caricate gli allegati in formato PDF.',
  rental_agreement_attachment_missing: 'L’allegato «{name}» non è stato trovato. Caricatelo di nuovo.',
  countersigner_invalid: 'Scelga un utente attivo di questo progetto.',
  deposit_over_maximum:
    'Il deposito di garanzia non può superare {months} pigioni mensili (CO 257e), qui quindi {max}.',
  deposit_provider_required: 'Scelga il fornitore della garanzia.',
  deposit_provider_not_allowed: 'Un conto di deposito di garanzia non ha un fornitore.',
};

export const en: typeof de = {
  change_entity_rental_agreement_settings: 'Rental agreement template',
  change_entity_digital_signature_settings: 'Digital signature',
  change_entity_deposit_providers: 'Deposit provider',
  rental_agreement_changed_meanwhile:
    'The rental agreement template was changed in the meantime. Please reload it.',
  digital_signature_changed_meanwhile:
    'The digital signature settings were changed in the meantime. Please reload them.',
  deposit_provider_not_found: 'This deposit provider was not found.',
  deposit_provider_changed_meanwhile: 'The deposit provider was changed in the meantime. Please reload it.',
  contract_unknown_placeholder:
    'This placeholder is unknown or incomplete. Only the placeholders listed are allowed, each in two curly braces.',
  contract_clause_unknown: 'This clause does not exist.',
  rental_agreement_attachment_not_pdf:
    'The attachment “{name}” is not a PDF file. Upload attachments as PDF.',
  rental_agreement_attachment_missing: 'The attachment “{name}” was not found. Please upload it again.',
  countersigner_invalid: 'Choose an active user of this project.',
  deposit_over_maximum: 'The deposit may be at most {months} monthly rents (CO 257e), here {max}.',
  deposit_provider_required: 'Choose the provider of the guarantee.',
  deposit_provider_not_allowed: 'A deposit bank account has no provider.',
};
