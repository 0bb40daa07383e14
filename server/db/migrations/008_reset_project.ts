import type { Kysely } from 'kysely';

/**
 * A password-reset link works on the project it was asked for only. Links asked for before this
 * have no project and are refused like an invalid link (they last an hour at most).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('password_resets')
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('cascade'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('password_resets').dropColumn('project_id').execute();
}
