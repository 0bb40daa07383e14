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

/** Server texts in English (British spelling, Swiss terms such as FADP). `{name}` is replaced. */
const core = {
  site_title: 'Immodesk',

  // sessions
  not_authenticated: 'Please sign in.',
  session_expired: 'Your session has expired. Please sign in again.',
  invalid_credentials: 'Incorrect username or password.',
  too_many_login_attempts: 'Too many failed sign-in attempts. Please try again in {minutes} minutes.',
  staff_login_only: 'Investors sign in via the project page.',
  logged_out: 'You have been signed out.',
  permissions_missing:
    'No permissions have been set up for your user account. Please contact your administrator.',

  // tenancy and permissions
  unknown_project: 'The project “{name}” does not exist.',
  admin_permissions: 'Permissions',
  admin_access_denied: 'You are not authorised to perform this action.',
  role_not_found: 'This role does not exist: {role}',
  role_settings_changed: 'Someone changed this role in the meantime. Please reload.',
  project_access_denied: 'You do not have access to this project.',

  // generic errors
  route_not_found: 'This address does not exist: {method} {url}',
  row_id_malformed:
    'The number “{name}” in the address is not valid: only digits are allowed, from 1 to {max}.',
  object_not_found: 'The object could not be found.',
  invalid_request: 'Invalid request: {detail}',
  invalid_json: 'The request body is not valid JSON.',
  invalid_url: 'The address of the request is not valid.',
  malformed_request: 'The request could not be read.',
  payload_too_large: 'The request is too large.',
  internal_error: 'An unexpected error has occurred. We have been notified and are looking into it.',
  database_unavailable: 'The database is currently unavailable. Please try again in a moment.',

  // list engine
  invalid_page: 'The page must be a whole number of 1 or more.',
  invalid_rows_per_page: 'Rows per page: allowed values are 5, 10, 20 or 50.',
  invalid_sort: 'Cannot sort by “{key}”.',
  unknown_parameter: 'Unknown parameter “{key}”.',
  invalid_filter_value: 'Invalid value for the filter “{key}”.',
  invalid_state_filter: 'Unknown status “{value}”.',
  invalid_flag: 'The parameter “{key}” expects true or false.',
  invalid_item_id: 'The parameter “{key}” expects an ID.',
  search_too_long: 'The search can be at most {max} characters long.',
  list_not_in_project: 'This list is not available for this type of project.',
  bulk_no_targets: 'Please select at least one row.',
  bulk_too_many_targets: 'Please select no more than {max} rows.',
  bulk_invalid_targets: 'The selection contains invalid IDs.',
  bulk_unknown_action: 'The action “{action}” is not available for this list.',
  bulk_result_title: '{action}',
  bulk_result_text: '{done} of {total} done, {skipped} skipped.',
  bulk_row_done: 'Done',
  bulk_row_not_found: 'Not found',
  bulk_row_already_active: 'Already active',
  bulk_row_already_inactive: 'Already inactive',
  bulk_row_in_use: 'Has an ongoing letting, assignment or sale and cannot be deleted',
  bulk_row_has_objects: 'Still has objects and cannot be deleted',
  unknown_list_setting: 'Unknown list setting “{key}”.',
  invalid_list_setting: 'The order contains unknown or duplicate entries.',
  list_setting_saved: 'The order has been saved.',
  admin_no_data_found: 'No entries found.',
  export_file_name: 'Export',

  // list columns
  col_ref_number: 'Ref. no.',
  col_title: 'Object',
  col_building: 'Building',
  col_building_title: 'Building',
  col_address: 'Address',
  col_city: 'Town',
  col_rooms: 'Rooms',
  col_floor: 'Floor',
  col_area: 'Area (m²)',
  col_rental_price: 'Gross rent',
  col_netto_price: 'Net rent',
  col_extra_price: 'Ancillary costs',
  col_selling_price: 'Selling price',
  col_available_from: 'Available from',
  col_progress_state: 'Status',
  col_owner: 'Owner',
  col_construction_year: 'Year built',
  col_num_floors: 'Floors',
  col_num_objects: 'Objects',
  col_active: 'Active',
  col_detail: 'Details',

  // states
  state_all: 'All',
  state_active: 'Active',
  state_inactive: 'Inactive',

  // filters
  filter_rooms: 'Rooms',
  filter_rental_price: 'Gross rent',
  filter_selling_price: 'Selling price',
  filter_area: 'Area',
  filter_available_from: 'Available from',
  filter_building: 'Building',
  filter_features: 'Features',
  filter_city: 'Town',
  feature_cats_allowed: 'Cats allowed',
  feature_dogs_allowed: 'Dogs allowed',
  feature_subsidized: 'Subsidised',
  unit_rooms: 'rooms',
  unit_square_meters: 'm²',

  // bulk actions
  bulk_activate: 'Activate',
  bulk_deactivate: 'Deactivate',
  bulk_delete: 'Delete',
  bulk_export_excel: 'Excel export',

  // object types
  type_apartments: 'Apartments',
  type_parkingspace: 'Parking spaces',
  type_other: 'Outbuildings',
  type_craft: 'Business units',
  type_plot: 'Plots',
  type_buildings: 'Buildings',

  // legend
  legend_inactive: 'Grey: inactive object, not advertised',

  privacy_policy_html:
    '<h2>Privacy policy</h2><p>We process your personal data only to the extent necessary for letting, selling and marketing properties, and we comply with the Swiss Federal Act on Data Protection (FADP).</p><p>You may request information about your data at any time and ask for it to be corrected or deleted. To do so, please contact the property management that gave you this access.</p>',
};

export const en = {
  ...core,
  ...accounts.en,
  ...files.en,
  ...sso.en,
  ...users.en,
  ...teams.en,
  ...owners.en,
  ...marketing.en,
  ...publicObjects.en,
  ...tenants.en,
  ...interested.en,
  ...viewings.en,
  ...viewingBooking.en,
  ...viewingOnsite.en,
  ...contractSettings.en,
  ...sales.en,
  ...deposits.en,
  ...contracts.en,
  ...contractSigning.en,
  ...applicationExport.en,
  ...applicationForms.en,
  ...applicationFlow.en,
  ...actionLinks.en,
  ...applications.en,
  ...projectSettings.en,
  ...changelog.en,
  ...mailDelivery.en,
  ...mailInbound.en,
  ...mailTemplates.en,
  ...inbox.en,
  ...outbox.en,
  ...jobs.en,
  ...objects.en,
  ...objectMedia.en,
  ...objectImport.en,
} satisfies Messages;
