import { EMPTY_OBJECT } from '../../modules/objects/rows';
import type { NewRealEstateObject } from '../types';
import type { Rng } from './random';
import {
  addressInProject,
  availableFrom,
  ownerFor,
  refNumber,
  timestamp,
  type Address,
  type BuildingRef,
  type MarketMode,
  type SeedProject,
} from './context';

export type ObjectKind = 'apartments' | 'parkingspace' | 'other' | 'craft' | 'plot';

/** A demo object row; its search text is written by the list engine when it is inserted. */
export type SeedObjectRow = Omit<NewRealEstateObject, 'search_text'>;

export const OBJECT_KINDS: readonly ObjectKind[] = ['apartments', 'parkingspace', 'other', 'craft', 'plot'];

/** Letter in the reference number: RENT-A-0001 is an apartment, RENT-P-0001 a parking space. */
export const REF_LETTERS: Record<ObjectKind, string> = {
  apartments: 'A',
  parkingspace: 'P',
  other: 'N',
  craft: 'G',
  plot: 'L',
};

const TIME_OFFSET: Record<ObjectKind, number> = {
  apartments: 1 * 86400,
  parkingspace: 2 * 86400,
  other: 3 * 86400,
  craft: 4 * 86400,
  plot: 5 * 86400,
};

const RENT_STATES = [
  ['available', 45],
  ['with_offer', 15],
  ['assigned', 10],
  ['rented', 20],
  ['reserved', 10],
] as const;

const SALE_STATES = [
  ['available', 55],
  ['reserved', 25],
  ['sold', 20],
] as const;

export function progressState(rng: Rng, mode: MarketMode): string {
  return rng.weighted<string>(mode === 'sale' ? SALE_STATES : RENT_STATES);
}

/** Picks the building an object sits in, or null when the project has none. */
export function pickBuilding(rng: Rng, buildings: readonly BuildingRef[]): BuildingRef | null {
  return buildings.length === 0 ? null : rng.pick(buildings);
}

export function floorsOf(building: BuildingRef | null, rng: Rng): number {
  return Math.max(1, building?.num_floors ?? rng.int(2, 6));
}

/**
 * A complete row with every column set (multi-row inserts need the same columns in every row):
 * the values the app gives a new object, address and owner taken from the building.
 */
export function baseObject(
  project: SeedProject,
  kind: ObjectKind,
  index: number,
  rng: Rng,
  building: BuildingRef | null,
): SeedObjectRow {
  const address: Address = building
    ? {
        street: building.street,
        house_number: building.house_number,
        postal_code: building.postal_code,
        city: building.city,
      }
    : addressInProject(rng, project);
  const ref = refNumber(project, REF_LETTERS[kind], index);
  const created = TIME_OFFSET[kind] + index * 60;
  return {
    ...EMPTY_OBJECT,
    project_id: project.id,
    object_type: kind,
    building_id: building?.id ?? null,
    ref_number: ref,
    ...address,
    owner: ownerFor(building?.ref_number ?? ref),
    available_from: availableFrom(rng),
    progress_state: progressState(rng, project.mode),
    active: rng.chance(0.1) ? 0 : 1,
    created_at: timestamp(created),
    updated_at: timestamp(created + rng.int(0, 20 * 24) * 3600),
  };
}

/** Sets rental prices (netto + extra, deposit 3x netto) from CHF amounts. */
export function setRent(row: SeedObjectRow, nettoCents: number, extraCents: number): void {
  row.netto_price = nettoCents;
  row.extra_price = extraCents;
  row.rental_price = nettoCents + extraCents;
  row.deposit = nettoCents * 3;
}
