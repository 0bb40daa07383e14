import type { AccountsTables } from './tables/accounts';
import type { ActionLinkTables } from './tables/actionLinks';
import type { ApplicationTables } from './tables/applications';
import type { ChangelogTables } from './tables/changelog';
import type { CommunicationTables } from './tables/communication';
import type { ContractSettingsTables } from './tables/contractSettings';
import type { ContractTables } from './tables/contracts';
import type { ContractSigningTables } from './tables/contractSigning';
import type { FilesTables } from './tables/files';
import type { InterestedTables } from './tables/interested';
import type { JobTables } from './tables/jobs';
import type { MarketingTables } from './tables/marketing';
import type { ObjectMediaTables } from './tables/objects';
import type { RoleTables } from './tables/roles';
import type { SalesTables } from './tables/sales';
import type { OwnerTables } from './tables/owners';
import type { SsoTables } from './tables/sso';
import type { TeamTables } from './tables/teams';
import type { TenantTables } from './tables/tenants';
import type { UsersTables } from './tables/users';
import type { ViewingTables } from './tables/viewings';
import type { ViewingOnsiteTables } from './tables/viewingOnsite';
import type { WebsiteTables } from './tables/website';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The database as the application sees it. Booleans are 0/1, money is integer cents, dates ISO strings. */
export interface Database
  extends
    AccountsTables,
    FilesTables,
    SsoTables,
    ObjectMediaTables,
    UsersTables,
    RoleTables,
    ChangelogTables,
    TeamTables,
    OwnerTables,
    ApplicationTables,
    CommunicationTables,
    TenantTables,
    ContractSettingsTables,
    ViewingTables,
    ViewingOnsiteTables,
    JobTables,
    ContractTables,
    ActionLinkTables,
    InterestedTables,
    ContractSigningTables,
    MarketingTables,
    SalesTables,
    WebsiteTables {
  organisations: OrganisationTable;
  projects: ProjectTable;
  users: UserTable;
  user_projects: UserProjectTable;
  sessions: SessionTable;
  login_failures: LoginFailureTable;
  user_list_settings: UserListSettingTable;
  buildings: BuildingTable;
  objects: ObjectTable;
  object_state_counts: ObjectStateCountTable;
}

export interface OrganisationTable {
  id: Generated<number>;
  name: string;
  created_at: string;
}

export interface ProjectTable {
  id: Generated<number>;
  organisation_id: number;
  slug: string;
  title: string;
  type: string;
  brand_color: string;
  currency: string;
  currency_order: string;
  language: string;
  /** JSON array of extensions without dot */
  allowed_file_types: string;
  /** JSON array of extensions without dot */
  allowed_image_types: string;
  max_file_size_mb: number;
  max_num_object_images: number;
  /** JSON object: feature name -> enabled */
  features: string;
  created_at: string;
  /** the project's contact on flyers and business cards */
  contact_name: Generated<string>;
  contact_email: Generated<string>;
  contact_phone: Generated<string>;
  /** one line per row */
  contact_address: Generated<string>;
  /** the public page theme (spec 1 section 3); '' is the default */
  public_theme_color: Generated<string>;
  public_font_color: Generated<string>;
  public_second_font_color: Generated<string>;
  public_font: Generated<string>;
  /** checked on save (schema/publicCss.ts) */
  public_custom_css: Generated<string>;
  /** edit versions of settings > project and of the website theme */
  settings_version: Generated<number>;
  website_version: Generated<number>;
  /** the city template of the public pages (settings > website): 1 on; its name, links and version */
  city_template: Generated<number>;
  city_name: Generated<string>;
  city_legal_url: Generated<string>;
  city_imprint_url: Generated<string>;
  city_accessibility_url: Generated<string>;
  city_version: Generated<number>;
  /** the city links in fr/it/en ('' = the German one, the columns above) */
  city_legal_url_fr: Generated<string>;
  city_legal_url_it: Generated<string>;
  city_legal_url_en: Generated<string>;
  city_imprint_url_fr: Generated<string>;
  city_imprint_url_it: Generated<string>;
  city_imprint_url_en: Generated<string>;
  city_accessibility_url_fr: Generated<string>;
  city_accessibility_url_it: Generated<string>;
  city_accessibility_url_en: Generated<string>;
  /** the project's privacy text per language (sanitised; '' = the app's default) and its edit version */
  privacy_text_de: Generated<string>;
  privacy_text_fr: Generated<string>;
  privacy_text_it: Generated<string>;
  privacy_text_en: Generated<string>;
  privacy_version: Generated<number>;
}

