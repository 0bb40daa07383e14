import type { z } from 'zod';
import type { ObjectDetail } from '../../../schema/api/objects';
import { isObjectType, isSaleProject, objectEditSchema } from '../../../schema/objects';
import { changedFields, recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { scoped, type Executor } from '../../core/scope';
import type { Project } from '../../db/types';
import { updateSearchable } from '../../lists/searchText';
import {
  checkBuilding,
  checkRefNumberFree,
  isRefNumberConflict,
  recordChanged,
  refNumberTaken,
} from './common';
import { objectColumns } from './rows';
import { objectSearch } from './searchText';
import { findObject, getObject } from './service';

/** The fields of an object's edit: those of its type, with the version it was loaded at. */
export type ObjectEditInput = z.infer<ReturnType<typeof objectEditSchema>>;

/**
 * The body schema of an object's edit, chosen by the stored object's type (and whether the project
 * sells): an object the project does not have is not found (404) before the body is read.
 */
export async function objectEditBody(db: Executor, project: Project, id: number) {
  const object = await findObject(scoped(db, project.id), id);
  if (!isObjectType(object.object_type)) throw notFound('object_not_found');
  return objectEditSchema(object.object_type, isSaleProject(project.type));
}

/**
 * POST /api/v1/objects/{id}/edit (and v2): the fields of the object as loaded at `version`, parsed
 * by the route against the object's type (objectEditBody). A save
 * over someone else's newer one is refused (409) and changes nothing; the audit row holds the
 * changed fields before and after.
 */
export async function editObject(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: ObjectEditInput,
): Promise<ObjectDetail> {
  const { project } = ctx;
  const sale = isSaleProject(project.type);
  let refNumber = '';
  try {
    await db.transaction().execute(async (trx) => {
      const scope = scoped(trx, project.id);
      const before = await findObject(scope, id);
      if (!isObjectType(before.object_type)) throw notFound('object_not_found');
      if (input.version !== before.version) throw recordChanged(ctx.t, 'object');
      const columns = objectColumns(before.object_type, sale, input);
      refNumber = columns.ref_number ?? '';
      await checkRefNumberFree(scope, 'objects', refNumber, 'basics.refNumber', id);
      if (columns.building_id !== before.building_id) {
        await checkBuilding(scope, columns.building_id, 'address.building');
      }
      const changed = await updateSearchable(scope, objectSearch, [id], columns, { version: input.version });
      if (changed === 0) throw recordChanged(ctx.t, 'object');
      const after = await findObject(scope, id);
      const diff = changedFields(before, after);
      if (diff) {
        await recordAudit(trx, {
          projectId: project.id,
          userId: ctx.user.id,
          action: 'update',
          entity: 'objects',
          entityId: id,
          ...diff,
        });
      }
    });
  } catch (error) {
    if (isRefNumberConflict(error, 'objects')) throw refNumberTaken(refNumber, 'basics.refNumber');
    throw error;
  }
  return getObject(db, project, id);
}
