import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * The public id of an object: what the link to apply for it carries (`/form/application/new?uuids=...`),
 * 128 random bits as 32 hex digits, unique, unguessable (the row id would let anyone walk through
 * a project's objects). Existing objects get one here; a new object gets one from the database
 * itself (a default on PostgreSQL, a trigger on SQLite), so that no insert path can forget it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('objects').addColumn('public_id', 'text').execute();
  const rows = (await db.selectFrom('objects').select('id').execute()) as Array<{ id: number }>;
  for (const row of rows) {
    await db
      .updateTable('objects')
      .set({ public_id: randomBytes(16).toString('hex') })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.createIndex('objects_public_id_uq').on('objects').column('public_id').unique().execute();
  if (await isPostgres(db)) {
    await sql`alter table objects alter column public_id set default replace(gen_random_uuid()::text, '-', '')`.execute(
      db,
    );
  } else {
    await sql`create trigger objects_public_id_insert after insert on objects
      when new.public_id is null
      begin
        update objects set public_id = lower(hex(randomblob(16))) where id = new.id;
      end`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`alter table objects alter column public_id drop default`.execute(db);
  } else {
    await sql`drop trigger if exists objects_public_id_insert`.execute(db);
  }
  await db.schema.dropIndex('objects_public_id_uq').execute();
  await db.schema.alterTable('objects').dropColumn('public_id').execute();
}
