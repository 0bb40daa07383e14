import type { Kysely } from 'kysely';

/**
 * A viewing participant's link token sealed with the server's key (server/core/secrets.ts), so that
 * a mail to the person can carry the same link again (the SHA-256 beside it still finds the person);
 * and when the reminder of the person's booking went out.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('viewing_participants').addColumn('token_sealed', 'text').execute();
  await db.schema.alterTable('viewing_participants').addColumn('reminder_sent_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('viewing_participants').dropColumn('reminder_sent_at').execute();
  await db.schema.alterTable('viewing_participants').dropColumn('token_sealed').execute();
}
