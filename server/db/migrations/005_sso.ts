import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Single sign-on: one directory configuration per project (Microsoft Entra ID or any OpenID
 * Connect provider), and the sign-ins in progress (the popup flow's state, bound to a project).
 *
 * The client secret and the PKCE code verifier are stored encrypted (server/core/secrets.ts); the
 * state and the nonce only as SHA-256 hashes. A pending sign-in is found by its state hash, like a
 * session by its token hash, so its unique index does not lead with project_id.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const id = (await isPostgres(db)) ? 'serial' : 'integer';

  await db.schema
    .createTable('sso_settings')
    .addColumn('project_id', 'integer', (c) =>
      c.primaryKey().notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('directory_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_secret', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('issuer_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('allow_create_users', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('default_role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sso_logins')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('nonce_hash', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('de'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  // pending sign-ins of a project (the cap) and the clean-up of old ones
  await db.schema
    .createIndex('sso_logins_project_expires_idx')
    .on('sso_logins')
    .columns(['project_id', 'expires_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sso_logins').execute();
  await db.schema.dropTable('sso_settings').execute();
}
