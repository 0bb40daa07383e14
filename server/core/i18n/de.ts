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
/** Server texts in German (de-CH, "ss" never "ß"): the reference catalogue. `{name}` is replaced. */
const core = {
  site_title: 'Immodesk',

  // sessions
  not_authenticated: 'Bitte melden Sie sich an.',
  session_expired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  invalid_credentials: 'Benutzername oder Passwort ist falsch.',
  too_many_login_attempts:
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  staff_login_only: 'Investorinnen und Investoren melden sich über die Projektseite an.',
  logged_out: 'Sie wurden abgemeldet.',
  permissions_missing:
    'Für Ihr Benutzerkonto sind keine Berechtigungen hinterlegt. Bitte wenden Sie sich an Ihre Administration.',

  // tenancy and permissions
  unknown_project: 'Das Projekt «{name}» gibt es nicht.',
  admin_permissions: 'Berechtigungen',
  admin_access_denied: 'Sie haben keine Berechtigung für diese Aktion.',
  role_not_found: 'Diese Rolle gibt es nicht: {role}',
  role_settings_changed: 'Jemand hat diese Rolle inzwischen geändert. Bitte neu laden.',
  project_access_denied: 'Sie haben keinen Zugriff auf dieses Projekt.',

  // generic errors
  route_not_found: 'Diese Adresse gibt es nicht: {method} {url}',
  row_id_malformed:
    'Die Nummer «{name}» in der Adresse ist ungültig: erlaubt sind nur Ziffern, von 1 bis {max}.',
  object_not_found: 'Das Objekt wurde nicht gefunden.',
  invalid_request: 'Ungültige Anfrage: {detail}',
  invalid_json: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  invalid_url: 'Die Adresse der Anfrage ist ungültig.',
  malformed_request: 'Die Anfrage konnte nicht gelesen werden.',
  payload_too_large: 'Die Anfrage ist zu gross.',
  internal_error: 'Ein unerwarteter Fehler ist aufgetreten. Wir wurden benachrichtigt und kümmern uns darum.',
  database_unavailable:
    'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',

  // list engine
  invalid_page: 'Die Seite muss eine ganze Zahl ab 1 sein.',
  invalid_rows_per_page: 'Zeilen pro Seite: erlaubt sind 5, 10, 20 oder 50.',
  invalid_sort: 'Nach «{key}» kann nicht sortiert werden.',
  unknown_parameter: 'Unbekannter Parameter «{key}».',
  invalid_filter_value: 'Ungültiger Wert für den Filter «{key}».',
  invalid_state_filter: 'Unbekannter Status «{value}».',
  invalid_flag: 'Der Parameter «{key}» erwartet true oder false.',
  invalid_item_id: 'Der Parameter «{key}» erwartet eine ID.',
  search_too_long: 'Die Suche darf höchstens {max} Zeichen lang sein.',
  list_not_in_project: 'Diese Liste gibt es in einem Projekt dieses Typs nicht.',
  bulk_no_targets: 'Bitte wählen Sie mindestens eine Zeile aus.',
  bulk_too_many_targets: 'Bitte wählen Sie höchstens {max} Zeilen aus.',
  bulk_invalid_targets: 'Die Auswahl enthält ungültige IDs.',
  bulk_unknown_action: 'Die Aktion «{action}» gibt es für diese Liste nicht.',
  bulk_result_title: '{action}',
  bulk_result_text: '{done} von {total} erledigt, {skipped} übersprungen.',
  bulk_row_done: 'Erledigt',
  bulk_row_not_found: 'Nicht gefunden',
  bulk_row_already_active: 'Ist bereits aktiv',
  bulk_row_already_inactive: 'Ist bereits inaktiv',
  bulk_row_in_use:
    'Hat eine laufende Vermietung, Zuteilung oder einen Verkauf und kann nicht gelöscht werden',
  bulk_row_has_objects: 'Hat noch Objekte und kann nicht gelöscht werden',
  unknown_list_setting: 'Unbekannte Listeneinstellung «{key}».',
  invalid_list_setting: 'Die Reihenfolge enthält unbekannte oder doppelte Einträge.',
  list_setting_saved: 'Die Reihenfolge wurde gespeichert.',
  admin_no_data_found: 'Keine Einträge gefunden.',
  export_file_name: 'Export',

  // list columns
  col_ref_number: 'Ref.-Nr.',
  col_title: 'Objekt',
  col_building: 'Liegenschaft',
  col_building_title: 'Liegenschaft',
  col_address: 'Adresse',
  col_city: 'Ort',
  col_rooms: 'Zimmer',
  col_floor: 'Etage',
  col_area: 'Fläche (m²)',
  col_rental_price: 'Bruttomiete',
  col_netto_price: 'Nettomiete',
  col_extra_price: 'Nebenkosten',
  col_selling_price: 'Verkaufspreis',
  col_available_from: 'Verfügbar ab',
  col_progress_state: 'Status',
  col_owner: 'Eigentümer/in',
  col_construction_year: 'Baujahr',
  col_num_floors: 'Geschosse',
  col_num_objects: 'Objekte',
  col_active: 'Aktiv',
  col_detail: 'Details',

  // states
  state_all: 'Alle',
  state_active: 'Aktiv',
  state_inactive: 'Inaktiv',

  // filters
  filter_rooms: 'Zimmer',
  filter_rental_price: 'Bruttomiete',
  filter_selling_price: 'Verkaufspreis',
  filter_area: 'Fläche',
  filter_available_from: 'Verfügbar ab',
  filter_building: 'Liegenschaft',
  filter_features: 'Merkmale',
  filter_city: 'Ort',
  feature_cats_allowed: 'Katzen erlaubt',
  feature_dogs_allowed: 'Hunde erlaubt',
  feature_subsidized: 'Subventioniert',
  unit_rooms: 'Zi.',
  unit_square_meters: 'm²',

  // bulk actions
  bulk_activate: 'Aktivieren',
  bulk_deactivate: 'Deaktivieren',
  bulk_delete: 'Löschen',
  bulk_export_excel: 'Excel-Export',

  // object types
  type_apartments: 'Wohnungen',
  type_parkingspace: 'Parkplätze',
  type_other: 'Nebenobjekte',
  type_craft: 'Gewerbeflächen',
  type_plot: 'Grundstücke',
  type_buildings: 'Liegenschaften',

  // legend
  legend_inactive: 'Grau: inaktives Objekt, nicht ausgeschrieben',

  privacy_policy_html:
    '<h2>Datenschutzerklärung</h2><p>Wir bearbeiten Ihre Personendaten nur, soweit dies für die Vermietung, den Verkauf und die Vermarktung von Liegenschaften nötig ist, und halten uns dabei an das Schweizer Datenschutzgesetz (DSG).</p><p>Sie können jederzeit Auskunft über Ihre Daten verlangen und deren Berichtigung oder Löschung beantragen. Wenden Sie sich dazu an die Verwaltung, die Ihnen diesen Zugang gegeben hat.</p>',
} as const;

/** The core texts and each area's own (server/core/i18n/parts/<area>.ts, all four languages in one file). */
export const de = {
  ...core,
  ...accounts.de,
  ...files.de,
  ...sso.de,
  ...users.de,
  ...teams.de,
  ...owners.de,
  ...marketing.de,
  ...publicObjects.de,
  ...tenants.de,
  ...interested.de,
  ...viewings.de,
  ...viewingBooking.de,
  ...viewingOnsite.de,
  ...contractSettings.de,
  ...sales.de,
  ...deposits.de,
  ...contracts.de,
  ...contractSigning.de,
  ...applicationExport.de,
  ...applicationForms.de,
  ...applicationFlow.de,
  ...actionLinks.de,
  ...applications.de,
  ...projectSettings.de,
  ...changelog.de,
  ...mailDelivery.de,
  ...mailInbound.de,
  ...mailTemplates.de,
  ...inbox.de,
  ...outbox.de,
  ...jobs.de,
  ...objects.de,
  ...objectMedia.de,
  ...objectImport.de,
};

export type MessageKey = keyof typeof de;
export type Messages = Record<MessageKey, string>;
