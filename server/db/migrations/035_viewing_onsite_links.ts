import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * The on-site links of viewing appointments: the caretaker at the door opens the appointment's
 * participants through a link without an account. A link belongs to one project and one
 * appointment; its token (192 random bits) is stored as its SHA-256, and sealed with the server's
 * key so that the manager can copy it again. It opens until the end of the appointment's day and
 * can be revoked; renewing revokes the open one and makes another.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';
  await db.schema
    .createTable('viewing_onsite_links')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('appointment_id', 'integer', (c) =>
      c.notNull().references('viewing_appointments.id').onDelete('cascade'),
    )
    /** sha-256 hex of the token in the address */
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    /** the token sealed with the server key (server/core/secrets.ts), for copying it again */
    .addColumn('token_sealed', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('viewing_onsite_links_appointment_idx')
    .on('viewing_onsite_links')
    .columns(['project_id', 'appointment_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('viewing_onsite_links').execute();
}
