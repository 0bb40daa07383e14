import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types';
import type { NewTenant, Tenant } from '../../server/db/tables/tenants';

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
