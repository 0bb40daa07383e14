import { sql } from 'kysely';
import { MAX_ROW_ID } from '../../../schema/constants';
import { swissDay } from '../../../schema/dates';
import { isObjectType, type ObjectType } from '../../../schema/objects';
import { rowIdParams } from '../../../schema/rowId';
import { isUniqueViolation } from '../../core/db';
import { ApiError, badRequest, notFound } from '../../core/errors';
import { de, type MessageKey } from '../../core/i18n/de';
import type { Translator } from '../../core/i18n/index';
import type { Scoped } from '../../core/scope';
import { pathIds } from '../../core/validate';

/** Pieces the object and building routes share. */

const idParams = rowIdParams('id');

/** The `:id` of a path (schema/rowId.ts): not an id is 400; one no row can have is not found, like a missing row. */
export function idParam(params: unknown, missing: MessageKey = 'object_not_found'): number {
  return pathIds(idParams, params, missing).id;
}

/** The `:type` of a path: one of the object types, else not found. */
export function objectTypeParam(params: unknown): ObjectType {
  const type = (params as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !isObjectType(type)) {
    throw notFound('object_type_unknown', { type: String(type ?? '').slice(0, 50) });
  }
  return type;
}

/** 409: someone saved the record since it was loaded. */
export function recordChanged(t: Translator, entity: 'object' | 'building'): ApiError {
  return new ApiError(409, 'record_changed', {
    entity: t(entity === 'object' ? 'record_entity_object' : 'record_entity_building'),
  });
}

/** A refusal key of schema/states.ts (or of this area) as a catalogue key. */
export function refusalKey(key: string): MessageKey {
  if (key in de) return key as MessageKey;
  throw new Error(`refusal ${key} has no text in the catalogue`);
}

/** 409 with the reason an action is refused. */
export const refused = (key: string) => new ApiError(409, refusalKey(key));

/** 400 naming the fields that are wrong (message keys of the client catalogue). */
export const fieldErrors = (
  errors: Record<string, string>,
  key: MessageKey = 'form_fields_invalid',
  params = {},
) => badRequest(key, params, { errors });

/**
 * Whether a database error is the reference-number index of a table refusing a second row with the
 * same number (migration 007), on SQLite or PostgreSQL.
 */
export function isRefNumberConflict(error: unknown, table: 'objects' | 'buildings'): boolean {
  return isUniqueViolation(error, `${table}_project_ref_unique_idx`);
}

/**
 * Refuses a reference number another object (or building) of the project already has, letter
 * case aside, with a field error on `field`.
 */
export async function checkRefNumberFree(
  scope: Scoped,
  table: 'objects' | 'buildings',
  refNumber: string,
  field: string,
  exceptId?: number,
): Promise<void> {
  if (refNumber === '') return;
  let query = scope
    .selectFrom(table)
    .select(sql<number>`id`.as('id'))
    .where(sql`lower(ref_number)`, '=', sql`lower(${refNumber})`)
    .where('ref_number', '<>', '');
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw refNumberTaken(refNumber, field);
}

export const refNumberTaken = (refNumber: string, field: string) =>
  fieldErrors({ [field]: 'ref_number_taken' }, 'ref_number_taken', { refNumber: refNumber.slice(0, 60) });

/** Refuses a building that is not one of the project's, with a field error on `field`. */
export async function checkBuilding(scope: Scoped, buildingId: number | null | undefined, field: string) {
  if (buildingId === null || buildingId === undefined) return null;
  const building =
    buildingId > MAX_ROW_ID
      ? undefined
      : await scope
          .selectFrom('buildings')
          .select(['id', 'title'])
          .where('id', '=', buildingId)
          .executeTakeFirst();
  if (!building) throw fieldErrors({ [field]: 'building_not_found' });
  return building;
}

/** Today in Switzerland, YYYY-MM-DD (schema/dates.ts's swissDay, which the client shares). */
export function swissToday(now = new Date()): string {
  return swissDay(now);
}

/** The day after a date, YYYY-MM-DD. */
export function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
