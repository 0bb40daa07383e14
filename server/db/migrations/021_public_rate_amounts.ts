import type { Kysely } from 'kysely';

/**
 * A public rate event counts an amount (1 for a submit or a write, the bytes of a public upload),
 * so that the hourly upload budget per address is summed like the other limits are counted.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('public_rate_events')
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('public_rate_events').dropColumn('amount').execute();
}
