import type { Kysely } from 'kysely';

/**
 * Push transfers to the portals (FTP, FTPS, SFTP): the portal's server, port, folder and user,
 * and its password or SFTP private key sealed with the server's secret key ('' while none is set).
 */

const COLUMNS = ['host', 'path', 'username', 'password_secret', 'private_key_secret'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema
      .alterTable('marketing_platforms')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('marketing_platforms')
    .addColumn('port', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...COLUMNS, 'port']) {
    await db.schema.alterTable('marketing_platforms').dropColumn(column).execute();
  }
}
