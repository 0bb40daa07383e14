import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Core tables: customers (organisations), projects (one per tenant host), users, sessions,
 * login throttling, per-user list settings, buildings and objects.
 *
 * Portable across SQLite and PostgreSQL: booleans are integers, money is integer cents,
 * timestamps are ISO-8601 strings. Every index of a project-scoped table leads with project_id.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = await isPostgres(db);
  const id = isPg ? 'serial' : 'integer';
  const real = isPg ? 'double precision' : 'real';

  await db.schema
    .createTable('organisations')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('brand_color', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('CHF'))
    .addColumn('currency_order', 'text', (c) => c.notNull().defaultTo('before'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('de'))
    .addColumn('allowed_file_types', 'text', (c) => c.notNull())
    .addColumn('allowed_image_types', 'text', (c) => c.notNull())
    .addColumn('max_file_size_mb', 'integer', (c) => c.notNull())
    .addColumn('max_num_object_images', 'integer', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('projects_organisation_idx').on('projects').column('organisation_id').execute();

  await db.schema
    .createTable('users')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('permissions', 'text')
    .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('staff'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('de'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_organisation_idx').on('users').column('organisation_id').execute();

  await db.schema
    .createTable('user_projects')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_projects_pk', ['project_id', 'user_id'])
    .execute();
  await db.schema.createIndex('user_projects_user_idx').on('user_projects').column('user_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('username_key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('login_failures_username_idx')
    .on('login_failures')
    .columns(['username_key', 'failed_at'])
    .execute();

  await db.schema
    .createTable('user_list_settings')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_list_settings_pk', ['project_id', 'user_id', 'key'])
    .execute();

  await db.schema
    .createTable('buildings')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('ref_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('street', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('house_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('construction_year', 'integer')
    .addColumn('num_floors', 'integer')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('buildings_project_title_idx')
    .on('buildings')
    .columns(['project_id', 'title'])
    .execute();
  await db.schema
    .createIndex('buildings_project_active_idx')
    .on('buildings')
    .columns(['project_id', 'active'])
    .execute();

  await db.schema
    .createTable('objects')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('building_id', 'integer', (c) => c.references('buildings.id').onDelete('set null'))
    // basics
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('property_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ref_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rooms', real)
    .addColumn('floor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('floor_num', 'integer')
    .addColumn('area', real)
    .addColumn('characteristics', 'text', (c) => c.notNull().defaultTo('[]'))
    // prices, integer cents
    .addColumn('rental_price', 'integer')
    .addColumn('netto_price', 'integer')
    .addColumn('extra_price', 'integer')
    .addColumn('deposit', 'integer')
    .addColumn('capital_share', 'integer')
    .addColumn('electricity_cost', 'integer')
    .addColumn('selling_price', 'integer')
    // address
    .addColumn('street', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('house_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    // rental criteria
    .addColumn('min_occupancy', 'integer')
    .addColumn('max_occupancy', 'integer')
    .addColumn('min_adults', 'integer')
    .addColumn('max_adults', 'integer')
    .addColumn('min_children', 'integer')
    .addColumn('max_children', 'integer')
    .addColumn('household_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('adult_age', 'integer')
    .addColumn('capital_from', 'integer')
    .addColumn('capital_to', 'integer')
    .addColumn('income_from', 'integer')
    .addColumn('income_to', 'integer')
    .addColumn('cats_allowed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('dogs_allowed', 'integer', (c) => c.notNull().defaultTo(1))
    // additional
    .addColumn('owner', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('application', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('visitation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('target_group', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('inspect_form', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subsidized', 'integer', (c) => c.notNull().defaultTo(0))
    // state
    .addColumn('available_from', 'text')
    .addColumn('progress_state', 'text', (c) => c.notNull().defaultTo('available'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // State filter counts and state-filtered pages.
  await db.schema
    .createIndex('objects_project_type_state_idx')
    .on('objects')
    .columns(['project_id', 'object_type', 'active', 'progress_state', 'id'])
    .execute();
  // Default order and sort by text columns.
  for (const column of ['ref_number', 'title', 'city', 'rental_price', 'rooms', 'available_from']) {
    await db.schema
      .createIndex(`objects_project_type_${column}_idx`)
      .on('objects')
      .columns(['project_id', 'object_type', column, 'id'])
      .execute();
  }
  await db.schema
    .createIndex('objects_project_building_idx')
    .on('objects')
    .columns(['project_id', 'building_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'objects',
    'buildings',
    'user_list_settings',
    'login_failures',
    'sessions',
    'user_projects',
    'users',
    'projects',
    'organisations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