export interface UserTable {
  id: Generated<number>;
  organisation_id: number;
  username: string;
  username_key: string;
  email: string;
  email_key: string;
  first_name: string;
  last_name: string;
  company: string;
  role: string;
  /** JSON array of permission keys, or null */
  permissions: string | null;
  user_type: string;
  language: string;
  password_hash: string;
  is_active: number;
  version: Generated<number>;
  created_at: string;
}

export interface UserProjectTable {
  project_id: number;
  user_id: number;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  organisation_id: number;
  created_at: string;
  last_seen_at: string;
  ip: string;
  user_agent: string;
}

export interface LoginFailureTable {
  id: Generated<number>;
  username_key: string;
  failed_at: string;
  ip: string;
}

export interface UserListSettingTable {
  project_id: number;
  user_id: number;
  key: string;
  value: string;
  updated_at: string;
}

export interface BuildingTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  ref_number: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  construction_year: number | null;
  num_floors: number | null;
  active: number;
  search_text: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ObjectTable {
  id: Generated<number>;
  project_id: number;
  object_type: string;
  building_id: number | null;
  title: string;
  property_type: string;
  ref_number: string;
  rooms: number | null;
  floor: string;
  floor_num: number | null;
  area: number | null;
  /** JSON array of characteristic keys */
  characteristics: string;
  /** JSON array of {kind, area} (AREA_KINDS of schema/objects.ts), besides the main area */
  areas: Generated<string>;
  rental_price: number | null;
  netto_price: number | null;
  extra_price: number | null;
  deposit: number | null;
  capital_share: number | null;
  electricity_cost: number | null;
  selling_price: number | null;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  min_occupancy: number | null;
  max_occupancy: number | null;
  min_adults: number | null;
  max_adults: number | null;
  min_children: number | null;
  max_children: number | null;
  household_type: string;
  adult_age: number | null;
  capital_from: number | null;
  capital_to: number | null;
  income_from: number | null;
  income_to: number | null;
  cats_allowed: number;
  dogs_allowed: number;
  owner: string;
  application: number;
  visitation: string;
  /** international form, +41..., or '' */
  visitation_phone: Generated<string>;
  target_group: string;
  inspect_form: number;
  subsidized: number;
  /** sanitised rich text (HTML) */
  description: Generated<string>;
  available_from: string | null;
  progress_state: string;
  active: number;
  search_text: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  /** the id the public link to apply for it carries: 32 random hex digits, set by the database (migration 019) */
  public_id: Generated<string>;
}

/** Objects per project, type, active flag and state; kept exact by database triggers (migration 002). */
export interface ObjectStateCountTable {
  project_id: number;
  object_type: string;
  active: number;
  progress_state: string;
  n: number;
}

export type Project = Selectable<ProjectTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type Building = Selectable<BuildingTable>;
export type NewBuilding = Insertable<BuildingTable>;
/** The address columns of a building; an object has the same. */
export type AddressColumns = Pick<Building, 'street' | 'house_number' | 'postal_code' | 'city'>;
/** A building as objects refer to it: by reference number or title, lending its address. */
export type BuildingRef = Pick<Building, 'id' | 'title' | 'ref_number'> & AddressColumns;
export type RealEstateObject = Selectable<ObjectTable>;
export type NewRealEstateObject = Insertable<ObjectTable>;
export type RealEstateObjectUpdate = Updateable<ObjectTable>;

/**
 * Tables whose rows belong to one project (the tenant): every table with a `project_id` column,
 * derived from the types, so a new table is covered by the scoped handle without a list to keep.
 */
export type ProjectScopedTable = {
  [T in keyof Database]: 'project_id' extends keyof Database[T] ? T : never;
}[keyof Database];
