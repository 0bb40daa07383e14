import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { ApplicationOfferReply } from '../../schema/api/applicationFlow';
import type { Application, NewApplication } from '../../server/db/tables/applications';
import type { Database, RealEstateObject } from '../../server/db/types';
import { swissDay } from '../../schema/dates';
import type { Dialect } from '../../server/core/db';
import { Client, createTestApp, type TestApp } from './harness';

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

/**
 * Hands out the rent project's active, available objects that `base` accepts, each once: a test
 * asks for one (narrowed by `where`), and the demo applications' rankings of it are removed so
 * that the test sees only the applications it makes. `app` is read when called (after beforeAll).
 */
export function freshObjects(app: () => TestApp, base: (o: RealEstateObject) => boolean) {
  const used = new Set<number>();
  return async (where: (o: RealEstateObject) => boolean = () => true): Promise<RealEstateObject> => {
    const t = app();
    const found = (await t.objectsOf('rent')).find(
      (o) => !used.has(o.id) && o.active === 1 && o.progress_state === 'available' && base(o) && where(o),
    );
    expect(found).toBeDefined();
    used.add(found!.id);
    await t.database.db.deleteFrom('application_priorities').where('object_id', '=', found!.id).execute();
    return found!;
  };
}

/** Staff offer an object to an application until `expiresOn` (the offer dialog's call); answers the reply. */
export async function makeOffer(
  admin: Client,
  app: Pick<Application, 'id' | 'version'>,
  objectId: number,
  expiresOn: string,
  comment?: string,
): Promise<ApplicationOfferReply> {
  const res = await admin.post(`/api/v1/applications/${app.id}/offer`, {
    version: app.version,
    objectId,
    expiresOn,
    ...(comment === undefined ? {} : { comment }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApplicationOfferReply>();
}

/** The newest mail to an address and what `pattern` finds in its text (a link's parts). */
export async function mailedLink(db: Kysely<Database>, to: string, pattern: RegExp) {
  const mail = await db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = pattern.exec(mail.text_body);
  expect(match, mail.text_body).not.toBeNull();
  return { mail, match: match! };
}

/**
 * The start of a test file of the public action links: a fresh app on `dialect` with demo.admin
 * signed in, a visitor without a session on the rent project, and the rent project's id.
 */
export async function openActionTest(
  dialect: Dialect,
): Promise<{ t: TestApp; admin: Client; anonymous: Client; rentId: number }> {
  const t = await createTestApp(dialect);
  return {
    t,
    admin: await Client.login(t.app, 'demo.admin'),
    anonymous: new Client(t.app, null, 'rent'),
    rentId: await t.projectId('rent'),
  };
}
