import { sql, type Kysely } from 'kysely';

/**
 * The changelog names the changed record (an object by its number and title, a person by name)
 * instead of its table and id: each audit row keeps the name the record had when it changed, so a
 * removed record keeps its name. Rows written before are named from the records as they are now.
 */

/** The name of a record of each kind, over its table's row as `r` (as the trail writes it now). */
const NAMES: Readonly<Record<string, string>> = {
  objects: `trim(r.ref_number || ' ' || r.title)`,
  buildings: `trim(r.ref_number || ' ' || r.title)`,
  applications: 'r.main_name',
  application_persons: `trim(r.first_name || ' ' || r.last_name)`,
  users: `trim(r.first_name || ' ' || r.last_name)`,
  teams: 'r.name',
  owners: 'r.name',
  projects: 'r.title',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('audit_log')
    .addColumn('record_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const [table, name] of Object.entries(NAMES)) {
    await sql`update audit_log set record_name = coalesce((select ${sql.raw(name)} from ${sql.table(table)} r where cast(r.id as text) = audit_log.entity_id), '') where entity = ${table}`.execute(
      db,
    );
  }
}
