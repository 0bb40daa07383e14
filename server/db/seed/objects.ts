import type { Rng } from './random';
import { chfCents, floorLabel, rowRng, type BuildingRef, type SeedProject } from './context';
import { apartmentRow } from './apartments';
import {
  baseObject,
  floorsOf,
  pickBuilding,
  setRent,
  type ObjectKind,
  type SeedObjectRow,
} from './objectBase';

type Generator = (project: SeedProject, index: number, buildings: readonly BuildingRef[]) => SeedObjectRow;

/** Object number `index` (1-based) of one kind in a project; deterministic by project and index. */
export function objectRow(
  project: SeedProject,
  kind: ObjectKind,
  index: number,
  buildings: readonly BuildingRef[],
): SeedObjectRow {
  return GENERATORS[kind](project, index, buildings);
}

/** Rows 1..count of one kind. */
export function objectRows(
  project: SeedProject,
  kind: ObjectKind,
  count: number,
  buildings: readonly BuildingRef[],
): SeedObjectRow[] {
  return Array.from({ length: count }, (_, i) => objectRow(project, kind, i + 1, buildings));
}

const PARKING = {
  underground: { title: 'Tiefgaragenplatz', floorNum: -1, chf: [140, 250] },
  outdoor: { title: 'Aussenparkplatz', floorNum: null, chf: [100, 150] },
  motorbike: { title: 'Motorradabstellplatz', floorNum: -1, chf: [100, 120] },
  carport: { title: 'Carport', floorNum: 0, chf: [120, 180] },
} as const;

function parkingRow(project: SeedProject, index: number, buildings: readonly BuildingRef[]): SeedObjectRow {
  const rng = rowRng(project, 'parkingspace', index);
  const row = baseObject(project, 'parkingspace', index, rng, pickBuilding(rng, buildings));
  const type = rng.weighted<keyof typeof PARKING>([
    ['underground', 6],
    ['outdoor', 3],
    ['motorbike', 1],
    ['carport', 1],
  ]);
  const spec = PARKING[type];
  row.title = `${spec.title} Nr. ${rng.int(1, 120)}`;
  row.property_type = type;
  row.floor_num = spec.floorNum;
  row.floor = spec.floorNum === null ? '' : floorLabel(spec.floorNum);
  row.area = type === 'motorbike' ? 3 : rng.int(12, 16);
  const keys: string[] = [];
  if (type === 'underground' && rng.chance(0.25)) keys.push('ev_charging');
  if (type !== 'outdoor') keys.push('covered');
  row.characteristics = JSON.stringify(keys);
  const netto = chfCents(rng.int(spec.chf[0], spec.chf[1]), 5);
  setRent(row, netto, keys.includes('ev_charging') ? 2000 : 0);
  if (keys.includes('ev_charging')) row.electricity_cost = chfCents(rng.int(20, 40), 5);
  return row;
}

const OUTBUILDINGS = {
  cellar: { title: 'Kellerabteil', floorNum: -1, area: [4, 12], chf: [30, 80] },
  hobby_room: { title: 'Hobbyraum', floorNum: -1, area: [12, 25], chf: [120, 250] },
  craft_room: { title: 'Bastelraum', floorNum: -1, area: [10, 20], chf: [90, 180] },
  storage: { title: 'Lagerraum', floorNum: 0, area: [15, 40], chf: [150, 400] },
  attic_storage: { title: 'Estrichabteil', floorNum: null, area: [4, 10], chf: [30, 60] },
} as const;

