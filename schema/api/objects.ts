/** GET /api/v1/objects/{id}: one object, grouped as the creation wizard groups it (spec 1 section 3). Money in currency units. */
export interface ObjectDetail {
  id: number;
  type: string;
  progress_state: string;
  active: boolean;
  version: number;
  building: { id: number; title: string } | null;
  basics: {
    title: string;
    propertyType: string;
    refNumber: string;
    rooms: number | null;
    floor: string;
    floorNum: number | null;
    area: number | null;
    characteristics: string[];
  };
  prices: {
    rentalPrice: number | null;
    nettoPrice: number | null;
    extraPrice: number | null;
    deposit: number | null;
    rentalPricePerSquareMeter: number | null;
    nettoPricePerSquareMeter: number | null;
    capitalShare: number | null;
    electricityCost: number | null;
    sellingPrice: number | null;
  };
  address: { street: string; houseNumber: string; postalCode: string; city: string };
  rental: {
    minOccupancy: number | null;
    maxOccupancy: number | null;
    minAdults: number | null;
    maxAdults: number | null;
    minChildren: number | null;
    maxChildren: number | null;
    householdType: string;
    adultAge: number | null;
    capitalFrom: number | null;
    capitalTo: number | null;
    incomeFrom: number | null;
    incomeTo: number | null;
    catsAllowed: boolean;
    dogsAllowed: boolean;
  };
  additional: {
    owner: string;
    application: boolean;
    visitation: string;
    targetGroup: string;
    inspectForm: boolean;
    subsidized: boolean;
  };
  availableFrom: string | null;
}
