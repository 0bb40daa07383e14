/** GET /api/v1/buildings/{id} (and .../edit): one building of the project (spec 2 section 7.14). */
export interface BuildingDetail {
  id: number;
  title: string;
  refNumber: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  constructionYear: number | null;
  numFloors: number | null;
  active: boolean;
  /** what an edit sends back; a stale one is refused (409) */
  version: number;
  /** objects that belong to it; a building with objects cannot be deleted */
  numObjects: number;
}

/** The fields of the create and edit forms (buildingInputSchema of schema/objects.ts). */
export type BuildingFormValues = Pick<
  BuildingDetail,
  'title' | 'refNumber' | 'street' | 'houseNumber' | 'postalCode' | 'city' | 'constructionYear' | 'numFloors'
>;

/** GET /api/v1/buildings/create: the empty form, with a free reference number filled in. */
export interface BuildingCreateInit {
  values: BuildingFormValues;
}
