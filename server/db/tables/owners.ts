import type { Generated } from 'kysely';

/** Tables of settings > owners (migration 013); the Database interface extends this one. */
export interface OwnerTables {
  owners: OwnerTable;
  owner_objects: OwnerObjectTable;
  owner_buildings: OwnerBuildingTable;
}

export interface OwnerTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  street: Generated<string>;
  postal_code: Generated<string>;
  city: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  /** electronic form, '' when none */
  iban: Generated<string>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface OwnerObjectTable {
  owner_id: number;
  object_id: number;
}

export interface OwnerBuildingTable {
  owner_id: number;
  building_id: number;
}
