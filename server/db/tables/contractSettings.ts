import type { Generated } from 'kysely';

/** Tables of the contract settings (migration 026); the Database interface extends this one. */
export interface ContractSettingsTables {
  rental_agreement_settings: RentalAgreementSettingsTable;
  digital_signature_settings: DigitalSignatureSettingsTable;
  deposit_providers: DepositProviderTable;
  rental_agreement_attachments: RentalAgreementAttachmentTable;
}

/** The rental agreement template of a project: `texts` is JSON `Record<Language, string>` (sanitised HTML). */
export interface RentalAgreementSettingsTable {
  project_id: number;
  texts: string;
  /** JSON array of clause keys */
  clauses: Generated<string>;
  /** JSON array of canton codes that require the initial-rent form; null: the default list (migration 041) */
  initial_rent_cantons: Generated<string | null>;
  version: Generated<number>;
  updated_by: number | null;
  updated_at: string;
}

export interface DigitalSignatureSettingsTable {
  project_id: number;
  countersigner_id: number | null;
  link_days: Generated<number>;
  version: Generated<number>;
  updated_by: number | null;
  updated_at: string;
}

export interface DepositProviderTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  contact: Generated<string>;
  email: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A PDF that goes with the project's contracts of one language, in order (migration 042). */
export interface RentalAgreementAttachmentTable {
  id: Generated<number>;
  project_id: number;
  /** the contract language it is for (schema/api/common.ts LANGUAGES) */
  language: string;
  position: number;
  file_id: number;
  /** the name shown in the contract's list of attachments and given to the mail's file */
  name: string;
}
