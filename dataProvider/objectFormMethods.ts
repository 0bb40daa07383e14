import type { BuildingCreateInit } from '../schema/api/buildings';
import type { ObjectCreateInit } from '../schema/api/objects';
import type { ObjectFieldGroup } from '../schema/objects';
import { reply } from './accountMethods';
import { api } from './http';

/** POST /api/v1/objects/{type}/validation: one page of the creation wizard (or an edit form's group). */
export interface ObjectPageCheck {
  page: ObjectFieldGroup;
  /** the page's values, as the group of the object holds them */
  values: Record<string, unknown>;
  /** the object being edited: its own reference number is not "taken" */
  id?: number;
}

const objectType = (type: string) => `/api/v1/objects/${encodeURIComponent(type)}`;

/**
 * The data provider's own methods of the object and building forms (spec 2 sections 7.7 and 7.14):
 * what the creation wizard starts from and its page checks. Creating and editing are react-admin's
 * `create` and `update`. Each answers `{data}`; a refusal is a RequestError (400 with
 * `errors: {'basics.refNumber': 'ref_number_taken'}`).
 */
export const objectFormMethods = {
  getObjectCreateInit: (type: string) => reply(api.get<ObjectCreateInit>(`${objectType(type)}/create`)),
  checkObjectPage: (type: string, check: ObjectPageCheck) =>
    reply(api.post<{ valid: true }>(`${objectType(type)}/validation`, check)),
  getBuildingCreateInit: () => reply(api.get<BuildingCreateInit>('/api/v1/buildings/create')),
};
