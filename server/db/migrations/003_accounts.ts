import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Accounts: password reset links, two-factor sign-in (settings, pending sign-ins, e-mailed codes,
 * recovery codes), the mail outbox, per-user preferences, and the columns this needs on users
 * (password_changed_at), sessions (second_factor) and projects (require_2fa).
 *
 * Every secret a link or code carries is stored as its SHA-256 only. Portable across SQLite and
 * PostgreSQL: booleans are integers, timestamps ISO-8601 strings.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';

  await db.schema.alterTable('users').addColumn('password_changed_at', 'text').execute();
  // how the session's sign-in was confirmed: totp, email, recovery (or another method); null: password only
  await db.schema.alterTable('sessions').addColumn('second_factor', 'text').execute();
  await db.schema
    .alterTable('projects')
    .addColumn('require_2fa', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', id, (c) => c.primaryKey())
    // the link's {id}: a random uuid, so that the link tells nothing about the user
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('password_resets_user_idx')
    .on('password_resets')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('user_two_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // totp | email | null (off)
    .addColumn('method', 'text')
    .addColumn('totp_secret', 'text')
    // the last TOTP time step accepted, so that a code is never accepted twice
    .addColumn('totp_last_step', 'integer')
    // an enrolment under way: its method and, for totp, the secret not yet confirmed
    .addColumn('pending_method', 'text')
    .addColumn('pending_totp_secret', 'text')
    .addColumn('enabled_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    // login: the user has a second factor; enrol: the project requires one the user has not set up yet
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('two_factor_challenges_user_idx')
    .on('two_factor_challenges')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('two_factor_email_codes')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // null: an enrolment code from the profile; otherwise the sign-in it belongs to
    .addColumn('challenge_id', 'integer', (c) => c.references('two_factor_challenges.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('two_factor_email_codes_user_idx')
    .on('two_factor_email_codes')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('two_factor_email_codes_challenge_idx')
    .on('two_factor_email_codes')
    .column('challenge_id')
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('recovery_codes_user_idx')
    .on('recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    // JSON
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_preferences_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', id, (c) => c.primaryKey())
    // the project the mail was sent from; null for mail of no project
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('cascade'))
    // what the mail is about (password_reset, two_factor_code, ...), for the outbox view and tests
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_project_created_idx')
    .on('outbox')
    .columns(['project_id', 'created_at'])
    .execute();
  await db.schema.createIndex('outbox_sent_idx').on('outbox').columns(['sent_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'outbox',
    'user_preferences',
    'recovery_codes',
    'two_factor_email_codes',
    'two_factor_challenges',
    'user_two_factor',
    'password_resets',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('projects').dropColumn('require_2fa').execute();
  await db.schema.alterTable('sessions').dropColumn('second_factor').execute();
  await db.schema.alterTable('users').dropColumn('password_changed_at').execute();
}
