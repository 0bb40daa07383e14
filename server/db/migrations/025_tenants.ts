import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Tenants (spec 1 sections 2 and 4, spec 2 section 7.10): a household becomes a tenant when an
 * object is assigned to its application, first without contract, then with the contract sent,
 * signed, and finally quit. The row keeps the contract's terms that the termination dates follow
 * from (start, rents, notice period, termination months) and the termination itself.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';
  await db.schema
    .createTable('tenants')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('object_id', 'integer', (c) => c.references('objects.id').onDelete('set null'))
    .addColumn('progress_state', 'text', (c) => c.notNull())
    // the household and the object as they were at the assignment (list, search)
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('de'))
    .addColumn('object_type', 'text', (c) => c.notNull().defaultTo('apartments'))
    .addColumn('object_label', 'text', (c) => c.notNull().defaultTo(''))
    // the contract's terms: money in cents, dates YYYY-MM-DD
    .addColumn('contract_start', 'text')
    .addColumn('net_rent', 'integer')
    .addColumn('extra_costs', 'integer')
    .addColumn('notice_months', 'integer', (c) => c.notNull().defaultTo(3))
    /** JSON array of the months (1-12) whose last day is a termination date */
    .addColumn('termination_months', 'text', (c) => c.notNull())
    // the termination: by 'tenant' or 'landlord', the day the notice was received, the end date
    .addColumn('termination_by', 'text')
    .addColumn('termination_received_on', 'text')
    .addColumn('end_date', 'text')
    .addColumn('terminated_at', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tenants_state_idx')
    .on('tenants')
    .columns(['project_id', 'progress_state', 'id'])
    .execute();
  await db.schema.createIndex('tenants_application_idx').on('tenants').columns(['application_id']).execute();
  await db.schema.createIndex('tenants_object_idx').on('tenants').columns(['object_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tenants').execute();
}
