import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * What objects gain with their editing screens: an area list, a viewing phone and a description;
 * images in order, documents by category, and the people an object is bound to (offer,
 * assignment, tenancy, reservation, sale) with their dates and amounts; the project's contact for
 * flyers and business cards. Every index of a project-scoped table leads with project_id.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';

  await db.schema
    .alterTable('objects')
    .addColumn('areas', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('objects')
    .addColumn('visitation_phone', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('objects')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  for (const column of ['contact_name', 'contact_email', 'contact_phone', 'contact_address']) {
    await db.schema
      .alterTable('projects')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }

  await db.schema
    .createTable('object_images')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('object_id', 'integer', (c) => c.notNull().references('objects.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('uploaded_files.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('object_images_object_idx')
    .on('object_images')
    .columns(['project_id', 'object_id', 'position'])
    .execute();
  await db.schema
    .createIndex('object_images_file_idx')
    .on('object_images')
    .columns(['project_id', 'file_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('object_files')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('object_id', 'integer', (c) => c.notNull().references('objects.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('uploaded_files.id'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // a category at most once per object (spec 1 section 5)
  await db.schema
    .createIndex('object_files_category_idx')
    .on('object_files')
    .columns(['project_id', 'object_id', 'category'])
    .unique()
    .execute();
  await db.schema
    .createIndex('object_files_file_idx')
    .on('object_files')
    .columns(['project_id', 'file_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('object_occupancies')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('object_id', 'integer', (c) => c.notNull().references('objects.id').onDelete('cascade'))
    // offer, assignment, rental, reservation, sale
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('person_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('person_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('person_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_on', 'text')
    .addColumn('ends_on', 'text')
    // rent per month, selling price or reservation fee, integer cents
    .addColumn('amount', 'integer')
    .addColumn('paid_on', 'text')
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // null while current; set when the offer, tenancy or sale ended
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema
    .createIndex('object_occupancies_object_idx')
    .on('object_occupancies')
    .columns(['project_id', 'object_id', 'closed_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['object_occupancies', 'object_files', 'object_images']) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['contact_name', 'contact_email', 'contact_phone', 'contact_address']) {
    await db.schema.alterTable('projects').dropColumn(column).execute();
  }
  for (const column of ['areas', 'visitation_phone', 'description']) {
    await db.schema.alterTable('objects').dropColumn(column).execute();
  }
}
