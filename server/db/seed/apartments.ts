import type { Rng } from './random';
import { chfCents, floorLabel, rentPerSqm, rowRng, type BuildingRef, type SeedProject } from './context';
import { baseObject, floorsOf, pickBuilding, setRent, type SeedObjectRow } from './objectBase';

const ROOMS = [
  [1, 2],
  [1.5, 4],
  [2, 5],
  [2.5, 12],
  [3, 7],
  [3.5, 20],
  [4, 6],
  [4.5, 18],
  [5, 3],
  [5.5, 8],
  [6, 1],
  [6.5, 2],
] as const;

type ApartmentType = 'apartment' | 'attic' | 'maisonette' | 'studio' | 'garden_apartment';

const LABELS: Record<ApartmentType, { rent: string; sale: string }> = {
  apartment: { rent: 'Wohnung', sale: 'Eigentumswohnung' },
  attic: { rent: 'Attikawohnung', sale: 'Attikawohnung' },
  maisonette: { rent: 'Maisonette', sale: 'Maisonette' },
  studio: { rent: 'Studio', sale: 'Studio' },
  garden_apartment: { rent: 'Gartenwohnung', sale: 'Gartenwohnung' },
};

const VISITATIONS = [
  '',
  '',
  'nach Vereinbarung',
  'Besichtigung am Samstag, 10:00-12:00',
  'Besichtigung über die Verwaltung',
  'Termine über die Online-Anmeldung',
];

/** Apartment number `index` (1-based) of a project: the same row for the same project and index. */
export function apartmentRow(
  project: SeedProject,
  index: number,
  buildings: readonly BuildingRef[],
): SeedObjectRow {
  const rng = rowRng(project, 'apartments', index);
  const building = pickBuilding(rng, buildings);
  const row = baseObject(project, 'apartments', index, rng, building);
  const floors = floorsOf(building, rng);
  const rooms = rng.weighted<number>(ROOMS);
  const floorNum = rng.int(0, floors - 1);
  const type = apartmentType(rng, rooms, floorNum, floors);
  const area = Math.round(18 + rooms * 24 + rng.int(-8, 12) + (type === 'attic' ? 10 : 0));
  const floor = floorLabel(floorNum);
  const label = LABELS[type][project.mode];

  row.title = type === 'studio' ? `Studio, ${floor}` : `${rooms}-Zimmer-${label}, ${floor}`;
  row.property_type = type;
  row.rooms = rooms;
  row.floor = floor;
  row.floor_num = floorNum;
  row.area = area;
  row.characteristics = JSON.stringify(characteristics(rng, type, floorNum, floors));

  if (project.mode === 'sale') {
    const perSqm = rentPerSqm(row.city) * rng.int(380, 480);
    row.selling_price = chfCents(area * perSqm, 5000);
    row.available_from = `${rng.int(2026, 2027)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
    return row;
  }

  const factor = 0.85 + rng.next() * 0.35 + floorNum * 0.012;
  const low = 1100 + rng.int(0, 12) * 10;
  const high = 4500 - rng.int(0, 12) * 10;
  const netto = Math.min(high, Math.max(low, area * rentPerSqm(row.city) * factor));
  const nettoCents = chfCents(netto, 5);
  setRent(row, nettoCents, chfCents(110 + rooms * 45 + rng.int(0, 60), 5));
  if (row.owner.includes('genossenschaft')) row.capital_share = chfCents(rooms * 2500, 500);
  setCriteria(row, rng, rooms, nettoCents);
  return row;
}

function apartmentType(rng: Rng, rooms: number, floorNum: number, floors: number): ApartmentType {
  if (rooms <= 1.5 && rng.chance(0.5)) return 'studio';
  if (floors >= 3 && floorNum === floors - 1 && rng.chance(0.5)) return 'attic';
  if (floorNum === 0 && rng.chance(0.25)) return 'garden_apartment';
  if (rooms >= 4.5 && rng.chance(0.15)) return 'maisonette';
  return 'apartment';
}

function characteristics(rng: Rng, type: ApartmentType, floorNum: number, floors: number): string[] {
  const keys: string[] = [];
  if (type === 'attic') keys.push('terrace');
  else if (type === 'garden_apartment') keys.push('garden');
  else if (rng.chance(0.75)) keys.push('balcony');
  if (rng.chance(floors >= 4 ? 0.95 : 0.3)) keys.push('lift');
  if (rng.chance(0.85)) keys.push('dishwasher');
  if (rng.chance(0.45)) keys.push('washing_machine');
  if (rng.chance(0.6)) keys.push('parquet');
  if (rng.chance(0.8)) keys.push('cellar');
  if (floorNum >= 3 && rng.chance(0.5)) keys.push('view');
  if (rng.chance(0.08)) keys.push('fireplace');
  if (rng.chance(0.15)) keys.push('minergie');
  if (keys.includes('lift') && rng.chance(0.4)) keys.push('wheelchair_accessible');
  return keys;
}

/** Occupancy, household and income rules of a rental apartment. */
function setCriteria(row: SeedObjectRow, rng: Rng, rooms: number, nettoCents: number): void {
  const maxOccupancy = Math.ceil(rooms) + 1;
  row.min_occupancy = Math.max(1, Math.floor(rooms) - 2);
  row.max_occupancy = maxOccupancy;
  row.min_adults = 1;
  row.max_adults = Math.min(4, maxOccupancy);
  row.min_children = 0;
  row.max_children = Math.max(0, maxOccupancy - 1);
  row.target_group = rng.weighted<string>([
    ['', 6],
    ['family', rooms >= 3.5 ? 3 : 0],
    ['senior', 1],
    ['student', rooms <= 2.5 ? 2 : 0],
  ]);
  row.household_type = rng.weighted<string>([
    ['', 5],
    ['single', rooms <= 2.5 ? 3 : 0],
    ['couple', 2],
    ['family', rooms >= 3.5 ? 3 : 0],
    ['shared', rooms >= 3.5 ? 1 : 0],
  ]);
  row.adult_age = row.target_group === 'senior' ? 60 : null;
  // Rule of thumb: the yearly gross rent is at most a third of the household income.
  row.income_from = rng.chance(0.6) ? nettoCents * 12 * 3 : null;
  row.subsidized = rng.chance(0.06) ? 1 : 0;
  row.income_to = row.subsidized && row.income_from !== null ? row.income_from * 2 : null;
  row.cats_allowed = rng.chance(0.75) ? 1 : 0;
  row.dogs_allowed = rng.chance(0.35) ? 1 : 0;
  row.visitation = rng.pick(VISITATIONS);
  row.application = rng.chance(0.92) ? 1 : 0;
  row.inspect_form = rng.chance(0.3) ? 1 : 0;
}
