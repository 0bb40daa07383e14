import { depositProviderSchema, depositProviderUpdateSchema } from '../../../schema/contract';
import { RecordCreate, RecordEdit, type SettingsRecord } from '../RecordPages';
import { DEPOSIT_PROVIDER_FIELDS, DEPOSIT_PROVIDERS_PATH, DEPOSIT_PROVIDERS_LIST } from './contractModel';

/** A deposit provider: name, contact, the mail address for requests (its form needs no choices). */
const PROVIDER: SettingsRecord<null> = {
  list: DEPOSIT_PROVIDERS_LIST,
  path: DEPOSIT_PROVIDERS_PATH,
  texts: 'deposit_providers',
  choices: () => Promise.resolve({ data: null }),
  fields: () => DEPOSIT_PROVIDER_FIELDS,
  createSchema: depositProviderSchema,
  updateSchema: depositProviderUpdateSchema,
  defaultValues: { name: '', contact: '', email: '' },
};

/** `/settings/software-interfaces/deposit-providers/create`: a new provider. */
export const DepositProviderCreate = () => <RecordCreate record={PROVIDER} />;

/** `/settings/software-interfaces/deposit-providers/{id}`: the provider's form, and deleting it. */
export const DepositProviderEdit = () => <RecordEdit record={PROVIDER} />;
