import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * The jobs table the in-process job runner works over (server/core/jobs.ts: reminders, end dates),
 * and the deposit of a tenancy (bank deposit account or a provider's guarantee, amount, due and
 * paid dates, when the overdue reminder went out).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';

  await db.schema
    .createTable('jobs')
    .addColumn('id', id, (c) => c.primaryKey())
    // what the job does (a handler's name) and its one key: scheduling the same key again moves it
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    // JSON object the handler reads (ids, the project)
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    // ISO time from which it may run
    .addColumn('run_at', 'text', (c) => c.notNull())
    // queued, running, done, failed, cancelled
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // the runner that claimed it, and until when the claim holds (then another may take it over)
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['state', 'run_at']).execute();

  await db.schema
    .createTable('tenant_deposits')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) =>
      c.notNull().unique().references('tenants.id').onDelete('cascade'),
    )
    // bank_account or guarantee (schema/deposit.ts)
    .addColumn('kind', 'text', (c) => c.notNull())
    // the guarantee's provider; a provider in use cannot be deleted (checked by the app, kept here)
    .addColumn('provider_id', 'integer', (c) => c.references('deposit_providers.id').onDelete('restrict'))
    // cents
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('paid_date', 'text')
    // when the overdue reminder was queued (once per due date)
    .addColumn('reminder_sent_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tenant_deposits_provider_idx')
    .on('tenant_deposits')
    .columns(['project_id', 'provider_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tenant_deposits').execute();
  await db.schema.dropTable('jobs').execute();
}
