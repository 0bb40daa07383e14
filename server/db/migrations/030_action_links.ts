import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * The token links of the public action pages (offer answer, document request, reference): one row
 * per link, bound to its project, its application and its purpose. Only the token's SHA-256 is
 * stored; a link expires, is used once (offer, reference) and can be revoked.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';
  await db.schema
    .createTable('action_links')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    // offer | documents | reference
    .addColumn('purpose', 'text', (c) => c.notNull())
    // the {uuid} of a {uuid}/{token} link
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    // the offer (object_occupancies row) an offer link answers
    .addColumn('occupancy_id', 'integer')
    // JSON: what the link asks (reference type and whom, document categories and message)
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    // JSON: the answer given through the link (offer decision, reference answers)
    .addColumn('answer', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('action_links_application_idx')
    .on('action_links')
    .columns(['project_id', 'application_id', 'purpose'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('action_links').execute();
}
