import type { Kysely } from 'kysely';

/**
 * An incoming mail whose `From:` is none of the conversation's addresses (its counterpart, the
 * application's and its adults' addresses) is marked: 1 on `sender_mismatch`, shown as a hint.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('conversation_mails')
    .addColumn('sender_mismatch', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('conversation_mails').dropColumn('sender_mismatch').execute();
}
