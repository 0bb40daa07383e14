import type { Generated, Selectable } from 'kysely';

/** The jobs table (migration 028) and the tenancy deposits; the Database interface extends these. */
export interface JobTables {
  jobs: JobTable;
  tenant_deposits: TenantDepositTable;
}

/** A job of the in-process runner (server/core/jobs.ts); `project_id` is its payload's project. */
export interface JobTable {
  id: Generated<number>;
  /** the project it works for (its payload's projectId; migration 038), null for none */
  project_id: number | null;
  kind: string;
  key: string;
  /** JSON object */
  payload: Generated<string>;
  /** ISO time */
  run_at: string;
  /** queued, running, done, failed, cancelled */
  state: Generated<string>;
  attempts: Generated<number>;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** The deposit of a tenancy (schema/deposit.ts): one per tenant. */
export interface TenantDepositTable {
  id: Generated<number>;
  project_id: number;
  tenant_id: number;
  /** bank_account or guarantee */
  kind: string;
  provider_id: number | null;
  /** cents */
  amount: number;
  due_date: string;
  paid_date: string | null;
  reminder_sent_at: string | null;
  version: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export type JobRow = Selectable<JobTable>;
export type TenantDeposit = Selectable<TenantDepositTable>;
