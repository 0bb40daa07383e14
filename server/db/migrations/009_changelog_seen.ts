import { sql, type Kysely } from 'kysely';

/**
 * The changelog (spec 2 section 7.15): when each user last looked at a project's changelog (the
 * bell counts the changes after it), and per audit row the author's name, the changed fields and
 * a search text, so that the list engine can show, sort and search the trail without JSON in SQL.
 */

type Fields = Record<string, unknown> | null;

function parse(value: unknown): Fields {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('changelog_seen')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_seen_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('changelog_seen_pk', ['project_id', 'user_id'])
    .execute();

  for (const column of ['user_name', 'fields', 'search_text']) {
    await db.schema
      .alterTable('audit_log')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  // the changelog lists a project's rows newest first
  await db.schema
    .createIndex('audit_log_project_id_idx')
    .on('audit_log')
    .columns(['project_id', 'id'])
    .execute();

  await fillChangelogColumns(db);
}

/** Fills author name, changed fields and search text of the audit rows written before this migration. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function fillChangelogColumns(db: Kysely<any>): Promise<void> {
  await sql`update audit_log set user_name = coalesce((select trim(u.first_name || ' ' || u.last_name) from users u where u.id = audit_log.user_id), '')`.execute(
    db,
  );
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom('audit_log')
      .select(['id', 'action', 'entity', 'entity_id', 'before', 'after', 'user_name'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute()) as Array<Record<string, unknown>>;
    if (rows.length === 0) break;
    for (const row of rows) {
      const before = parse(row.before);
      const now = parse(row.after);
      const fields = Object.keys(now ?? before ?? {});
      const values = [...Object.values(before ?? {}), ...Object.values(now ?? {})].filter(
        (v) => typeof v === 'string' || typeof v === 'number',
      );
      const words = [row.user_name, row.entity, row.entity_id, row.action, ...fields, ...values]
        .filter((v) => v !== null && v !== undefined && v !== '')
        .map((v) => String(v).toLowerCase())
        .join(' ')
        .slice(0, 4000);
      await db
        .updateTable('audit_log')
        .set({ fields: fields.join(','), search_text: words })
        .where('id', '=', row.id)
        .execute();
    }
    after = Number(rows[rows.length - 1]!.id);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_project_id_idx').execute();
  for (const column of ['search_text', 'fields', 'user_name']) {
    await db.schema.alterTable('audit_log').dropColumn(column).execute();
  }
  await db.schema.dropTable('changelog_seen').execute();
}
