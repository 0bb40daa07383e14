import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * The rental agreement of a tenant (spec 1 section 4, spec 2 section 7.10): the terms that the
 * tenants row does not hold (its language, the kind of extra costs, the deposit, the reference
 * interest rate and consumer price index the rent rests on, the clauses), the document as it was
 * sent (a file of the project and the SHA-256 of its bytes) and the signed scan. The start, the
 * rents and the notice terms stay on the tenants row, where the termination reads them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';
  await db.schema
    .createTable('contracts')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) =>
      c.notNull().unique().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('de'))
    // 'advance' (akonto, settled yearly) or 'flat_rate' (pauschal)
    .addColumn('extra_costs_kind', 'text', (c) => c.notNull().defaultTo('advance'))
    // cents
    .addColumn('deposit', 'integer')
    // hundredths of a percent (1.25 % is 125)
    .addColumn('reference_rate', 'integer')
    // tenths of an index point (107.1 is 1071)
    .addColumn('cpi', 'integer')
    // JSON array of clause keys (CONTRACT_CLAUSES of schema/contract.ts)
    .addColumn('clauses', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sent_file_id', 'integer', (c) => c.references('uploaded_files.id').onDelete('set null'))
    .addColumn('sent_at', 'text')
    .addColumn('sent_sha256', 'text')
    // 'mail' or 'in_person'
    .addColumn('sent_by', 'text')
    .addColumn('signed_file_id', 'integer', (c) => c.references('uploaded_files.id').onDelete('set null'))
    .addColumn('signed_at', 'text')
    .addColumn('reminded_at', 'text')
    // the document's revision: one more with every change of its terms or state
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contracts_project_idx')
    .on('contracts')
    .columns(['project_id', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contracts').execute();
}
