import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Communication (spec 1 sections 2-3 and 5, spec 2 section 7.5): mail templates and the mail
 * signature per project, conversations with applicants (and other counterparts) with their mails
 * in and out, the files attached to them, bulk-mail batches, and what the SMTP sender needs on
 * the outbox: a state, retries, the Message-ID recorded before sending, the Reply-To, attachments.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';

  // queued | sending | sent | failed | bounced | unconfirmed (the sender stopped between send and mark)
  await db.schema
    .alterTable('outbox')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // when the next attempt may start; null: at once
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'text').execute();
  // the sending process's lease: a row in `sending` whose lease passed was interrupted
  await db.schema.alterTable('outbox').addColumn('claimed_until', 'text').execute();
  // the server's answer to the last failed attempt (or the bounce's reason)
  await db.schema
    .alterTable('outbox')
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // `<...@MAIL_DOMAIN>`, given when the row is queued and sent as the Message-ID header
  await db.schema.alterTable('outbox').addColumn('message_id', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('reply_to', 'text').execute();
  // the display name of the sender (the project's name); the address is MAIL_FROM
  await db.schema.alterTable('outbox').addColumn('from_name', 'text').execute();
  // JSON [{ fileId, name }]: uploaded_files of the same project sent as attachments
  await db.schema
    .alterTable('outbox')
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_message_id_idx').on('outbox').columns(['message_id']).execute();
  await db.schema
    .createIndex('outbox_project_sent_idx')
    .on('outbox')
    .columns(['project_id', 'sent_at'])
    .execute();

  await db.schema
    .createTable('mail_templates')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    // JSON { de: { subject, body }, fr: ..., it: ..., en: ... }; body is sanitised HTML
    .addColumn('texts', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_templates_project_idx')
    .on('mail_templates')
    .columns(['project_id'])
    .execute();

  await db.schema
    .createTable('mail_signatures')
    .addColumn('project_id', 'integer', (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
    // JSON { de: html, fr: html, it: html, en: html }
    .addColumn('texts', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_batches')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('total', 'integer', (c) => c.notNull())
    // the letters (PDF) for recipients without an e-mail address
    .addColumn('letters_file_id', 'integer', (c) => c.references('uploaded_files.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('conversations')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('cascade'))
    // the adult of the application the conversation is with (adultId); null: the main applicant
    .addColumn('person_id', 'integer', (c) => c.references('application_persons.id').onDelete('set null'))
    .addColumn('object_id', 'integer', (c) => c.references('objects.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('de'))
    // kept by the mail service in the transaction that changes the mails
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bounce_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unread_bounce_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_mail_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conversations_application_idx')
    .on('conversations')
    .columns(['application_id'])
    .execute();
  await db.schema
    .createIndex('conversations_project_email_idx')
    .on('conversations')
    .columns(['project_id', 'email'])
    .execute();

  await db.schema
    .createTable('conversation_mails')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    // out | in
    .addColumn('direction', 'text', (c) => c.notNull())
    // template | direct | bulk | reference | offer_denial | reply | system
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('direct'))
    // received | queued | sent | failed | bounced | unconfirmed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('outbox_id', 'integer', (c) => c.references('outbox.id').onDelete('set null'))
    .addColumn('batch_id', 'integer', (c) => c.references('mail_batches.id').onDelete('set null'))
    .addColumn('template_id', 'integer', (c) => c.references('mail_templates.id').onDelete('set null'))
    .addColumn('sent_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text_body', 'text', (c) => c.notNull().defaultTo(''))
    // outgoing: the SHA-256 of the local part of its Reply-To (128-bit random), looked up by inbound mail
    .addColumn('reply_hash', 'text', (c) => c.unique())
    .addColumn('message_id', 'text')
    .addColumn('in_reply_to', 'text')
    // incoming mail and bounces start unread (0); outgoing mail is read (1)
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('bounce_read', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conversation_mails_conversation_idx')
    .on('conversation_mails')
    .columns(['conversation_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('conversation_mails_project_idx')
    .on('conversation_mails')
    .columns(['project_id', 'direction', 'created_at'])
    .execute();
  await db.schema
    .createIndex('conversation_mails_unread_idx')
    .on('conversation_mails')
    .columns(['project_id', 'is_read'])
    .execute();
  await db.schema
    .createIndex('conversation_mails_outbox_idx')
    .on('conversation_mails')
    .columns(['outbox_id'])
    .execute();
  await db.schema
    .createIndex('conversation_mails_message_id_idx')
    .on('conversation_mails')
    .columns(['message_id'])
    .execute();

  await db.schema
    .createTable('mail_attachments')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('mail_id', 'integer', (c) =>
      c.notNull().references('conversation_mails.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'integer', (c) => c.notNull().references('uploaded_files.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    // the application document it was filed as (categorize-documents)
    .addColumn('document_id', 'integer', (c) => c.references('application_documents.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_attachments_mail_idx')
    .on('mail_attachments')
    .columns(['mail_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_attachments').execute();
  await db.schema.dropTable('conversation_mails').execute();
  await db.schema.dropTable('conversations').execute();
  await db.schema.dropTable('mail_batches').execute();
  await db.schema.dropTable('mail_signatures').execute();
  await db.schema.dropTable('mail_templates').execute();
  for (const index of ['outbox_due_idx', 'outbox_message_id_idx', 'outbox_project_sent_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of [
    'status',
    'attempts',
    'next_attempt_at',
    'claimed_until',
    'last_error',
    'message_id',
    'reply_to',
    'from_name',
    'attachments',
  ]) {
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  }
}
