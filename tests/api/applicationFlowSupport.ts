import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Application, NewApplication } from '../../server/db/tables/applications';
import type { Database } from '../../server/db/types';
import { swissDay } from '../../schema/dates';

/** Applications and priorities written straight into the database, for the state call tests. */

let counter = 0;

/** An application of a project in a state (active.new by default), with its main applicant. */
export async function insertApplication(
  db: Kysely<Database>,
  projectId: number,
  overrides: Partial<NewApplication> = {},
): Promise<Application> {
  counter += 1;
  const now = new Date().toISOString();
  const row: NewApplication = {
    project_id: projectId,
    slug: `flow-${process.pid}-${counter}-${randomBytes(4).toString('hex')}`,
    token_hash: randomBytes(32).toString('hex'),
    token_expires_at: null,
    form_id: null,
    progress_state: 'active.new',
    state_before_deactivation: null,
    object_id: null,
    main_name: `Anna Flow${counter}`,
    email: `anna.flow${counter}@example.ch`,
    phone: `+4179${String(1000000 + counter).slice(-7)}`,
    birth_date: null,
    income_cents: null,
    income_ratio: null,
    object_rooms: null,
    move_in_date: null,
    duplicate_group: null,
    search_text: `anna flow${counter}`,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  const { id } = await db.insertInto('applications').values(row).returning('id').executeTakeFirstOrThrow();
  return db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Sets the objects an application ranks, rank 1 first. */
export async function setPriorities(
  db: Kysely<Database>,
  app: Pick<Application, 'id' | 'project_id'>,
  objectIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('application_priorities').where('application_id', '=', app.id).execute();
  if (objectIds.length === 0) return;
  await db
    .insertInto('application_priorities')
    .values(
      objectIds.map((objectId, i) => ({
        project_id: app.project_id,
        application_id: app.id,
        object_id: objectId,
        rank: i + 1,
      })),
    )
    .execute();
}

export async function applicationRow(db: Kysely<Database>, id: number): Promise<Application> {
  return db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The offers and assignments made to an application, oldest first. */
export async function bindingsOfApplication(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('object_occupancies')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('id')
    .execute();
}

const DAY = 86_400_000;

/** The Swiss day `days` from now (negative: before), YYYY-MM-DD. */
export const dayFromNow = (days: number) => swissDay(new Date(Date.now() + days * DAY));
