import { objectActionRefusal, type ObjectStateSubject } from '../../../schema/states';
import { auditedFields, recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import type { MessageKey } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import type { OccupancyKind } from '../../db/tables/objects';
import { removeObjectMedia } from '../objectMedia/attach';
import { refusalKey, refused } from './common';
import { findObject } from './service';

/**
 * Deleting objects: the one rule (DELETE /api/v1/objects/{id} and the lists' bulk delete both use
 * it) and the one removal of an object with its media and the people bound to it.
 */

/** Why a current binding keeps an object from being deleted, by the binding's kind. */
const BOUND_BY: Record<OccupancyKind, MessageKey> = {
  offer: 'object_delete_has_applications',
  assignment: 'object_delete_has_applications',
  rental: 'object_delete_has_tenant',
  reservation: 'object_delete_has_buyer',
  sale: 'object_delete_has_buyer',
};

/**
 * Why an object cannot be deleted now, or null: a current offer, assignment, tenancy, reservation
 * or sale names who it is bound to; otherwise the state rule of schema/states.ts applies.
 */
export function objectDeleteRefusal(
  object: ObjectStateSubject,
  currentOccupancy: string | null | undefined,
): MessageKey | null {
  if (currentOccupancy) return BOUND_BY[currentOccupancy as OccupancyKind] ?? 'object_delete_bound';
  const refusal = objectActionRefusal('delete', object);
  return refusal === null ? null : refusalKey(refusal);
}

/** The kind of the object's current binding (offer, assignment, rental, reservation, sale), or null. */
export async function currentOccupancyKind(trx: Executor, projectId: number, objectId: number) {
  const row = await scoped(trx, projectId)
    .selectFrom('object_occupancies')
    .select('kind')
    .where('object_id', '=', objectId)
    .where('closed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.kind ?? null;
}

/**
 * Removes objects with their images, documents and bindings, inside the caller's transaction;
 * answers the storage keys whose bytes go once it has committed.
 */
export async function removeObjects(
  trx: Executor,
  projectId: number,
  ids: readonly number[],
): Promise<string[]> {
  const keys: string[] = [];
  for (const id of ids) keys.push(...(await removeObjectMedia(trx, projectId, id)));
  const scope = scoped(trx, projectId);
  if (ids.length > 0) {
    await scope
      .deleteFrom('object_occupancies')
      .where('object_id', 'in', [...ids])
      .execute();
    await scope
      .deleteFrom('objects')
      .where('id', 'in', [...ids])
      .execute();
  }
  return keys;
}

/** DELETE /api/v1/objects/{id}: refused (409) while the object is bound; answers the removed files. */
export async function deleteObject(
  db: Executor,
  ctx: StaffContext,
  sale: boolean,
  id: number,
): Promise<{ title: string; removedFiles: string[] }> {
  return db.transaction().execute(async (trx) => {
    const object = await findObject(scoped(trx, ctx.project.id), id);
    const refusal = objectDeleteRefusal(
      { progress_state: object.progress_state, active: object.active === 1, sale },
      await currentOccupancyKind(trx, ctx.project.id, id),
    );
    if (refusal) throw refused(refusal);
    const removedFiles = await removeObjects(trx, ctx.project.id, [id]);
    await recordAudit(trx, {
      projectId: ctx.project.id,
      userId: ctx.user.id,
      action: 'delete',
      entity: 'objects',
      entityId: id,
      before: auditedFields(object),
      after: null,
    });
    return { title: object.title, removedFiles };
  });
}
