/**
 * The points of an application: pure rules, one per criterion, each with the points it gives, its
 * maximum and why (a reason key with parameters the server translates). `applications.points`
 * stores the total for sorting; the server recomputes it on every write that changes an input,
 * and the demo seeder calls `applicationPointsTotal` with the same inputs.
 */

/** Document categories an application needs to be complete (application_documents.category). */
export const REQUIRED_DOCUMENT_CATEGORIES = ['id', 'salary_slip', 'debt_collection'] as const;

/**
 * The household answer telling whether the debt-collection extract has entries: `false`, `'no'`
 * or `0` means clean, `true`, `'yes'` or a positive number means entries; absent means unknown.
 */
export const DEBT_COLLECTION_ANSWER_KEY = 'debt_collection_entries';

/** What the object of first priority contributes to the rules. */
export interface PointsObject {
  min_occupancy: number | null;
  max_occupancy: number | null;
  /** YYYY-MM-DD */
  available_from: string | null;
  cats_allowed: number | boolean;
  dogs_allowed: number | boolean;
}

/** An application's inputs to the rules. */
export interface PointsInput {
  /** yearly income divided by the yearly rent of the first-priority object */
  income_ratio: number | null;
  household_size: number;
  pets: number;
  /** YYYY-MM-DD */
  move_in_date: string | null;
  /** categories of the application's documents */
  document_categories: readonly string[];
  /** the categories a complete application has (the form's required file fields); REQUIRED_DOCUMENT_CATEGORIES when absent */
  required_document_categories?: readonly string[];
  /** the household answers (only DEBT_COLLECTION_ANSWER_KEY is read) */
  answers: Readonly<Record<string, unknown>>;
  object: PointsObject | null;
}

export const POINTS_CRITERIA = [
  'income',
  'occupancy',
  'move_in',
  'documents',
  'pets',
  'debt_collection',
] as const;
export type PointsCriterion = (typeof POINTS_CRITERIA)[number];

export const POINTS_MAX: Record<PointsCriterion, number> = {
  income: 30,
  occupancy: 20,
  move_in: 10,
  documents: 15,
  pets: 10,
  debt_collection: 15,
};

/** The reason a criterion gave its points: a server text key (points_reason_*) and its parameters. */
export interface PointsReason {
  key: string;
  params: Record<string, string | number>;
}

export interface PointsCriterionResult {
  key: PointsCriterion;
  points: number;
  max: number;
  reason: PointsReason;
}

export interface PointsResult {
  total: number;
  max: number;
  criteria: PointsCriterionResult[];
}

const reason = (key: string, params: Record<string, string | number> = {}): PointsReason => ({
  key: `points_reason_${key}`,
  params,
});

/** Income at least three times the rent is full points; 2.5 times two thirds; twice a third. */
function incomePoints(input: PointsInput): [number, PointsReason] {
  const max = POINTS_MAX.income;
  const ratio = input.income_ratio;
  if (ratio === null || !Number.isFinite(ratio) || ratio <= 0) return [0, reason('income_unknown')];
  const shown = Math.round(ratio * 100) / 100;
  if (ratio >= 3) return [max, reason('income_high', { ratio: shown })];
  if (ratio >= 2.5) return [20, reason('income_fair', { ratio: shown })];
  if (ratio >= 2) return [10, reason('income_low', { ratio: shown })];
  return [0, reason('income_too_low', { ratio: shown })];
}

/** The household fits the object's minimum and maximum occupancy. */
function occupancyPoints(input: PointsInput): [number, PointsReason] {
  const max = POINTS_MAX.occupancy;
  const object = input.object;
  const size = input.household_size;
  if (!object || (object.min_occupancy === null && object.max_occupancy === null)) {
    return [max, reason('occupancy_no_rule', { size })];
  }
  if (object.min_occupancy !== null && size < object.min_occupancy) {
    return [0, reason('occupancy_too_few', { size, min: object.min_occupancy })];
  }
  if (object.max_occupancy !== null && size > object.max_occupancy) {
    return [0, reason('occupancy_too_many', { size, max: object.max_occupancy })];
  }
  return [max, reason('occupancy_fits', { size })];
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const t = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(t) ? null : Math.round(t / DAY_MS);
};

