import { type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Interested people (B2C, spec 1 sections 2-4): someone interested in an object or in the project
 * generally, written down by staff or by a public booking "with contact". One person per e-mail
 * address and project (lower-cased): a second booking with the same address finds the first.
 * A viewing participant may be such a person (the booking with contact makes both). A person may
 * have a link of their own to book the general viewings (appointments-booking-general).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';
  await db.schema
    .createTable('interested_people')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    /** the object the person is interested in; null: the project generally */
    .addColumn('object_id', 'integer', (c) => c.references('objects.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    /** lower-cased */
    .addColumn('email', 'text', (c) => c.notNull())
    /** international form (+41791234567), '' when not given */
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('de'))
    /** staff, booking */
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('staff'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    /** when the person was last invited to apply */
    .addColumn('invited_at', 'text')
    /** sha-256 hex of the person's link to the general viewings (128 random bits), and the token sealed for later mails */
    .addColumn('booking_token_hash', 'text', (c) => c.unique())
    .addColumn('booking_token_sealed', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('interested_people_email_uq')
    .on('interested_people')
    .columns(['project_id', 'email'])
    .unique()
    .execute();
  await db.schema
    .createIndex('interested_people_active_idx')
    .on('interested_people')
    .columns(['project_id', 'active', 'created_at'])
    .execute();
  await db.schema
    .alterTable('viewing_participants')
    .addColumn('interested_person_id', 'integer', (c) =>
      c.references('interested_people.id').onDelete('set null'),
    )
    .execute();
  // one participation per interested person and appointment: booking again moves it
  await db.schema
    .createIndex('viewing_participants_interested_uq')
    .on('viewing_participants')
    .columns(['appointment_id', 'interested_person_id'])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('viewing_participants_interested_uq').execute();
  await db.schema.alterTable('viewing_participants').dropColumn('interested_person_id').execute();
  await db.schema.dropTable('interested_people').execute();
}
