import { sql, type Kysely } from 'kysely';

/**
 * A reference number names one object (and one building) within its project: unique, letter case
 * aside, wherever one is given. The routes check it first and answer with a field error; the index
 * keeps two saves at the same moment from both getting through.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['objects', 'buildings']) {
    await sql
      .raw(
        `create unique index ${table}_project_ref_unique_idx on ${table} (project_id, lower(ref_number)) where ref_number <> ''`,
      )
      .execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['objects', 'buildings']) {
    await sql.raw(`drop index if exists ${table}_project_ref_unique_idx`).execute(db);
  }
}
