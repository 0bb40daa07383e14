import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * The sales pipeline: a project's reservation settings (the fee, the payment deadline and the
 * creditor of the QR-bill), each reservation's QR reference, fee, due day and confirmation PDF
 * (beside its object_occupancies row), and the buyer's answer to the accounting confirmation.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';

  await db.schema
    .createTable('reservation_settings')
    .addColumn('project_id', 'integer', (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
    .addColumn('fee_cents', 'integer', (c) => c.notNull())
    .addColumn('payment_days', 'integer', (c) => c.notNull())
    // a QR-IBAN in electronic form
    .addColumn('creditor_iban', 'text', (c) => c.notNull())
    .addColumn('creditor_name', 'text', (c) => c.notNull())
    .addColumn('creditor_street', 'text', (c) => c.notNull())
    .addColumn('creditor_building', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creditor_zip', 'text', (c) => c.notNull())
    .addColumn('creditor_city', 'text', (c) => c.notNull())
    .addColumn('creditor_country', 'text', (c) => c.notNull().defaultTo('CH'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sale_reservations')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('occupancy_id', 'integer', (c) =>
      c.notNull().unique().references('object_occupancies.id').onDelete('cascade'),
    )
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('object_id', 'integer', (c) => c.notNull().references('objects.id').onDelete('cascade'))
    // the QR reference (27 digits) the fee is paid with
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fee_cents', 'integer', (c) => c.notNull())
    .addColumn('due_on', 'text', (c) => c.notNull())
    // the reservation confirmation (uploaded_files), made when the reservation is
    .addColumn('file_id', 'integer', (c) => c.references('uploaded_files.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sale_reservations_application_idx')
    .on('sale_reservations')
    .columns(['project_id', 'application_id'])
    .execute();

  await db.schema
    .createTable('sale_accounting_answers')
    .addColumn('application_id', 'integer', (c) =>
      c.primaryKey().references('applications.id').onDelete('cascade'),
    )
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    // JSON: the buyer's answer (schema/sales.ts accountingAnswerSchema)
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('confirmed', 'integer', (c) => c.notNull())
    .addColumn('answered_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sale_accounting_answers').execute();
  await db.schema.dropTable('sale_reservations').execute();
  await db.schema.dropTable('reservation_settings').execute();
}
