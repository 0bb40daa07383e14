import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Marketing (issue 25): an object's ad (texts per language, images in order, contact, viewing
 * information, portals), its state per portal, the project's portal settings (with the pull
 * feed's token as SHA-256 only) and the record of each transfer.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';
  await db.schema
    .createTable('marketing_ads')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('object_id', 'integer', (c) => c.notNull().references('objects.id').onDelete('cascade'))
    .addColumn('texts', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('image_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('contact_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('viewing_info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('portals', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('marketing_ads_object_unique', ['project_id', 'object_id'])
    .execute();
  await db.schema
    .createTable('marketing_ad_portals')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('object_id', 'integer', (c) => c.notNull().references('objects.id').onDelete('cascade'))
    .addColumn('portal', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('marketing_ad_portals_unique', ['project_id', 'object_id', 'portal'])
    .execute();
  await db.schema
    .createTable('marketing_platforms')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('portal', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('format', 'text', (c) => c.notNull().defaultTo('swissrets'))
    .addColumn('transport', 'text', (c) => c.notNull().defaultTo('pull'))
    .addColumn('sender_id', 'text', (c) => c.notNull().defaultTo(''))
    /** sha-256 hex of the pull feed's token; '' while no feed exists */
    .addColumn('feed_token_hash', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('feed_created_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('marketing_platforms_unique', ['project_id', 'portal'])
    .execute();
  await db.schema
    .createTable('marketing_transfers')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('portal', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('transport', 'text', (c) => c.notNull())
    .addColumn('objects_sent', 'integer', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('marketing_transfers_project_idx')
    .on('marketing_transfers')
    .columns(['project_id', 'portal', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'marketing_transfers',
    'marketing_platforms',
    'marketing_ad_portals',
    'marketing_ads',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
