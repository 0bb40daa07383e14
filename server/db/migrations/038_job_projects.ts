import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * The project a job works for (its payload's `projectId`), so that a project's admins see its
 * failed jobs and may start them again (settings > background jobs); jobs of no project stay null.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('project_id', 'integer').execute();
  const projectOf = (await isPostgres(db))
    ? sql`cast(nullif(cast(payload as json) ->> 'projectId', '') as integer)`
    : sql`cast(json_extract(payload, '$.projectId') as integer)`;
  await sql`update jobs set project_id = ${projectOf}`.execute(db);
  await db.schema
    .createIndex('jobs_project_state_idx')
    .on('jobs')
    .columns(['project_id', 'state', 'updated_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_project_state_idx').execute();
  await db.schema.alterTable('jobs').dropColumn('project_id').execute();
}
