import { sql, type Kysely } from 'kysely';

/** Whether a migration runs on PostgreSQL (SQLite has no version() function). Migrations only. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function isPostgres(db: Kysely<any>): Promise<boolean> {
  try {
    await sql`select version()`.execute(db);
    return true;
  } catch {
    return false;
  }
}
