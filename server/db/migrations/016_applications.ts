import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Applications (spec 1 sections 3-4, spec 2 sections 7.8-7.9): the project's application form in
 * versions, the applications with their household members, documents, comments and priority
 * objects, the private-link rate events of the public form, and the application an offer or an
 * assignment of an object belongs to.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';

  await db.schema
    .createTable('application_forms')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('application_forms_version_uq', ['project_id', 'version'])
    .execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('sale', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('token_expires_at', 'text')
    .addColumn('form_id', 'integer', (c) => c.references('application_forms.id'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('de'))
    .addColumn('progress_state', 'text', (c) => c.notNull())
    .addColumn('state_before_deactivation', 'text')
    .addColumn('deactivation_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('object_id', 'integer', (c) => c.references('objects.id').onDelete('set null'))
    .addColumn('main_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('birth_date', 'text')
    .addColumn('adults', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('children', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('household_size', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('pets', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('income_cents', 'integer')
    .addColumn('income_ratio', 'real')
    .addColumn('object_rooms', 'real')
    .addColumn('move_in_date', 'text')
    .addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('overall_star', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duplicate_group', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('applications_state_idx')
    .on('applications')
    .columns(['project_id', 'progress_state', 'id'])
    .execute();
  await db.schema
    .createIndex('applications_created_idx')
    .on('applications')
    .columns(['project_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('applications_email_idx')
    .on('applications')
    .columns(['project_id', 'email'])
    .execute();
  await db.schema
    .createIndex('applications_phone_idx')
    .on('applications')
    .columns(['project_id', 'phone'])
    .execute();
  await db.schema.createIndex('applications_object_idx').on('applications').columns(['object_id']).execute();

  await db.schema
    .createTable('application_persons')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('person_type', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('birth_date', 'text')
    .addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_persons_app_idx')
    .on('application_persons')
    .columns(['application_id', 'position'])
    .execute();

  await db.schema
    .createTable('application_documents')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('person_id', 'integer', (c) => c.references('application_persons.id').onDelete('set null'))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('uploaded_files.id'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_documents_app_idx')
    .on('application_documents')
    .columns(['application_id'])
    .execute();

  await db.schema
    .createTable('application_comments')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('resolved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_comments_app_idx')
    .on('application_comments')
    .columns(['application_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('application_priorities')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('object_id', 'integer', (c) => c.notNull().references('objects.id').onDelete('cascade'))
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_priorities_pk', ['application_id', 'object_id'])
    .execute();
  await db.schema
    .createIndex('application_priorities_object_idx')
    .on('application_priorities')
    .columns(['object_id', 'rank'])
    .execute();

  await db.schema
    .createTable('public_rate_events')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('public_rate_events_idx')
    .on('public_rate_events')
    .columns(['bucket', 'at'])
    .execute();

  await db.schema
    .alterTable('object_occupancies')
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('object_occupancies_application_idx')
    .on('object_occupancies')
    .columns(['application_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('object_occupancies_application_idx').execute();
  await db.schema.alterTable('object_occupancies').dropColumn('application_id').execute();
  for (const table of [
    'public_rate_events',
    'application_priorities',
    'application_comments',
    'application_documents',
    'application_persons',
    'applications',
    'application_forms',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
