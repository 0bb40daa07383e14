import type { Messages } from './de';
import * as accounts from './parts/accounts';
import * as files from './parts/files';
import * as objectImport from './parts/objectImport';
import * as objectMedia from './parts/objectMedia';
import * as objects from './parts/objects';
import * as sso from './parts/sso';
import * as marketing from './parts/marketing';
import * as publicObjects from './parts/publicObjects';
import * as owners from './parts/owners';
import * as tenants from './parts/tenants';
import * as interested from './parts/interested';
import * as viewings from './parts/viewings';
import * as viewingBooking from './parts/viewingBooking';
import * as viewingOnsite from './parts/viewingOnsite';
import * as contractSettings from './parts/contractSettings';
import * as sales from './parts/sales';
import * as deposits from './parts/deposits';
import * as contracts from './parts/contracts';
import * as contractSigning from './parts/contractSigning';
import * as applicationExport from './parts/applicationExport';
import * as applicationForms from './parts/applicationForms';
import * as applicationFlow from './parts/applicationFlow';
import * as actionLinks from './parts/actionLinks';
import * as applications from './parts/applications';
import * as teams from './parts/teams';
import * as users from './parts/users';
import * as projectSettings from './parts/projectSettings';
import * as changelog from './parts/changelog';
import * as mailDelivery from './parts/mailDelivery';
import * as mailInbound from './parts/mailInbound';
import * as mailTemplates from './parts/mailTemplates';
import * as inbox from './parts/inbox';
import * as outbox from './parts/outbox';
import * as jobs from './parts/jobs';

