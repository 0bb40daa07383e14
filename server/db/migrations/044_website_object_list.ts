import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * The public object list's settings (settings > website, page builder and iframe): the fields and
 * filters it shows, its title and intro per language, and the sites that may embed its iframe
 * pages (their frame-ancestors). One row per project, made on first save; version 0 means none yet.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';
  await db.schema
    .createTable('website_object_lists')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) =>
      c.notNull().unique().references('projects.id').onDelete('cascade'),
    )
    /** JSON arrays of field and filter keys (schema/publicObjects.ts) */
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('filters', 'text', (c) => c.notNull().defaultTo('[]'))
    /** JSON: language -> { title, intro } */
    .addColumn('texts', 'text', (c) => c.notNull().defaultTo('{}'))
    /** JSON array of web origins */
    .addColumn('frame_domains', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('website_object_lists').execute();
}
