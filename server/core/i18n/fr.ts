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

/** Server texts in French (fr-CH, Swiss usage; no-break spaces inside guillemets and before colons). `{name}` is replaced. */
const core = {
  site_title: 'Immodesk',

  // sessions
  not_authenticated: 'Veuillez vous connecter.',
  session_expired: 'Votre session a expiré. Veuillez vous reconnecter.',
  invalid_credentials: 'Nom d’utilisateur ou mot de passe incorrect.',
  too_many_login_attempts:
    'Trop de tentatives de connexion infructueuses. Veuillez réessayer dans {minutes} minutes.',
  staff_login_only: 'Les investisseuses et investisseurs se connectent via la page du projet.',
  logged_out: 'Votre session a été fermée.',
  permissions_missing:
    'Aucune autorisation n’est définie pour votre compte utilisateur. Veuillez vous adresser à votre administration.',

  // tenancy and permissions
  unknown_project: 'Le projet « {name} » n’existe pas.',
  admin_permissions: 'Autorisations',
  admin_access_denied: 'Vous n’avez pas l’autorisation d’effectuer cette action.',
  role_not_found: "Ce rôle n'existe pas : {role}",
  role_settings_changed: 'Quelqu’un a modifié ce rôle entre-temps. Veuillez recharger.',
  project_access_denied: 'Vous n’avez pas accès à ce projet.',

  // generic errors
  route_not_found: 'Cette adresse n’existe pas : {method} {url}',
  row_id_malformed:
    'Le numéro « {name} » de l’adresse n’est pas valable : seuls des chiffres sont admis, de 1 à {max}.',
  object_not_found: 'L’objet est introuvable.',
  invalid_request: 'Requête invalide : {detail}',
  invalid_json: 'Le contenu de la requête n’est pas un JSON valide.',
  invalid_url: 'L’adresse de la requête n’est pas valide.',
  malformed_request: 'La requête n’a pas pu être lue.',
  payload_too_large: 'La requête est trop volumineuse.',
  internal_error:
    'Une erreur inattendue s’est produite. Nous en avons été informés et nous nous en occupons.',
  database_unavailable:
    'La base de données est momentanément inaccessible. Veuillez réessayer dans un instant.',

  // list engine
  invalid_page: 'La page doit être un nombre entier égal ou supérieur à 1.',
  invalid_rows_per_page: 'Lignes par page : les valeurs autorisées sont 5, 10, 20 ou 50.',
  invalid_sort: 'Impossible de trier par « {key} ».',
  unknown_parameter: 'Paramètre inconnu « {key} ».',
  invalid_filter_value: 'Valeur invalide pour le filtre « {key} ».',
  invalid_state_filter: 'Statut inconnu « {value} ».',
  invalid_flag: 'Le paramètre « {key} » attend true ou false.',
  invalid_item_id: 'Le paramètre « {key} » attend un ID.',
  search_too_long: 'La recherche ne doit pas dépasser {max} caractères.',
  list_not_in_project: 'Cette liste n’existe pas pour ce type de projet.',
  bulk_no_targets: 'Veuillez sélectionner au moins une ligne.',
  bulk_too_many_targets: 'Veuillez sélectionner au maximum {max} lignes.',
  bulk_invalid_targets: 'La sélection contient des ID invalides.',
  bulk_unknown_action: 'L’action « {action} » n’existe pas pour cette liste.',
  bulk_result_title: '{action}',
  bulk_result_text: 'Effectués : {done} sur {total}, ignorés : {skipped}.',
  bulk_row_done: 'Effectué',
  bulk_row_not_found: 'Introuvable',
  bulk_row_already_active: 'Déjà actif',
  bulk_row_already_inactive: 'Déjà inactif',
  bulk_row_in_use:
    'Fait l’objet d’une location, d’une attribution ou d’une vente en cours et ne peut pas être supprimé',
  bulk_row_has_objects: 'Contient encore des objets et ne peut pas être supprimé',
  unknown_list_setting: 'Paramètre de liste inconnu « {key} ».',
  invalid_list_setting: 'L’ordre contient des entrées inconnues ou en double.',
  list_setting_saved: 'L’ordre a été enregistré.',
  admin_no_data_found: 'Aucune entrée trouvée.',
  export_file_name: 'Export',

  // list columns
  col_ref_number: 'N° de réf.',
  col_title: 'Objet',
  col_building: 'Immeuble',
  col_building_title: 'Immeuble',
  col_address: 'Adresse',
  col_city: 'Localité',
  col_rooms: 'Pièces',
  col_floor: 'Étage',
  col_area: 'Surface (m²)',
  col_rental_price: 'Loyer brut',
  col_netto_price: 'Loyer net',
  col_extra_price: 'Charges',
  col_selling_price: 'Prix de vente',
  col_available_from: 'Disponible dès le',
  col_progress_state: 'Statut',
  col_owner: 'Propriétaire',
  col_construction_year: 'Année de construction',
  col_num_floors: 'Étages',
  col_num_objects: 'Objets',
  col_active: 'Actif',
  col_detail: 'Détails',

  // states
  state_all: 'Tous',
  state_active: 'Actif',
  state_inactive: 'Inactif',

  // filters
  filter_rooms: 'Pièces',
  filter_rental_price: 'Loyer brut',
  filter_selling_price: 'Prix de vente',
  filter_area: 'Surface',
  filter_available_from: 'Disponible dès le',
  filter_building: 'Immeuble',
  filter_features: 'Caractéristiques',
  filter_city: 'Localité',
  feature_cats_allowed: 'Chats admis',
  feature_dogs_allowed: 'Chiens admis',
  feature_subsidized: 'Subventionné',
  unit_rooms: 'pces',
  unit_square_meters: 'm²',

  // bulk actions
  bulk_activate: 'Activer',
  bulk_deactivate: 'Désactiver',
  bulk_delete: 'Supprimer',
  bulk_export_excel: 'Export Excel',

  // object types
  type_apartments: 'Appartements',
  type_parkingspace: 'Places de parc',
  type_other: 'Objets annexes',
  type_craft: 'Surfaces commerciales',
  type_plot: 'Terrains',
  type_buildings: 'Immeubles',

  // legend
  legend_inactive: 'Gris : objet inactif, non publié',

  privacy_policy_html:
    '<h2>Déclaration de protection des données</h2><p>Nous ne traitons vos données personnelles que dans la mesure nécessaire à la location, à la vente et à la commercialisation d’immeubles, et nous respectons la loi fédérale sur la protection des données (LPD).</p><p>Vous pouvez à tout moment obtenir des renseignements sur vos données et en demander la rectification ou l’effacement. Pour ce faire, veuillez vous adresser à la gérance qui vous a donné cet accès.</p>',
};

export const fr = {
  ...core,
  ...accounts.fr,
  ...files.fr,
  ...sso.fr,
  ...users.fr,
  ...teams.fr,
  ...owners.fr,
  ...marketing.fr,
  ...publicObjects.fr,
  ...tenants.fr,
  ...interested.fr,
  ...viewings.fr,
  ...viewingBooking.fr,
  ...viewingOnsite.fr,
  ...contractSettings.fr,
  ...sales.fr,
  ...deposits.fr,
  ...contracts.fr,
  ...contractSigning.fr,
  ...applicationExport.fr,
  ...applicationForms.fr,
  ...applicationFlow.fr,
  ...actionLinks.fr,
  ...applications.fr,
  ...projectSettings.fr,
  ...changelog.fr,
  ...mailDelivery.fr,
  ...mailInbound.fr,
  ...mailTemplates.fr,
  ...inbox.fr,
  ...outbox.fr,
  ...jobs.fr,
  ...objects.fr,
  ...objectMedia.fr,
  ...objectImport.fr,
} satisfies Messages;
