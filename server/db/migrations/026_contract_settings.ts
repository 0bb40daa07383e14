import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * The contract settings of a project (settings > rental agreement, digital signature, deposit
 * providers): the rental agreement's template per language with the clauses the project uses, who
 * countersigns and how long a signing link lasts, and the deposit guarantee providers.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';

  await db.schema
    .createTable('rental_agreement_settings')
    .addColumn('project_id', 'integer', (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
    // JSON { de: html, fr: html, it: html, en: html }: sanitised HTML with {{placeholders}}
    .addColumn('texts', 'text', (c) => c.notNull())
    // JSON array of clause keys (CONTRACT_CLAUSES of schema/contract.ts)
    .addColumn('clauses', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('digital_signature_settings')
    .addColumn('project_id', 'integer', (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
    // the user who countersigns; a removed user leaves the setting empty
    .addColumn('countersigner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('link_days', 'integer', (c) => c.notNull().defaultTo(14))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('deposit_providers')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    // where requests for a guarantee go
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deposit_providers_project_idx')
    .on('deposit_providers')
    .columns(['project_id', 'name'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('deposit_providers').execute();
  await db.schema.dropTable('digital_signature_settings').execute();
  await db.schema.dropTable('rental_agreement_settings').execute();
}
