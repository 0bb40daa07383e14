import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../../server/core/db';
import type { Database } from '../../server/db/types';
import type { Application } from '../../server/db/tables/applications';
import type { NewTenant, Tenant } from '../../server/db/tables/tenants';
import { insertApplication } from './applicationFlowSupport';
import { Client, createTestApp, type TestApp } from './harness';

/** Every month a termination date: the earliest end follows from the notice period alone. */
export const EVERY_MONTH = JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

/** What a test file's tenants have in common; `name` and `email` get a running number. */
export type TenantBase = { name: string; email: string } & Partial<NewTenant>;

/**
 * A tenant written straight into the database (the tenant states before a contract, and the
 * contract states, have no call that makes them in one step): a tenancy with a signed contract
 * of an apartment, net rent 1'500 and extra costs 200, three months' notice, unless `base` or the
 * call's `overrides` say otherwise. `db` and `projectId` are read when called (after beforeAll).
 */
export function tenantInserter(db: () => Kysely<Database>, projectId: () => number, base: TenantBase) {
  let counter = 0;
  return async (overrides: Partial<NewTenant> = {}, inProject = projectId()): Promise<Tenant> => {
    counter += 1;
    const now = new Date().toISOString();
    const { name: baseName, email: baseEmail, ...rest } = base;
    const name = `${baseName}${counter}`;
    const objectLabel = rest.object_label ?? 'W 1.01 Probewohnung';
    const row: NewTenant = {
      project_id: inProject,
      application_id: null,
      object_id: null,
      progress_state: 'with_contract',
      name,
      email: `${baseEmail}${counter}@example.ch`,
      language: 'de',
      object_type: 'apartments',
      object_label: objectLabel,
      contract_start: '2021-04-01',
      net_rent: 150_000,
      extra_costs: 20_000,
      notice_months: 3,
      termination_months: EVERY_MONTH,
      termination_by: null,
      termination_received_on: null,
      end_date: null,
      terminated_at: null,
      search_text: `${name} ${objectLabel}`.toLowerCase(),
      created_by: null,
      created_at: now,
      updated_at: now,
      ...rest,
      ...overrides,
    };
    const { id } = await db().insertInto('tenants').values(row).returning('id').executeTakeFirstOrThrow();
    return db().selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  };
}

/** What a tenant test file works with: its app, the demo users it signs in as, two projects' ids. */
export interface TenantTest {
  t: TestApp;
  admin: Client;
  contract: Client;
  marketer: Client;
  rentId: number;
  betaId: number;
}

/**
 * The set-up of a tenant test file, as its beforeAll and afterAll: a fresh app on `dialect` with
 * demo.admin, demo.contract and demo.marketer signed in, and the ids of the rent project and of
 * the other project (beta). The fields are there once beforeAll ran.
 */
export function tenantTest(dialect: Dialect): TenantTest {
  const s = {} as TenantTest;
  beforeAll(async () => {
    s.t = await createTestApp(dialect);
    s.admin = await Client.login(s.t.app, 'demo.admin');
    s.contract = await Client.login(s.t.app, 'demo.contract');
    s.marketer = await Client.login(s.t.app, 'demo.marketer');
    s.rentId = await s.t.projectId('rent');
    s.betaId = await s.t.projectId('beta');
  });
  afterAll(() => s.t.close());
  return s;
}

/**
 * Where a tenant of an application lives: a new assigned application of the project and the
 * project's first apartment (its id and its label as the tenant list shows it).
 */
export async function assignedApartment(
  db: Kysely<Database>,
  projectId: number,
): Promise<{ app: Application; objectId: number; objectLabel: string }> {
  const object = await db
    .selectFrom('objects')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('object_type', '=', 'apartments')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const app = await insertApplication(db, projectId, { progress_state: 'assigned' });
  return { app, objectId: object.id, objectLabel: `${object.ref_number} ${object.title}` };
}
