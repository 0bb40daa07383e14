import type { PublicApplicationObject } from '../../../schema/api/applicationForms';
import { OBJECT_TYPES, type ObjectType } from '../../../schema/objects';
import { ApiError, badRequest, notFound } from '../../core/errors';
import type { MessageKey, Translator } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import type { RealEstateObject } from '../../db/types';

/**
 * The objects a household applies for, found by their public ids (objects.public_id, migration
 * 019), and whether each takes applications: active, available, and open for applications
 * (objects.application, the "application" switch of the object's additional data).
 */

export type PublicObjectRow = Pick<
  RealEstateObject,
  | 'id'
  | 'public_id'
  | 'object_type'
  | 'title'
  | 'ref_number'
  | 'rooms'
  | 'rental_price'
  | 'selling_price'
  | 'street'
  | 'house_number'
  | 'postal_code'
  | 'city'
  | 'available_from'
  | 'min_occupancy'
  | 'max_occupancy'
  | 'cats_allowed'
  | 'dogs_allowed'
  | 'application'
  | 'active'
  | 'progress_state'
>;

const COLUMNS = [
  'id',
  'public_id',
  'object_type',
  'title',
  'ref_number',
  'rooms',
  'rental_price',
  'selling_price',
  'street',
  'house_number',
  'postal_code',
  'city',
  'available_from',
  'min_occupancy',
  'max_occupancy',
  'cats_allowed',
  'dogs_allowed',
  'application',
  'active',
  'progress_state',
] as const;

/** Why an object takes no applications, or null when it does. */
export function objectClosedReason(
  object: Pick<PublicObjectRow, 'active' | 'progress_state' | 'application'>,
): MessageKey | null {
  if (Number(object.active) !== 1) return 'application_object_inactive';
  if (object.progress_state !== 'available') return 'application_object_not_available';
  if (Number(object.application) !== 1) return 'application_object_closed';
  return null;
}

const money = (cents: number | null) => (cents === null ? null : cents / 100);

export function toPublicObject(
  object: PublicObjectRow,
  sale: boolean,
  t: Translator,
): PublicApplicationObject {
  const reason = objectClosedReason(object);
  return {
    uuid: object.public_id,
    object_type: object.object_type,
    title: object.title,
    ref_number: object.ref_number,
    rooms: object.rooms,
    price: money(sale ? object.selling_price : object.rental_price),
    street: `${object.street} ${object.house_number}`.trim(),
    postal_code: object.postal_code,
    city: object.city,
    available_from: object.available_from,
    min_occupancy: object.min_occupancy,
    max_occupancy: object.max_occupancy,
    open: reason === null,
    refusal: reason === null ? null : t(reason, { title: object.title }),
  };
}

const PUBLIC_ID = /^[0-9a-f]{32}$/;

/** The `uuids` of a link: comma-separated (or repeated), trimmed, unique, in order; at most 20. */
export function uuidsOf(value: unknown): string[] {
  const raw = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  const ids = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, 20);
}

/** The project's objects with these public ids, in the given order; an unknown id is 404. */
export async function objectsByPublicId(
  db: Executor,
  projectId: number,
  ids: readonly string[],
): Promise<PublicObjectRow[]> {
  if (ids.length === 0) throw badRequest('application_objects_unknown');
  if (ids.some((id) => !PUBLIC_ID.test(id))) throw notFound('application_object_unknown');
  const rows = await scoped(db, projectId)
    .selectFrom('objects')
    .select(COLUMNS)
    .where('public_id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.public_id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound('application_object_unknown');
    return row;
  });
}

/** Refuses (409, clear message) when one of the objects takes no applications. */
export function requireOpen(objects: readonly PublicObjectRow[]): void {
  for (const object of objects) {
    const reason = objectClosedReason(object);
    if (reason) throw new ApiError(409, reason, { title: object.title });
  }
}

/** The project's objects by row id (the priorities of an application), in the given order. */
export async function objectsById(
  db: Executor,
  projectId: number,
  ids: readonly number[],
): Promise<PublicObjectRow[]> {
  if (ids.length === 0) return [];
  const rows = await scoped(db, projectId)
    .selectFrom('objects')
    .select(COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.map((id) => byId.get(id)).filter((row): row is PublicObjectRow => row !== undefined);
}

/** GET .../object-list/{objectType}: the project's objects of a type (or `all`) open for applications. */
export async function openObjects(db: Executor, projectId: number, type: string): Promise<PublicObjectRow[]> {
  if (type !== 'all' && !(OBJECT_TYPES as readonly string[]).includes(type)) {
    throw notFound('application_object_type_unknown');
  }
  let query = scoped(db, projectId)
    .selectFrom('objects')
    .select(COLUMNS)
    .where('active', '=', 1)
    .where('progress_state', '=', 'available')
    .where('application', '=', 1);
  if (type !== 'all') query = query.where('object_type', '=', type as ObjectType);
  return query.orderBy('ref_number').limit(500).execute();
}
