import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Viewings (spec 1 sections 2-4, spec 2 section 7.12): appointments of a project (for one object
 * or general), their time slots (a capacity, or an open house without one), the people invited to
 * them and their bookings, and the fair draws that chose whom to invite.
 *
 * A slot counts its bookings (`booked`): a booking raises it with one conditional update
 * (`booked < capacity`), which holds the capacity under concurrent bookings on both databases.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';
  await db.schema
    .createTable('viewing_appointments')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('object_id', 'integer', (c) => c.references('objects.id').onDelete('set null'))
    /** public part of the appointment's links (random, not a secret on its own) */
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    /** reference, title and address of the object when the appointment was made or edited (list, search) */
    .addColumn('object_label', 'text', (c) => c.notNull().defaultTo(''))
    /** YYYY-MM-DD and HH:MM, local time in Switzerland */
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_person', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    /** chosen (applications picked by hand), draw, public */
    .addColumn('invitation', 'text', (c) => c.notNull().defaultTo('chosen'))
    /** planned, cancelled, completed */
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('planned'))
    .addColumn('cancelled_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('viewing_appointments_date_idx')
    .on('viewing_appointments')
    .columns(['project_id', 'date', 'start_time'])
    .execute();
  await db.schema
    .createIndex('viewing_appointments_object_idx')
    .on('viewing_appointments')
    .columns(['object_id'])
    .execute();

  await db.schema
    .createTable('viewing_slots')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('appointment_id', 'integer', (c) =>
      c.notNull().references('viewing_appointments.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    /** places; null: an open house without a limit */
    .addColumn('capacity', 'integer')
    /** the booked places, raised and lowered only with the participant rows */
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('viewing_slots_capacity_check', sql`capacity is null or booked <= capacity`)
    .execute();
  await db.schema
    .createIndex('viewing_slots_appointment_idx')
    .on('viewing_slots')
    .columns(['appointment_id', 'position'])
    .execute();

  await db.schema
    .createTable('viewing_draws')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('object_id', 'integer', (c) => c.references('objects.id').onDelete('set null'))
    .addColumn('appointment_id', 'integer', (c) =>
      c.references('viewing_appointments.id').onDelete('set null'),
    )
    /** hex of 32 random bytes from the operating system */
    .addColumn('seed', 'text', (c) => c.notNull())
    /** JSON: the filters the candidates were chosen by */
    .addColumn('filters', 'text', (c) => c.notNull())
    /** JSON: candidate application ids, ascending (what the shuffle starts from) */
    .addColumn('candidates', 'text', (c) => c.notNull())
    /** JSON: application ids that were already invited and kept */
    .addColumn('kept', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    /** JSON: the drawn application ids, in the order drawn */
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('viewing_draws_object_idx')
    .on('viewing_draws')
    .columns(['project_id', 'object_id', 'id'])
    .execute();

  await db.schema
    .createTable('viewing_participants')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('appointment_id', 'integer', (c) =>
      c.notNull().references('viewing_appointments.id').onDelete('cascade'),
    )
    .addColumn('slot_id', 'integer', (c) => c.references('viewing_slots.id').onDelete('set null'))
    /** the application of an invited applicant; null for an interested person without one */
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('cascade'))
    /** the person as invited: name, e-mail, phone, language of their mails */
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('de'))
    /** invited, booked, declined, present */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('decline_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    /** the draw that invited them, if one did */
    .addColumn('draw_id', 'integer', (c) => c.references('viewing_draws.id').onDelete('set null'))
    /** sha-256 hex of the person's link token (128 random bits); the token itself is never stored */
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_expires_at', 'text', (c) => c.notNull())
    .addColumn('booked_at', 'text')
    .addColumn('declined_at', 'text')
    .addColumn('present_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('viewing_participants_appointment_idx')
    .on('viewing_participants')
    .columns(['appointment_id', 'state'])
    .execute();
  // one participation per person and appointment: booking again moves it
  await db.schema
    .createIndex('viewing_participants_application_uq')
    .on('viewing_participants')
    .columns(['appointment_id', 'application_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('viewing_participants_application_idx')
    .on('viewing_participants')
    .columns(['application_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('viewing_participants').execute();
  await db.schema.dropTable('viewing_draws').execute();
  await db.schema.dropTable('viewing_slots').execute();
  await db.schema.dropTable('viewing_appointments').execute();
}
