import { SWISS_CANTONS } from '../../../schema/initialRentForm';
import { LANGUAGES, type Language } from '../../../schema/api/common';
import type {
  ContractAttachment,
  DigitalSignatureRecord,
  RentalAgreementRecord,
} from '../../../schema/api/contractSettings';
import {
  CONTRACT_ATTACHMENTS_MAX,
  CONTRACT_CLAUSES,
  SIGNING_LINK_DAYS_MAX,
  SIGNING_LINK_DAYS_MIN,
  type ContractClause,
} from '../../../schema/contract';
import type { FieldSpec } from '../../../src/forms';
import { listQueryKey } from '../../../src/list';
import type { SettingsListRef } from '../RecordPages';

/** The upload input of a contract language's attachments (PDF only). */
export const attachmentSpec = (language: Language): FieldSpec => ({
  kind: 'file',
  source: `attachments.${language}`,
  label: `rental_agreement_attachments_${language}`,
  helperText: 'rental_agreement_attachments_hint',
  multiple: true,
  max: CONTRACT_ATTACHMENTS_MAX,
  types: ['pdf'],
});

/** Where the contract settings live below /settings (spec 1 section 2). */
export const RENTAL_AGREEMENT_PATH = '/settings/rental-agreement';
export const DIGITAL_SIGNATURE_PATH = '/settings/digital-signature';
export const DEPOSIT_PROVIDERS_PATH = '/settings/software-interfaces/deposit-providers';
/** The providers as react-admin names them: the settings resource's list `deposit-providers` (its record calls: getOne, create, update, delete). */
export const DEPOSIT_PROVIDERS_LIST = {
  resource: 'settings',
  meta: { list: 'deposit-providers' },
} satisfies SettingsListRef;

/** react-query keys of the pages' reads; the list's is the one react-admin's record calls refresh. */
export const RENTAL_AGREEMENT_KEY = ['settings', 'rental-agreement'] as const;
export const DIGITAL_SIGNATURE_KEY = ['settings', 'digital-signature'] as const;
export const DEPOSIT_PROVIDERS_KEY = listQueryKey(
  DEPOSIT_PROVIDERS_LIST.resource,
  DEPOSIT_PROVIDERS_LIST.meta,
);

/** A stale version, as the forms read it: the conflict notice, the input kept. */
export const CONTRACT_SERVER_ERRORS = {
  conflictKeys: ['rental_agreement_changed_meanwhile', 'digital_signature_changed_meanwhile'],
  conflictMessage: 'mail_settings_conflict',
} as const;

/** The values of the rental agreement form. */
export interface RentalAgreementValues {
  texts: Record<Language, string>;
  clauses: ContractClause[];
  initialRentCantons: string[];
  attachments: Record<Language, ContractAttachment[]>;
  version: number;
}

/** The template as the form edits it: every language present. */
export function rentalAgreementValuesOf(record: RentalAgreementRecord): RentalAgreementValues {
  const texts = Object.fromEntries(
    LANGUAGES.map((language) => [language, record.texts?.[language] ?? '']),
  ) as Record<Language, string>;
  return {
    texts,
    clauses: [...record.clauses],
    initialRentCantons: [...record.initialRentCantons],
    attachments: Object.fromEntries(
      LANGUAGES.map((language) => [language, [...(record.attachments?.[language] ?? [])]]),
    ) as Record<Language, ContractAttachment[]>,
    version: record.version,
  };
}

/** The inputs of the rental agreement form the server may name. */
export const RENTAL_AGREEMENT_FIELDS: readonly string[] = [
  ...LANGUAGES.map((language) => `texts.${language}`),
  ...LANGUAGES.map((language) => `attachments.${language}`),
  'clauses',
];

/** The clauses as checkbox choices, named by their keys. */
/** The cantons, by their abbreviation (the official initial-rent form's setting). */
export const CANTON_CHOICES = SWISS_CANTONS.map((canton) => ({ id: canton, name: canton }));

export const CLAUSE_CHOICES = CONTRACT_CLAUSES.map((clause) => ({
  id: clause,
  name: `contract_clause_${clause}`,
}));

/** The digital signature form: who countersigns, the link lifetime in days. */
export function digitalSignatureFields(record: DigitalSignatureRecord): FieldSpec[] {
  return [
    {
      source: 'countersigner_id',
      kind: 'select',
      label: 'digital_signature_countersigner',
      required: true,
      choices: record.countersigners,
      translateChoice: false,
    },
    {
      source: 'link_days',
      kind: 'integer',
      label: 'digital_signature_link_days',
      required: true,
      min: SIGNING_LINK_DAYS_MIN,
      max: SIGNING_LINK_DAYS_MAX,
      unit: 'digital_signature_days',
      helperText: 'digital_signature_link_days_hint',
    },
  ];
}

/** The deposit provider form: name, contact, the mail address for requests. */
export const DEPOSIT_PROVIDER_FIELDS: FieldSpec[] = [
  {
    source: 'name',
    kind: 'text',
    label: 'deposit_providers_field_name',
    required: true,
    autoComplete: 'off',
  },
  { source: 'contact', kind: 'text', label: 'deposit_providers_field_contact' },
  { source: 'email', kind: 'email', label: 'deposit_providers_field_email', required: true },
];
