import type { Generated, Insertable, Selectable } from 'kysely';

/** The contracts table (migration 027); the Database interface extends this one. */
export interface ContractTables {
  contracts: ContractTable;
}

/** A tenant's rental agreement beside the terms on its tenants row (schema/tenantContract.ts). */
export interface ContractTable {
  id: Generated<number>;
  project_id: number;
  tenant_id: number;
  language: Generated<string>;
  /** 'advance' | 'flat_rate' */
  extra_costs_kind: Generated<string>;
  /** cents */
  deposit: number | null;
  /** hundredths of a percent */
  reference_rate: number | null;
  /** tenths of an index point */
  cpi: number | null;
  /** JSON array of clause keys */
  clauses: Generated<string>;
  /** the document as sent or handed over (uploaded_files) */
  sent_file_id: number | null;
  sent_at: string | null;
  /** hex SHA-256 of the sent document's bytes */
  sent_sha256: string | null;
  /** 'mail' | 'in_person' */
  sent_by: string | null;
  /** the signed scan (uploaded_files) */
  signed_file_id: number | null;
  signed_at: string | null;
  reminded_at: string | null;
  /** V2: when and by whom the staff countersigned (migration 033) */
  countersigned_at: Generated<string | null>;
  countersigned_by: Generated<number | null>;
  /** V2: hex SHA-256 of the final document with its signature page */
  signed_sha256: Generated<string | null>;
  /** the previous tenant's net rent in cents, for the initial-rent form (migration 041) */
  previous_rent: Generated<number | null>;
  /** the reason of the change of rent the initial-rent form states */
  rent_change_reason: Generated<string>;
  /** the document's revision */
  version: Generated<number>;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

export type Contract = Selectable<ContractTable>;
export type NewContract = Insertable<ContractTable>;
