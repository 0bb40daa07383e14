import { z } from 'zod';
import type { ObjectCreateInit, ObjectDetail } from '../../../schema/api/objects';
import { MAX_ROW_ID } from '../../../schema/constants';
import {
  hasObjectField,
  isSaleProject,
  objectCreateSchema,
  objectFieldsOf,
  objectPageSchema,
  OBJECT_FIELD_PAGES,
  type ObjectType,
} from '../../../schema/objects';
import { auditedFields, recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import type { Translator } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import { parse } from '../../core/validate';
import type { Project } from '../../db/types';
import { insertSearchable } from '../../lists/searchText';
import { fileRules } from '../files/service';
import { attachObjectFiles, attachObjectImages } from '../objectMedia/attach';
import {
  checkBuilding,
  checkRefNumberFree,
  fieldErrors,
  isRefNumberConflict,
  refNumberTaken,
} from './common';
import { suggestRefNumber } from './refNumbers';
import { EMPTY_OBJECT, objectColumns } from './rows';
import { objectSearch } from './searchText';
import { getObject } from './service';
import { fileChoices } from '../objectMedia/filesSetup';
import { allowedImageTypes } from '../objectMedia/images';

/** The creation wizard of an object (spec 2 section 7.7): what it starts from, its pages' checks, the save. */

/** GET /api/v1/objects/{type}/create */
export async function createInit(
  db: Executor,
  project: Project,
  type: ObjectType,
  t: Translator,
): Promise<ObjectCreateInit> {
  const scope = scoped(db, project.id);
  const buildings = await scope
    .selectFrom('buildings')
    .select(['id', 'title', 'street', 'house_number', 'postal_code', 'city'])
    .orderBy('title')
    .orderBy('id')
    .execute();
  const files = fileRules(project);
  return {
    type,
    sale: isSaleProject(project.type),
    buildings: buildings.map((b) => ({
      value: String(b.id),
      displayName: b.title,
      street: b.street,
      houseNumber: b.house_number,
      postalCode: b.postal_code,
      city: b.city,
    })),
    suggestedRefNumber: await suggestRefNumber(scope, project, type),
    maxNumObjectImages: project.max_num_object_images,
    allowedImageTypes: allowedImageTypes(project),
    allowedFileTypes: files.allowedFileTypes,
    maxFileSize: files.maxFileSize,
    fileChoices: fileChoices(t),
  };
}

/** the body of POST .../create for an object type (schema/objects.ts) */
export type ObjectCreateInput = z.infer<ReturnType<typeof objectCreateSchema>>;

/** POST /api/v1/objects/{type}/create: the object, its images and documents, and its audit row, all or nothing. */
export async function createObject(
  db: Executor,
  ctx: StaffContext,
  type: ObjectType,
  input: ObjectCreateInput,
): Promise<ObjectDetail> {
  const { project } = ctx;
  const sale = isSaleProject(project.type);
  const columns = { ...EMPTY_OBJECT, ...objectColumns(type, sale, input) };
  try {
    const id = await db.transaction().execute(async (trx) => {
      const scope = scoped(trx, project.id);
      await checkRefNumberFree(scope, 'objects', columns.ref_number ?? '', 'basics.refNumber');
      await checkBuilding(scope, columns.building_id, 'address.building');
      const now = new Date().toISOString();
      const [objectId] = await insertSearchable(scope, objectSearch, [
        {
          ...columns,
          object_type: type,
          progress_state: 'available',
          active: 1,
          created_at: now,
          updated_at: now,
        },
      ]);
      await attachObjectImages(trx, project, objectId!, input.images);
      await attachObjectFiles(trx, project, objectId!, input.files);
      const row = await scope
        .selectFrom('objects')
        .selectAll()
        .where('id', '=', objectId!)
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        projectId: project.id,
        userId: ctx.user.id,
        action: 'create',
        entity: 'objects',
        entityId: objectId!,
        before: null,
        after: auditedFields(row),
      });
      return objectId!;
    });
    return await getObject(db, project, id);
  } catch (error) {
    // two saves of the same reference at the same moment: the index lets one through
    if (isRefNumberConflict(error, 'objects'))
      throw refNumberTaken(columns.ref_number ?? '', 'basics.refNumber');
    throw error;
  }
}

/** POST .../validation: one page of the wizard and its values */
export const objectPageBody = z.object({
  page: z.enum(OBJECT_FIELD_PAGES as [string, ...string[]], { error: 'choice_invalid' }),
  values: z.record(z.string(), z.unknown()).default({}),
  /** the object being edited, whose own reference number is not "taken" */
  id: z.number().int().positive().max(MAX_ROW_ID).optional(),
});

/**
 * POST /api/v1/objects/{type}/validation: one page of the wizard, checked as the save will check
 * it, including the project's rules (a free reference number, one of its buildings).
 */
export async function validatePage(
  db: Executor,
  project: Project,
  type: ObjectType,
  { page, values, id }: z.infer<typeof objectPageBody>,
): Promise<{ valid: true }> {
  const sale = isSaleProject(project.type);
  const group = page as (typeof OBJECT_FIELD_PAGES)[number];
  if (objectFieldsOf(type, sale, group).length === 0) throw fieldErrors({ page: 'choice_invalid' });
  const parsed = parse(objectPageSchema(type, sale, group), { [page]: values }) as Record<
    string,
    Record<string, unknown>
  >;
  const fields = parsed[page] ?? {};
  const scope = scoped(db, project.id);
  if (group === 'basics' && hasObjectField(type, sale, 'basics', 'refNumber')) {
    await checkRefNumberFree(scope, 'objects', String(fields.refNumber ?? ''), 'basics.refNumber', id);
  }
  if (group === 'address') {
    await checkBuilding(scope, fields.building as number | null, 'address.building');
  }
  return { valid: true };
}
