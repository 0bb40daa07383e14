import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Teams of a customer (settings > teams): a name, members (staff of the customer) and the
 * projects they serve; later used for assignment. The view `project_teams` has one row per
 * project and team it serves, for the teams list of each project.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = await isPostgres(db);
  const id = postgres ? 'serial' : 'integer';

  await db.schema
    .createTable('teams')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('organisation_id', 'integer', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('teams_organisation_idx').on('teams').column('organisation_id').execute();

  await db.schema
    .createTable('team_members')
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('team_projects')
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('team_projects_pk', ['team_id', 'project_id'])
    .execute();
  await db.schema.createIndex('team_projects_project_idx').on('team_projects').column('project_id').execute();

  const projects = postgres
    ? sql`(select string_agg(p.title, ', ' order by p.title) from team_projects tp2
          join projects p on p.id = tp2.project_id where tp2.team_id = t.id)`
    : sql`(select group_concat(title, ', ') from (select p.title from team_projects tp2
          join projects p on p.id = tp2.project_id where tp2.team_id = t.id order by p.title))`;
  await sql`create view project_teams as
    select tp.project_id as project_id, t.id as id, t.organisation_id as organisation_id, t.name as name,
      (select count(*) from team_members tm where tm.team_id = t.id) as members,
      ${projects} as projects, t.updated_at as updated_at
    from team_projects tp
    join teams t on t.id = tp.team_id`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists project_teams`.execute(db);
  await db.schema.dropTable('team_projects').execute();
  await db.schema.dropTable('team_members').execute();
  await db.schema.dropTable('teams').execute();
}