function outbuildingRow(
  project: SeedProject,
  index: number,
  buildings: readonly BuildingRef[],
): SeedObjectRow {
  const rng = rowRng(project, 'other', index);
  const building = pickBuilding(rng, buildings);
  const row = baseObject(project, 'other', index, rng, building);
  const type = rng.pick(Object.keys(OUTBUILDINGS) as Array<keyof typeof OUTBUILDINGS>);
  const spec = OUTBUILDINGS[type];
  const floorNum = spec.floorNum ?? floorsOf(building, rng) - 1;
  row.floor_num = floorNum;
  row.floor = floorLabel(floorNum);
  row.title = type === 'cellar' ? `${spec.title} K${rng.int(1, 60)}` : `${spec.title}, ${row.floor}`;
  row.property_type = type;
  row.area = rng.int(spec.area[0], spec.area[1]);
  row.characteristics = JSON.stringify(type === 'hobby_room' ? ['window', 'heating'] : []);
  setRent(row, chfCents(rng.int(spec.chf[0], spec.chf[1]), 5), chfCents(rng.int(0, 3) * 10, 5));
  return row;
}

const BUSINESS_UNITS = {
  shop: { title: 'Ladenlokal', area: [60, 250], chfPerSqm: [25, 45] },
  office: { title: 'Büro', area: [50, 400], chfPerSqm: [18, 32] },
  studio: { title: 'Atelier', area: [30, 120], chfPerSqm: [15, 22] },
  practice: { title: 'Praxis', area: [80, 200], chfPerSqm: [22, 35] },
  workshop: { title: 'Gewerberaum', area: [80, 400], chfPerSqm: [12, 20] },
} as const;

function craftRow(project: SeedProject, index: number, buildings: readonly BuildingRef[]): SeedObjectRow {
  const rng = rowRng(project, 'craft', index);
  const building = pickBuilding(rng, buildings);
  const row = baseObject(project, 'craft', index, rng, building);
  const type = rng.pick(Object.keys(BUSINESS_UNITS) as Array<keyof typeof BUSINESS_UNITS>);
  const spec = BUSINESS_UNITS[type];
  const floors = floorsOf(building, rng);
  const floorNum = type === 'shop' || type === 'workshop' ? 0 : rng.int(0, Math.min(3, floors - 1));
  const area = rng.int(spec.area[0], spec.area[1]);
  row.title = `${spec.title}, ${floorLabel(floorNum)}`;
  row.property_type = type;
  row.floor_num = floorNum;
  row.floor = floorLabel(floorNum);
  row.area = area;
  row.characteristics = JSON.stringify(craftCharacteristics(rng, type));
  setRent(row, chfCents(area * rng.int(spec.chfPerSqm[0], spec.chfPerSqm[1]), 10), chfCents(area * 4, 10));
  return row;
}

function craftCharacteristics(rng: Rng, type: keyof typeof BUSINESS_UNITS): string[] {
  const keys: string[] = [];
  if (type === 'shop') keys.push('shop_window');
  if (rng.chance(0.6)) keys.push('lift');
  if (rng.chance(0.5)) keys.push('wheelchair_accessible');
  if (type === 'office' || type === 'practice') keys.push('network_cabling');
  if (type === 'workshop' && rng.chance(0.7)) keys.push('goods_lift');
  return keys;
}

const PLOTS = {
  building_land: 'Bauland',
  commercial_land: 'Gewerbeland',
  agricultural_land: 'Landwirtschaftsland',
} as const;

function plotRow(project: SeedProject, index: number): SeedObjectRow {
  const rng = rowRng(project, 'plot', index);
  const row = baseObject(project, 'plot', index, rng, null);
  const type = rng.weighted<keyof typeof PLOTS>([
    ['building_land', 6],
    ['commercial_land', 3],
    ['agricultural_land', 1],
  ]);
  const area = rng.int(4, 60) * 100;
  row.title = `${PLOTS[type]} ${row.street}, ${area} m²`;
  row.property_type = type;
  row.area = area;
  row.characteristics = JSON.stringify(rng.chance(0.7) ? ['developed'] : []);
  const perSqm = type === 'agricultural_land' ? 0.05 : 0.4 + rng.next() * 0.5;
  setRent(row, chfCents(area * perSqm, 10), 0);
  return row;
}

const GENERATORS: Record<ObjectKind, Generator> = {
  apartments: apartmentRow,
  parkingspace: parkingRow,
  other: outbuildingRow,
  craft: craftRow,
  plot: plotRow,
};
