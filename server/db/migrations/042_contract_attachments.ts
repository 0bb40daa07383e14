import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * The rental agreement's attachments (settings > rental agreement): PDFs such as the house rules,
 * per contract language, in order. Each is embedded in the contract PDF the tenant signs and goes
 * with the contract mail. A file held here cannot be removed on its own (files/removal.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';
  await db.schema
    .createTable('rental_agreement_attachments')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('uploaded_files.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rental_agreement_attachments_project_idx')
    .on('rental_agreement_attachments')
    .columns(['project_id', 'language', 'position'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rental_agreement_attachments').execute();
}
