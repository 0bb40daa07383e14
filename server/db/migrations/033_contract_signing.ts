import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Digital signing of rental agreements (V2): one row per adult signer of a sent contract, with the
 * signing link (only its token's SHA-256), the one-time code sent by mail (only its hash), and the
 * signature (name, time, address, the SHA-256 of the document shown). The contract remembers its
 * countersignature.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';
  await db.schema
    .createTable('contract_signers')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // the SHA-256 of the sent document the link signs
    .addColumn('document_sha256', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    // the contract changed after it was sent: the signature no longer counts
    .addColumn('voided_at', 'text')
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'text')
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signed_at', 'text')
    .addColumn('signed_name', 'text')
    .addColumn('signed_ip', 'text')
    .addColumn('signed_sha256', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contract_signers_tenant_idx')
    .on('contract_signers')
    .columns(['project_id', 'tenant_id'])
    .execute();
  await db.schema.alterTable('contracts').addColumn('countersigned_at', 'text').execute();
  await db.schema.alterTable('contracts').addColumn('signed_sha256', 'text').execute();
  await db.schema
    .alterTable('contracts')
    .addColumn('countersigned_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contracts').dropColumn('countersigned_by').execute();
  await db.schema.alterTable('contracts').dropColumn('signed_sha256').execute();
  await db.schema.alterTable('contracts').dropColumn('countersigned_at').execute();
  await db.schema.dropTable('contract_signers').execute();
}
