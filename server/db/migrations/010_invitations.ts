import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * User management: invitations (a single-use link to set the first password, of which only the
 * SHA-256 of the token is stored), the last sign-in and a second factor to set up again on users,
 * and the view `project_users`: the users who work in each project (assigned, or superadmin of the
 * project's organisation), one row per project and user, for the users list.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = await isPostgres(db);
  const id = postgres ? 'serial' : 'integer';

  await db.schema.alterTable('users').addColumn('last_login_at', 'text').execute();
  // 1: the second factor was reset by an administrator; the next sign-in sets one up again
  await db.schema
    .alterTable('users')
    .addColumn('must_enrol_2fa', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('user_invitations')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('user_invitations_user_idx').on('user_invitations').column('user_id').execute();

  const projectList = postgres
    ? sql`(select string_agg(p2.title, ', ' order by p2.title) from projects p2
          where p2.organisation_id = u.organisation_id
            and (u.role = 'superadmin' or exists (select 1 from user_projects up2
                 where up2.user_id = u.id and up2.project_id = p2.id)))`
    : sql`(select group_concat(title, ', ') from (select p2.title from projects p2
          where p2.organisation_id = u.organisation_id
            and (u.role = 'superadmin' or exists (select 1 from user_projects up2
                 where up2.user_id = u.id and up2.project_id = p2.id))
          order by p2.title))`;
  await sql`create view project_users as
    select p.id as project_id, u.id as id, u.organisation_id as organisation_id,
      u.username as username, u.first_name as first_name, u.last_name as last_name,
      trim(u.first_name || ' ' || u.last_name) as name, u.email as email, u.role as role,
      u.language as language, u.is_active as is_active, u.last_login_at as last_login_at,
      case when u.is_active = 0 then 'inactive' when u.password_hash = '' then 'invited' else 'active' end as status,
      ${projectList} as projects
    from projects p
    join users u on u.organisation_id = p.organisation_id and u.user_type = 'staff'
    where u.role = 'superadmin'
      or exists (select 1 from user_projects up where up.user_id = u.id and up.project_id = p.id)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists project_users`.execute(db);
  await db.schema.dropTable('user_invitations').execute();
  await db.schema.alterTable('users').dropColumn('must_enrol_2fa').execute();
  await db.schema.alterTable('users').dropColumn('last_login_at').execute();
}
