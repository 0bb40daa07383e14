import type { Language } from './common';
import type { ContractClause } from '../contract';

/**
 * The contract settings API (spec 2 section 7.17), every path under /api/v1/settings and admin
 * only: rental-agreement, digital-signature, deposit-providers.
 */

/** GET and POST settings/rental-agreement (POST carries the version; a stale one is 409) */
export interface RentalAgreementRecord {
  /** the template per language: sanitised HTML with {{placeholders}} */
  texts: Record<Language, string>;
  clauses: ContractClause[];
  /** the cantons whose objects get the official initial-rent form with the contract */
  initialRentCantons: string[];
  /** PDFs per contract language (a language without its own takes de's), as the upload answered them */
  attachments: Record<Language, ContractAttachment[]>;
  version: number;
}

/** A PDF that goes with the contracts: embedded in the contract PDF and sent with the contract mail. */
export interface ContractAttachment {
  key: string;
  url: string;
  name: string;
  size: number;
}

/** A user of the project who can countersign. */
export interface CountersignerChoice {
  id: number;
  name: string;
}

/** GET and POST settings/digital-signature (POST carries the version) */
export interface DigitalSignatureRecord {
  /** null until someone is chosen (or when the chosen user was removed) */
  countersigner_id: number | null;
  link_days: number;
  version: number;
  /** the active users of the project, by name */
  countersigners: CountersignerChoice[];
}

/** What a digital-signature save sends. */
export interface DigitalSignatureInput {
  countersigner_id: number;
  link_days: number;
  version: number;
}

/** GET settings/deposit-providers/{id}, POST .../create, POST .../{id}/edit */
export interface DepositProviderRecord {
  id: number;
  name: string;
  contact: string;
  email: string;
  version: number;
  updated_at: string;
}

/** GET settings/deposit-providers */
export interface DepositProviderListReply {
  providers: DepositProviderRecord[];
}

/** create and edit; edit carries the version it was loaded with */
export interface DepositProviderInput {
  name: string;
  contact: string;
  email: string;
  version?: number;
}
