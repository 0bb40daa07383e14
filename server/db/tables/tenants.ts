import type { Generated, Insertable, Selectable } from 'kysely';

/** The tenants table (migration 025); the Database interface extends this one. */
export interface TenantTables {
  tenants: TenantTable;
}

/** A household renting an object of the project, from its assignment on (schema/tenants.ts states). */
export interface TenantTable {
  id: Generated<number>;
  project_id: number;
  application_id: number | null;
  object_id: number | null;
  /** without_contract, contract_sent, with_contract, quit */
  progress_state: string;
  /** the main applicant's name, e-mail and phone at the assignment */
  name: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  language: Generated<string>;
  /** the object's type (its legal minimum notice period follows from it) */
  object_type: Generated<string>;
  /** reference, title and address of the object at the assignment (list, search) */
  object_label: Generated<string>;
  contract_start: string | null;
  /** cents */
  net_rent: number | null;
  /** cents */
  extra_costs: number | null;
  notice_months: Generated<number>;
  /** JSON array of months 1-12 whose last day is a termination date */
  termination_months: string;
  /** 'tenant' | 'landlord' */
  termination_by: string | null;
  termination_received_on: string | null;
  end_date: string | null;
  terminated_at: string | null;
  search_text: string;
  version: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export type Tenant = Selectable<TenantTable>;
export type NewTenant = Insertable<TenantTable>;