/** Server texts in Italian (it-CH, Swiss usage: "posteggio", "stabile", "pigione"). `{name}` is replaced. */
const core = {
  site_title: 'Immodesk',

  // sessions
  not_authenticated: 'Effettui l’accesso.',
  session_expired: 'La sessione è scaduta. Effettui nuovamente l’accesso.',
  invalid_credentials: 'Nome utente o password errati.',
  too_many_login_attempts: 'Troppi tentativi di accesso non riusciti. Riprovi tra {minutes} minuti.',
  staff_login_only: 'Le investitrici e gli investitori accedono tramite la pagina del progetto.',
  logged_out: 'Disconnessione effettuata.',
  permissions_missing:
    'Per il Suo account utente non sono state definite autorizzazioni. Si rivolga alla Sua amministrazione.',

  // tenancy and permissions
  unknown_project: 'Il progetto «{name}» non esiste.',
  admin_permissions: 'Autorizzazioni',
  admin_access_denied: 'Non dispone dell’autorizzazione per eseguire questa azione.',
  role_not_found: 'Questo ruolo non esiste: {role}',
  role_settings_changed: 'Qualcuno ha modificato questo ruolo nel frattempo. Ricaricare.',
  project_access_denied: 'Non ha accesso a questo progetto.',

  // generic errors
  route_not_found: 'Questo indirizzo non esiste: {method} {url}',
  row_id_malformed: 'Il numero «{name}» nell’indirizzo non è valido: sono ammesse solo cifre, da 1 a {max}.',
  object_not_found: 'Oggetto non trovato.',
  invalid_request: 'Richiesta non valida: {detail}',
  invalid_json: 'Il contenuto della richiesta non è un JSON valido.',
  invalid_url: 'L’indirizzo della richiesta non è valido.',
  malformed_request: 'Non è stato possibile leggere la richiesta.',
  payload_too_large: 'La richiesta è troppo grande.',
  internal_error: 'Si è verificato un errore imprevisto. Siamo stati informati e ce ne stiamo occupando.',
  database_unavailable: 'Al momento la banca dati non è raggiungibile. Riprovi tra qualche istante.',

  // list engine
  invalid_page: 'La pagina deve essere un numero intero pari o superiore a 1.',
  invalid_rows_per_page: 'Righe per pagina: i valori ammessi sono 5, 10, 20 o 50.',
  invalid_sort: 'Non è possibile ordinare per «{key}».',
  unknown_parameter: 'Parametro sconosciuto «{key}».',
  invalid_filter_value: 'Valore non valido per il filtro «{key}».',
  invalid_state_filter: 'Stato sconosciuto «{value}».',
  invalid_flag: 'Il parametro «{key}» richiede true o false.',
  invalid_item_id: 'Il parametro «{key}» richiede un ID.',
  search_too_long: 'La ricerca può contenere al massimo {max} caratteri.',
  list_not_in_project: 'Questo elenco non esiste per questo tipo di progetto.',
  bulk_no_targets: 'Selezioni almeno una riga.',
  bulk_too_many_targets: 'Selezioni al massimo {max} righe.',
  bulk_invalid_targets: 'La selezione contiene ID non validi.',
  bulk_unknown_action: 'L’azione «{action}» non esiste per questo elenco.',
  bulk_result_title: '{action}',
  bulk_result_text: 'Eseguiti: {done} su {total}, saltati: {skipped}.',
  bulk_row_done: 'Eseguito',
  bulk_row_not_found: 'Non trovato',
  bulk_row_already_active: 'Già attivo',
  bulk_row_already_inactive: 'Già inattivo',
  bulk_row_in_use: 'Ha una locazione, un’assegnazione o una vendita in corso e non può essere eliminato',
  bulk_row_has_objects: 'Contiene ancora oggetti e non può essere eliminato',
  unknown_list_setting: 'Impostazione dell’elenco sconosciuta «{key}».',
  invalid_list_setting: 'L’ordine contiene voci sconosciute o doppie.',
  list_setting_saved: 'L’ordine è stato salvato.',
  admin_no_data_found: 'Nessuna voce trovata.',
  export_file_name: 'Esportazione',

  // list columns
  col_ref_number: 'N. rif.',
  col_title: 'Oggetto',
  col_building: 'Stabile',
  col_building_title: 'Stabile',
  col_address: 'Indirizzo',
  col_city: 'Località',
  col_rooms: 'Locali',
  col_floor: 'Piano',
  col_area: 'Superficie (m²)',
  col_rental_price: 'Pigione lorda',
  col_netto_price: 'Pigione netta',
  col_extra_price: 'Spese accessorie',
  col_selling_price: 'Prezzo di vendita',
  col_available_from: 'Disponibile dal',
  col_progress_state: 'Stato',
  col_owner: 'Proprietario/a',
  col_construction_year: 'Anno di costruzione',
  col_num_floors: 'Piani',
  col_num_objects: 'Oggetti',
  col_active: 'Attivo',
  col_detail: 'Dettagli',

  // states
  state_all: 'Tutti',
  state_active: 'Attivo',
  state_inactive: 'Inattivo',

  // filters
  filter_rooms: 'Locali',
  filter_rental_price: 'Pigione lorda',
  filter_selling_price: 'Prezzo di vendita',
  filter_area: 'Superficie',
  filter_available_from: 'Disponibile dal',
  filter_building: 'Stabile',
  filter_features: 'Caratteristiche',
  filter_city: 'Località',
  feature_cats_allowed: 'Gatti ammessi',
  feature_dogs_allowed: 'Cani ammessi',
  feature_subsidized: 'Sussidiato',
  unit_rooms: 'loc.',
  unit_square_meters: 'm²',

  // bulk actions
  bulk_activate: 'Attiva',
  bulk_deactivate: 'Disattiva',
  bulk_delete: 'Elimina',
  bulk_export_excel: 'Esportazione Excel',

  // object types
  type_apartments: 'Appartamenti',
  type_parkingspace: 'Posteggi',
  type_other: 'Oggetti accessori',
  type_craft: 'Superfici commerciali',
  type_plot: 'Terreni',
  type_buildings: 'Stabili',

  // legend
  legend_inactive: 'Grigio: oggetto inattivo, non pubblicato',

  privacy_policy_html:
    '<h2>Dichiarazione sulla protezione dei dati</h2><p>Trattiamo i Suoi dati personali solo nella misura necessaria per la locazione, la vendita e la commercializzazione di stabili, nel rispetto della legge federale sulla protezione dei dati (LPD).</p><p>In qualsiasi momento può chiedere informazioni sui Suoi dati e richiederne la rettifica o la cancellazione. A tale scopo si rivolga all’amministrazione che Le ha concesso questo accesso.</p>',
};

export const it = {
  ...core,
  ...accounts.it,
  ...files.it,
  ...sso.it,
  ...users.it,
  ...teams.it,
  ...owners.it,
  ...marketing.it,
  ...publicObjects.it,
  ...tenants.it,
  ...interested.it,
  ...viewings.it,
  ...viewingBooking.it,
  ...viewingOnsite.it,
  ...contractSettings.it,
  ...sales.it,
  ...deposits.it,
  ...contracts.it,
  ...contractSigning.it,
  ...applicationExport.it,
  ...applicationForms.it,
  ...applicationFlow.it,
  ...actionLinks.it,
  ...applications.it,
  ...projectSettings.it,
  ...changelog.it,
  ...mailDelivery.it,
  ...mailInbound.it,
  ...mailTemplates.it,
  ...inbox.it,
  ...outbox.it,
  ...jobs.it,
  ...objects.it,
  ...objectMedia.it,
  ...objectImport.it,
} satisfies Messages;
