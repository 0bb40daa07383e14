import type { de } from './de';

export const it: typeof de = {
  settings_menu_rental_agreement: 'Contratto di locazione',
  settings_menu_digital_signature: 'Firma digitale',
  settings_menu_deposit_providers: 'Fornitori di garanzie d’affitto',

  rental_agreement_title: 'Contratto di locazione',
  rental_agreement_intro:
    'Il modello del contratto di locazione per lingua e le clausole usate in questo progetto. Il contratto è redatto nella lingua degli inquilini, in tedesco se manca un modello in quella lingua.',
  rental_agreement_section: 'Modello e clausole',
  rental_agreement_template_of: 'Testo del contratto (%{language})',
  rental_agreement_placeholders_hint:
    'Un clic inserisce il segnaposto nel testo del contratto della lingua aperta, alla posizione del cursore. Alla redazione del contratto è sostituito dal dato della locazione.',
  rental_agreement_initial_rent_cantons: 'Modulo ufficiale della pigione iniziale',
  rental_agreement_initial_rent_cantons_hint:
    'Per gli oggetti di questi cantoni il modulo di notifica della pigione iniziale (CO 270 cpv. 2) è allestito con il contratto. L’elenco cambia con il mercato dell’alloggio dei cantoni.',
  rental_agreement_clauses: 'Clausole',
  rental_agreement_clauses_hint:
    'Le clausole scelte fanno parte di ogni contratto di locazione di questo progetto.',
  rental_agreement_saved: 'Il modello del contratto di locazione è stato salvato.',
  rental_agreement_changed_meanwhile:
    'Il modello del contratto di locazione è stato modificato nel frattempo. Lo ricarichi.',
  contract_unknown_placeholder:
    'Questo segnaposto è sconosciuto o incompleto. Usi solo i segnaposto elencati, ognuno tra due parentesi graffe.',
  rental_agreement_attachments_de: 'Allegati al contratto in tedesco',
  rental_agreement_attachments_fr: 'Allegati al contratto in francese',
  rental_agreement_attachments_it: 'Allegati al contratto in italiano',
  rental_agreement_attachments_en: 'Allegati al contratto in inglese',
  rental_agreement_attachments_hint:
    'File PDF come il regolamento della casa o le disposizioni generali. Sono elencati nel contratto, incorporati nel suo file PDF (anche in quello firmato) e inviati con il contratto. Senza allegati propri, un contratto in questa lingua riceve quelli in tedesco.',
  rental_agreement_attachment_not_pdf: 'Un allegato non è un file PDF. Caricate gli allegati in formato PDF.',
  rental_agreement_attachment_missing: 'Un allegato non è stato trovato. Caricatelo di nuovo.',
  rental_agreement_attachments_too_many: 'Al massimo %{max} allegati per lingua.',
  contract_clause_unknown: 'Questa clausola non esiste.',

  contract_placeholder_tenant_names: 'Nomi degli inquilini',
  contract_placeholder_object_title: 'Designazione dell’ente locato',
  contract_placeholder_object_address: 'Indirizzo dell’ente locato',
  contract_placeholder_start_date: 'Inizio della locazione',
  contract_placeholder_net_rent: 'Pigione netta mensile',
  contract_placeholder_extra_costs: 'Spese accessorie mensili',
  contract_placeholder_total_rent: 'Pigione lorda mensile',
  contract_placeholder_deposit: 'Deposito di garanzia',
  contract_placeholder_notice_period: 'Termine di disdetta',
  contract_placeholder_termination_dates: 'Scadenze di disdetta',
  contract_placeholder_reference_interest_rate: 'Tasso d’interesse di riferimento',
  contract_placeholder_consumer_price_index: 'Indice nazionale dei prezzi al consumo',
  contract_placeholder_landlord_name: 'Locatore',
  contract_placeholder_project_name: 'Progetto',

  contract_clause_general_terms: 'Disposizioni generali del contratto di locazione',
  contract_clause_house_rules: 'Regolamento della casa',
  contract_clause_pets: 'Animali domestici',
  contract_clause_smoking: 'Fumo nell’appartamento',
  contract_clause_subletting: 'Sublocazione',
  contract_clause_laundry_schedule: 'Regolamento della lavanderia',
  contract_clause_garden_care: 'Cura del giardino',
  contract_clause_snow_clearing: 'Sgombero della neve',
  contract_clause_indexed_rent: 'Pigione indicizzata',
  contract_clause_staggered_rent: 'Pigione scalare',
  contract_clause_minimum_term: 'Durata minima della locazione',

  digital_signature_title: 'Firma digitale',
  digital_signature_intro:
    'Chi controfirma per il locatore i contratti firmati digitalmente e per quanto tempo vale il link per firmare.',
  digital_signature_section: 'Controfirma e link',
  digital_signature_countersigner: 'Controfirmato da',
  digital_signature_nobody: 'Nessuno è ancora scelto per la controfirma.',
  digital_signature_link_days: 'Validità del link',
  digital_signature_link_days_hint: 'Tra 1 e 60 giorni; poi gli inquilini hanno bisogno di un nuovo link.',
  digital_signature_days: 'giorni',
  digital_signature_saved: 'Le impostazioni della firma digitale sono state salvate.',
  digital_signature_changed_meanwhile:
    'Le impostazioni della firma digitale sono state modificate nel frattempo. Le ricarichi.',
  countersigner_invalid: 'Scelga un utente attivo di questo progetto.',

  deposit_providers_title: 'Fornitori di garanzie d’affitto',
  deposit_providers_intro:
    'Gli assicuratori presso i quali gli inquilini possono stipulare una garanzia invece di aprire un conto di deposito di garanzia.',
  deposit_providers_section: 'Fornitori',
  deposit_providers_empty: 'Nessun fornitore di garanzie d’affitto registrato.',
  deposit_providers_create: 'Nuovo fornitore',
  deposit_providers_create_title: 'Nuovo fornitore di garanzie d’affitto',
  deposit_providers_edit_title: 'Modificare il fornitore di garanzie d’affitto',
  deposit_providers_back_to_list: 'All’elenco',
  deposit_providers_field_name: 'Nome',
  deposit_providers_field_contact: 'Contatto',
  deposit_providers_field_email: 'Indirizzo e-mail per le richieste',
  deposit_providers_saved: 'Il fornitore è stato salvato.',
  deposit_providers_deleted: 'Il fornitore è stato eliminato.',
  deposit_providers_delete_title: 'Eliminare il fornitore?',
  deposit_providers_delete_content: 'Il fornitore viene tolto dall’elenco.',
  deposit_provider_not_found: 'Questo fornitore di garanzie d’affitto non è stato trovato.',
  deposit_provider_changed_meanwhile:
    'Il fornitore di garanzie d’affitto è stato modificato nel frattempo. Lo ricarichi.',

  deposit_over_maximum:
    'Il deposito di garanzia non può superare %{months} pigioni mensili (CO 257e), qui quindi %{max}.',
  deposit_provider_required: 'Scelga il fornitore della garanzia.',
  deposit_provider_not_allowed: 'Un conto di deposito di garanzia non ha un fornitore.',
};
