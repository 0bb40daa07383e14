/**
 * Shared pieces of the demo generators: the project a row belongs to, the building an object
 * sits in, fixed timestamps, addresses and owners. Everything is derived from seeds, never from
 * the clock, so the demo data is the same on every run.
 */
import { createRng, hashString, mixSeed, type Rng } from './random';
import { CITIES, cityByName, type SwissCity } from './swiss';
import { FIRST_NAMES, INSTITUTIONAL_OWNERS, LAST_NAMES, privateOwner } from './swissNames';
import type { AddressColumns, Building, BuildingRef as DbBuildingRef } from '../types';

/** All demo timestamps are offsets from this instant. */
export const BASE_TIME_MS = Date.parse('2026-01-05T08:00:00.000Z');

export function timestamp(offsetSeconds: number): string {
  return new Date(BASE_TIME_MS + offsetSeconds * 1000).toISOString();
}

/** How objects of a project are marketed: let (rental prices) or sold (selling prices). */
export type MarketMode = 'rent' | 'sale';

export interface SeedProject {
  id: number;
  slug: string;
  /** Upper-case prefix of reference numbers, e.g. RENT in RENT-A-0001. */
  prefix: string;
  mode: MarketMode;
  /** Cities used for objects without a building (plots). */
  cities: readonly string[];
  seed: number;
}

const PREFIXES: Record<string, string> = {
  rent: 'RENT',
  erstvermietung: 'ERST',
  verkauf: 'VERK',
  investoren: 'INV',
  bauprojekt: 'BAU',
  beta: 'BETA',
};

export function seedProject(
  id: number,
  slug: string,
  mode: MarketMode,
  cities: readonly string[] = CITIES.map((c) => c.city),
): SeedProject {
  const prefix =
    PREFIXES[slug] ??
    (slug
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 6) ||
      'OBJ');
  return { id, slug, prefix, mode, cities, seed: hashString(`immodesk-demo:${slug}`) };
}

/** The generator for row `index` of one kind of row in one project; independent of other rows. */
export function rowRng(project: SeedProject, kind: string, index: number): Rng {
  return createRng(mixSeed(project.seed ^ hashString(kind), index));
}

export function refNumber(project: SeedProject, letter: string, index: number): string {
  return `${project.prefix}-${letter}-${String(index).padStart(4, '0')}`;
}

/** The columns of a building an object inherits. */
export type BuildingRef = DbBuildingRef & Pick<Building, 'num_floors'>;

export type Address = AddressColumns;

export function randomAddress(rng: Rng, city: SwissCity): Address {
  const district = rng.pick(city.districts);
  const [postalCode, ...streets] = district;
  const suffix = rng.chance(0.12) ? rng.pick(['a', 'b', 'c']) : '';
  return {
    street: rng.pick(streets),
    house_number: `${rng.int(1, 140)}${suffix}`,
    postal_code: postalCode,
    city: city.city,
  };
}

export function addressInProject(rng: Rng, project: SeedProject): Address {
  return randomAddress(rng, cityByName(rng.pick(project.cities)));
}

export function rentPerSqm(cityName: string): number {
  return CITIES.find((c) => c.city === cityName)?.rentPerSqm ?? 22;
}

/** A deterministic owner for a key (a building's ref number, or an object's): mostly institutional. */
export function ownerFor(key: string): string {
  const rng = createRng(hashString(`owner:${key}`));
  if (rng.chance(0.65)) return rng.pick(INSTITUTIONAL_OWNERS);
  const language = rng.weighted([
    ['de', 6],
    ['fr', 3],
    ['it', 2],
  ] as const);
  return privateOwner(
    rng.pick(FIRST_NAMES[language]),
    rng.pick(FIRST_NAMES[language]),
    rng.pick(LAST_NAMES[language]),
    rng.int(0, 3),
  );
}

/** "EG" for the ground floor, "UG" below it, "3. OG" above it. */
export function floorLabel(floorNum: number): string {
  if (floorNum === 0) return 'EG';
  if (floorNum < 0) return floorNum === -1 ? 'UG' : `${-floorNum}. UG`;
  return `${floorNum}. OG`;
}

/** A date in 2026 or 2027 on which a unit becomes available (mostly the first of a month). */
export function availableFrom(rng: Rng): string {
  const month = rng.int(0, 23);
  const year = 2026 + Math.floor(month / 12);
  const day = rng.chance(0.8) ? 1 : rng.pick([15, 16]);
  return `${year}-${String((month % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Rounds CHF to a multiple of `step` CHF and returns cents. */
export function chfCents(chf: number, step = 5): number {
  return Math.round(chf / step) * step * 100;
}
