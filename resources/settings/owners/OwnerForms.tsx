import type { OwnerChoices } from '../../../schema/api/owners';
import { ownerSchema, ownerUpdateSchema } from '../../../schema/owners';
import { RecordCreate, RecordEdit, type SettingsRecord } from '../RecordPages';
import { OWNERS_LIST, OWNERS_PATH, ownerFields } from './ownerModel';

/** An owner: name, address, contact, IBAN, and the objects and buildings they own. */
const OWNER: SettingsRecord<OwnerChoices> = {
  list: OWNERS_LIST,
  path: OWNERS_PATH,
  texts: 'owners',
  choices: (dataProvider) => dataProvider.getOwnerChoices(),
  fields: ownerFields,
  createSchema: ownerSchema,
  updateSchema: ownerUpdateSchema,
  defaultValues: { objects: [], buildings: [] },
};

/** `/settings/user-management/owners/create`: a new owner. */
export const OwnerCreate = () => <RecordCreate record={OWNER} />;

/** `/settings/user-management/owners/{id}`: the owner's form, and deleting them. */
export const OwnerEdit = () => <RecordEdit record={OWNER} />;
