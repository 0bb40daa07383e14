import type { NewBuilding } from '../types';
import { randomAddress, refNumber, rowRng, timestamp, type SeedProject } from './context';
import { BUILDING_NAMES, cityByName } from './swiss';

export interface BuildingSpec {
  city: string;
  /** Inclusive range of construction years. */
  years: readonly [number, number];
  /** Inclusive range of floors above ground. */
  floors: readonly [number, number];
  active?: boolean;
}

/** A demo building row; its search text is written by the list engine when it is inserted. */
export type SeedBuildingRow = Omit<NewBuilding, 'search_text'>;

/** Building number `index` (1-based) of a project. */
export function buildingRow(project: SeedProject, index: number, spec: BuildingSpec): SeedBuildingRow {
  const rng = rowRng(project, 'building', index);
  const city = cityByName(spec.city);
  const names = BUILDING_NAMES[city.language];
  const title = `${rng.pick(names.prefixes)} ${rng.pick(names.names)}`;
  const address = randomAddress(rng, city);
  const row = {
    project_id: project.id,
    title,
    ref_number: refNumber(project, 'B', index),
    ...address,
    construction_year: rng.int(spec.years[0], spec.years[1]),
    num_floors: rng.int(spec.floors[0], spec.floors[1]),
    active: spec.active === false ? 0 : 1,
  };
  const createdAt = timestamp(index * 3600);
  return {
    ...row,
    created_at: createdAt,
    updated_at: timestamp(index * 3600 + rng.int(0, 30 * 24) * 3600),
  };
}

export function buildingRows(project: SeedProject, specs: readonly BuildingSpec[]): SeedBuildingRow[] {
  const rows = specs.map((spec, i) => buildingRow(project, i + 1, spec));
  // Two buildings of one project should not share a title; number repeats the way Swiss sites do.
  const seen = new Map<string, number>();
  for (const row of rows) {
    const n = (seen.get(row.title) ?? 0) + 1;
    seen.set(row.title, n);
    if (n > 1) row.title = `${row.title} ${romanNumeral(n)}`;
  }
  return rows;
}

function romanNumeral(n: number): string {
  return ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'][n - 1] ?? String(n);
}
