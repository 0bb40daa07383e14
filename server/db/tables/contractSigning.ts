import type { Generated, Selectable } from 'kysely';

/** Tables of digital contract signing (migration 033); the Database interface extends this one. */
export interface ContractSigningTables {
  contract_signers: ContractSignerTable;
}

/** An adult who signs a sent rental agreement through a token link (V2). */
export interface ContractSignerTable {
  id: Generated<number>;
  project_id: number;
  tenant_id: number;
  contract_id: number;
  position: number;
  name: string;
  email: string;
  language: string;
  /** the {uuid} of the {uuid}/{token} link */
  public_id: string;
  /** sha-256 hex of the link's token (192 random bits) */
  token_hash: string;
  /** sha-256 hex of the sent document the link signs */
  document_sha256: string;
  expires_at: string;
  revoked_at: string | null;
  /** the contract changed after it was sent: the signature does not count */
  voided_at: string | null;
  /** sha-256 hex of the one-time code last mailed */
  code_hash: string | null;
  code_expires_at: string | null;
  code_attempts: Generated<number>;
  signed_at: string | null;
  signed_name: string | null;
  signed_ip: string | null;
  signed_sha256: string | null;
  created_by: number | null;
  created_at: string;
}

export type ContractSigner = Selectable<ContractSignerTable>;
