import type { Kysely } from 'kysely';

/**
 * Whom a portal's push trusts (public data, not sealed): the SFTP server's host key fingerprint
 * (`SHA256:…` as `ssh-keygen -lf` prints it, '' while none is confirmed) and, for FTPS, the
 * portal's certificate or its CA as PEM ('' trusts the usual public CAs only).
 */

const COLUMNS = ['host_key_fingerprint', 'tls_certificate'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema
      .alterTable('marketing_platforms')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('marketing_platforms').dropColumn(column).execute();
  }
}
