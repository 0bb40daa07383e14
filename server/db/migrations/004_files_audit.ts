import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Uploaded files (the bytes live in the storage, server/core/storage.ts), the audit trail, and the
 * server's signing keys. Every index of a project-scoped table leads with project_id.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';

  await db.schema
    .createTable('uploaded_files')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('uploaded_files_project_key_idx')
    .on('uploaded_files')
    .columns(['project_id', 'storage_key'])
    .unique()
    .execute();

  // user_id has no foreign key: the record of who changed what outlives the account.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // the history of one record, and the latest changes of a project
  await db.schema
    .createIndex('audit_log_project_entity_idx')
    .on('audit_log')
    .columns(['project_id', 'entity', 'entity_id', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_project_created_idx')
    .on('audit_log')
    .columns(['project_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('signing_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['signing_keys', 'audit_log', 'uploaded_files']) {
    await db.schema.dropTable(table).execute();
  }
}
