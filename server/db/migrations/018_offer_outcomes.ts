import type { Kysely } from 'kysely';

/**
 * How an offer or an assignment of an object ended (declined, expired, withdrawn, accepted,
 * released, cancelled) and the reason given, so that a declined offer can be shown with the
 * household's reason and an expired one told apart from a declined one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('object_occupancies')
    .addColumn('closed_as', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('object_occupancies')
    .addColumn('closed_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('object_occupancies').dropColumn('closed_reason').execute();
  await db.schema.alterTable('object_occupancies').dropColumn('closed_as').execute();
}
