/** GET /api/v1/settings/owners/:id, and the reply of a create or change. */
export interface OwnerDetail {
  id: number;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  phone: string;
  email: string;
  iban: string;
  objects: number[];
  buildings: number[];
  version: number;
}

/** GET /api/v1/settings/owners/choices: the project's objects and buildings an owner may own. */
export interface OwnerChoices {
  objects: { id: number; name: string }[];
  buildings: { id: number; name: string }[];
}
