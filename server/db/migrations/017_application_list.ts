import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * What keeps the applications list fast at 100,000 applications on both databases:
 * - `household_names`: the names of every person of the household, a source of the search text;
 * - application_state_counts: applications per project and progress state, kept exact by triggers
 *   in the same transaction as every write, so an unfiltered list reads its state counts and total
 *   without counting rows;
 * - a trigram index on search_text (FTS5 on SQLite, pg_trgm GIN led by project_id on PostgreSQL);
 * - indexes for the sorts by evaluation and points.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('household_names', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('application_state_counts')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('progress_state', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_state_counts_pk', ['project_id', 'progress_state'])
    .execute();
  for (const [name, column] of [
    ['applications_star_idx', 'overall_star'],
    ['applications_points_idx', 'points'],
    ['applications_created_id_idx', 'created_at'],
  ] as const) {
    await db.schema.createIndex(name).on('applications').columns(['project_id', column, 'id']).execute();
  }
  await db.schema
    .createIndex('applications_duplicate_idx')
    .on('applications')
    .columns(['project_id', 'duplicate_group'])
    .execute();
  await db.schema
    .createIndex('applications_name_birth_idx')
    .on('applications')
    .columns(['project_id', 'birth_date'])
    .execute();

  if (await isPostgres(db)) await postgres(db);
  else await sqlite(db);

  await sql`
    insert into application_state_counts (project_id, progress_state, n)
    select project_id, progress_state, count(*) from applications group by project_id, progress_state`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
async function sqlite(db: Kysely<any>): Promise<void> {
  const increment = `insert into application_state_counts (project_id, progress_state, n)
      values (new.project_id, new.progress_state, 1)
      on conflict (project_id, progress_state) do update set n = n + 1;`;
  const decrement = `update application_state_counts set n = n - 1
      where project_id = old.project_id and progress_state = old.progress_state;`;
  const fts = 'applications_search';
  const statements = [
    `create trigger applications_counts_insert after insert on applications begin ${increment} end`,
    `create trigger applications_counts_delete after delete on applications begin ${decrement} end`,
    `create trigger applications_counts_update after update of project_id, progress_state on applications
      begin ${decrement} ${increment} end`,
    `create virtual table ${fts} using fts5(search_text, content='applications', content_rowid='id', tokenize='trigram')`,
    `create trigger ${fts}_insert after insert on applications begin
      insert into ${fts} (rowid, search_text) values (new.id, new.search_text); end`,
    `create trigger ${fts}_delete after delete on applications begin
      insert into ${fts} (${fts}, rowid, search_text) values ('delete', old.id, old.search_text); end`,
    `create trigger ${fts}_update after update of search_text on applications begin
      insert into ${fts} (${fts}, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into ${fts} (rowid, search_text) values (new.id, new.search_text); end`,
    `insert into ${fts} (${fts}) values ('rebuild')`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
async function postgres(db: Kysely<any>): Promise<void> {
  const statements = [
    `create extension if not exists pg_trgm`,
    `create extension if not exists btree_gin`,
    `create index applications_search_trgm_idx on applications using gin (project_id, search_text gin_trgm_ops)`,
    `create function applications_counts() returns trigger language plpgsql as $$
     begin
       if tg_op in ('DELETE', 'UPDATE') then
         update application_state_counts set n = n - 1
         where project_id = old.project_id and progress_state = old.progress_state;
       end if;
       if tg_op in ('INSERT', 'UPDATE') then
         insert into application_state_counts (project_id, progress_state, n)
         values (new.project_id, new.progress_state, 1)
         on conflict (project_id, progress_state) do update set n = application_state_counts.n + 1;
       end if;
       return null;
     end $$`,
    `create trigger applications_counts after insert or delete or update of project_id, progress_state
     on applications for each row execute function applications_counts()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    for (const statement of [
      'drop trigger if exists applications_counts on applications',
      'drop function if exists applications_counts()',
      'drop index if exists applications_search_trgm_idx',
    ]) {
      await sql.raw(statement).execute(db);
    }
  } else {
    for (const name of [
      'applications_counts_insert',
      'applications_counts_delete',
      'applications_counts_update',
    ]) {
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
    }
    for (const name of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger if exists applications_search_${name}`).execute(db);
    }
    await sql.raw('drop table if exists applications_search').execute(db);
  }
  for (const name of [
    'applications_star_idx',
    'applications_points_idx',
    'applications_created_id_idx',
    'applications_duplicate_idx',
    'applications_name_birth_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.dropTable('application_state_counts').execute();
  await db.schema.alterTable('applications').dropColumn('household_names').execute();
}
