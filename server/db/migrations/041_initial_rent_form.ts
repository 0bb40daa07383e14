import type { Kysely } from 'kysely';

/**
 * The official initial-rent form: which cantons require it (a project's rental-agreement setting;
 * null: the default list of schema/initialRentForm.ts), and what a contract's form states beyond
 * its terms (the previous tenant's net rent in cents, when known, and the reason of a change).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rental_agreement_settings').addColumn('initial_rent_cantons', 'text').execute();
  await db.schema.alterTable('contracts').addColumn('previous_rent', 'integer').execute();
  await db.schema
    .alterTable('contracts')
    .addColumn('rent_change_reason', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contracts').dropColumn('rent_change_reason').execute();
  await db.schema.alterTable('contracts').dropColumn('previous_rent').execute();
  await db.schema.alterTable('rental_agreement_settings').dropColumn('initial_rent_cantons').execute();
}
