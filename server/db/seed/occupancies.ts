/**
 * Who the demo objects in a bound state are bound to: the applicant with an offer or an
 * assignment, the tenant, the buyer with a reservation or a purchase, with dates and amounts.
 * Derived from the project and the object's reference number, so every seed makes the same rows.
 */
import type { NewObjectOccupancy } from '../tables/objects';
import { BASE_TIME_MS, timestamp, type SeedProject } from './context';
import { createRng, hashString, type Rng } from './random';
import type { Language } from './swiss';
import { FIRST_NAMES, LAST_NAMES } from './swissNames';

/** An object as far as its binding depends on it. */
export interface BoundObject {
  id: number;
  ref_number: string;
  progress_state: string;
  rental_price?: number | null;
  selling_price?: number | null;
  available_from?: string | null;
}

type Kind = 'offer' | 'assignment' | 'rental' | 'reservation' | 'sale';

const KIND_OF_STATE: Readonly<Record<string, Kind>> = {
  with_offer: 'offer',
  assigned: 'assignment',
  rented: 'rental',
  reserved: 'reservation',
  sold: 'sale',
};

const DAY_MS = 86_400_000;

/** The demo's "today" shifted by whole days, YYYY-MM-DD. */
function dayOffset(days: number): string {
  return new Date(BASE_TIME_MS + days * DAY_MS).toISOString().slice(0, 10);
}

function plusDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Letters an e-mail address can hold: ä -> ae, é -> e, spaces and apostrophes dropped. */
function mailbox(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}

/** A Swiss mobile number in international form, +417xxxxxxxx. */
function mobile(rng: Rng): string {
  const digits = Array.from({ length: 7 }, () => rng.int(0, 9)).join('');
  return `+417${rng.pick([5, 6, 7, 8, 9])}${digits}`;
}

function person(rng: Rng) {
  const language = rng.weighted<Language>([
    ['de', 6],
    ['fr', 3],
    ['it', 2],
  ]);
  const first = rng.pick(FIRST_NAMES[language]);
  const last = rng.pick(LAST_NAMES[language]);
  return {
    person_name: `${first} ${last}`,
    person_email: `${mailbox(first)}.${mailbox(last)}@example.com`,
    person_phone: mobile(rng),
  };
}

/** The current binding of a demo object in a bound state; null for an available one. */
export function occupancyRow(
  project: SeedProject,
  object: BoundObject,
): Omit<NewObjectOccupancy, 'project_id'> | null {
  const kind = KIND_OF_STATE[object.progress_state];
  if (!kind) return null;
  const rng = createRng(hashString(`occupancy:${project.slug}:${object.ref_number}`));
  const since = rng.int(3, 40);
  const base = {
    object_id: object.id,
    kind,
    ...person(rng),
    ends_on: null as string | null,
    paid_on: null as string | null,
    comment: '',
    created_by: null,
    created_at: timestamp(-since * 86_400 + rng.int(8, 17) * 3600),
    closed_at: null,
  };
  const moveIn = object.available_from ?? dayOffset(rng.int(20, 90));
  switch (kind) {
    case 'offer':
      // offered a few days ago, to be answered within ten days
      return {
        ...base,
        starts_on: dayOffset(-since),
        ends_on: dayOffset(-since + 10),
        amount: object.rental_price ?? null,
      };
    case 'assignment':
      return { ...base, starts_on: moveIn, amount: object.rental_price ?? null };
    case 'rental': {
      const start = `${rng.int(2016, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
      return { ...base, starts_on: start, amount: object.rental_price ?? null };
    }
    case 'reservation': {
      // a purchase is reserved for one to two percent of the price, a flat for CHF 200 to 500; most paid
      const fee = object.selling_price
        ? Math.round((object.selling_price * rng.int(10, 20)) / 1000 / 100_000) * 100_000
        : rng.int(4, 10) * 5_000;
      const paid = rng.chance(0.7) ? plusDays(dayOffset(-since), rng.int(2, 10)) : null;
      return { ...base, starts_on: dayOffset(-since), amount: fee, paid_on: paid };
    }
    case 'sale': {
      const signed = dayOffset(-since - rng.int(30, 200));
      return {
        ...base,
        starts_on: signed,
        amount: object.selling_price ?? null,
        paid_on: plusDays(signed, rng.int(20, 60)),
      };
    }
  }
}