/** Moving in within a month of the object's availability is full points; within three months half. */
function moveInPoints(input: PointsInput): [number, PointsReason] {
  const max = POINTS_MAX.move_in;
  const wanted = input.move_in_date ? dayNumber(input.move_in_date) : null;
  if (wanted === null) return [0, reason('move_in_unknown')];
  const available = input.object?.available_from ? dayNumber(input.object.available_from) : null;
  if (available === null) return [max, reason('move_in_no_rule')];
  const days = wanted - available;
  if (days < 0) return [0, reason('move_in_too_early', { days: -days })];
  if (days <= 31) return [max, reason('move_in_fits', { days })];
  if (days <= 92) return [Math.round(max / 2), reason('move_in_later', { days })];
  return [0, reason('move_in_too_late', { days })];
}

/** Each required document category present gives its share of the points. */
function documentPoints(input: PointsInput): [number, PointsReason] {
  const max = POINTS_MAX.documents;
  const present = new Set(input.document_categories);
  const required = input.required_document_categories ?? REQUIRED_DOCUMENT_CATEGORIES;
  if (required.length === 0) return [max, reason('documents_none_required')];
  const have = required.filter((c) => present.has(c)).length;
  const total = required.length;
  const points = Math.round((max * have) / total);
  return [points, reason(have === total ? 'documents_complete' : 'documents_missing', { have, total })];
}

/** No pets, or pets where the object allows cats or dogs. */
function petPoints(input: PointsInput): [number, PointsReason] {
  const max = POINTS_MAX.pets;
  if (input.pets <= 0) return [max, reason('pets_none')];
  const object = input.object;
  if (!object) return [max, reason('pets_no_rule', { pets: input.pets })];
  if (Boolean(object.cats_allowed) || Boolean(object.dogs_allowed)) {
    return [max, reason('pets_allowed', { pets: input.pets })];
  }
  return [0, reason('pets_not_allowed', { pets: input.pets })];
}

/** Whether the extract is clean (true), has entries (false) or is unknown (null). */
export function debtCollectionClean(answers: Readonly<Record<string, unknown>>): boolean | null {
  const value = answers[DEBT_COLLECTION_ANSWER_KEY];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return value <= 0;
  const text = String(value).trim().toLowerCase();
  if (['no', 'false', '0', 'nein', 'non', 'none'].includes(text)) return true;
  if (['yes', 'true', 'ja', 'oui', 'si', 'sì'].includes(text)) return false;
  const n = Number(text);
  return Number.isFinite(n) ? n <= 0 : null;
}

function debtPoints(input: PointsInput): [number, PointsReason] {
  const clean = debtCollectionClean(input.answers);
  if (clean === null) return [0, reason('debt_unknown')];
  return clean ? [POINTS_MAX.debt_collection, reason('debt_clean')] : [0, reason('debt_entries')];
}

const RULES: Record<PointsCriterion, (input: PointsInput) => [number, PointsReason]> = {
  income: incomePoints,
  occupancy: occupancyPoints,
  move_in: moveInPoints,
  documents: documentPoints,
  pets: petPoints,
  debt_collection: debtPoints,
};

/** Every criterion with its points, maximum and reason, and the total. */
export function applicationPoints(input: PointsInput): PointsResult {
  const criteria = POINTS_CRITERIA.map((key) => {
    const [points, why] = RULES[key](input);
    return { key, points, max: POINTS_MAX[key], reason: why };
  });
  return {
    total: criteria.reduce((sum, c) => sum + c.points, 0),
    max: POINTS_CRITERIA.reduce((sum, k) => sum + POINTS_MAX[k], 0),
    criteria,
  };
}

/** The total only (what applications.points stores). */
export function applicationPointsTotal(input: PointsInput): number {
  return applicationPoints(input).total;
}
