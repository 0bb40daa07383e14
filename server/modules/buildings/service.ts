import { sql } from 'kysely';
import type { BuildingCreateInit, BuildingDetail } from '../../../schema/api/buildings';
import type { z } from 'zod';
import type { buildingEditSchema, BuildingInput } from '../../../schema/objects';
import { auditedFields, changedFields, recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { ApiError, notFound } from '../../core/errors';
import type { MessageKey } from '../../core/i18n/index';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { Building, Project } from '../../db/types';
import { insertSearchable, updateSearchable } from '../../lists/searchText';
import { checkRefNumberFree, isRefNumberConflict, recordChanged, refNumberTaken } from '../objects/common';
import { suggestRefNumber } from '../objects/refNumbers';
import { buildingSearch } from '../objects/searchText';

/** Buildings of a project: read, create, edit, delete (spec 2 section 7.14). */

/** Why a building cannot be deleted: objects still belong to it. The bulk delete uses the same rule. */
export function buildingDeleteRefusal(numObjects: number): MessageKey | null {
  return numObjects > 0 ? 'building_has_objects' : null;
}

export function toBuildingDetail(b: Building, numObjects: number): BuildingDetail {
  return {
    id: b.id,
    title: b.title,
    refNumber: b.ref_number,
    street: b.street,
    houseNumber: b.house_number,
    postalCode: b.postal_code,
    city: b.city,
    constructionYear: b.construction_year,
    numFloors: b.num_floors,
    active: b.active === 1,
    version: b.version,
    numObjects,
  };
}

async function findBuilding(scope: Scoped, id: number): Promise<Building> {
  const building = await scope.selectFrom('buildings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!building) throw notFound('building_not_found');
  return building;
}

async function countObjects(scope: Scoped, id: number): Promise<number> {
  const row = await scope
    .selectFrom('objects')
    .select(sql<number>`count(*)`.as('n'))
    .where('building_id', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function getBuilding(db: Executor, project: Project, id: number): Promise<BuildingDetail> {
  const scope = scoped(db, project.id);
  const building = await findBuilding(scope, id);
  return toBuildingDetail(building, await countObjects(scope, id));
}

export async function buildingCreateInit(db: Executor, project: Project): Promise<BuildingCreateInit> {
  return {
    values: {
      title: '',
      refNumber: await suggestRefNumber(scoped(db, project.id), project, 'buildings'),
      street: '',
      houseNumber: '',
      postalCode: '',
      city: '',
      constructionYear: null,
      numFloors: null,
    },
  };
}

function columnsOf(input: BuildingInput) {
  return {
    title: input.title,
    ref_number: input.refNumber,
    street: input.street,
    house_number: input.houseNumber,
    postal_code: input.postalCode,
    city: input.city,
    construction_year: input.constructionYear,
    num_floors: input.numFloors,
  };
}

/** Runs a write; a reference number saved by someone else at the same moment is a field error too. */
async function guardRefNumber<T>(refNumber: () => string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isRefNumberConflict(error, 'buildings')) throw refNumberTaken(refNumber(), 'refNumber');
    throw error;
  }
}

type BuildingEditInput = z.infer<typeof buildingEditSchema>;

export async function createBuilding(
  db: Executor,
  ctx: StaffContext,
  input: BuildingInput,
): Promise<BuildingDetail> {
  const columns = columnsOf(input);
  const id = await guardRefNumber(
    () => columns.ref_number,
    () =>
      db.transaction().execute(async (trx) => {
        const scope = scoped(trx, ctx.project.id);
        await checkRefNumberFree(scope, 'buildings', columns.ref_number, 'refNumber');
        const now = new Date().toISOString();
        const [buildingId] = await insertSearchable(scope, buildingSearch, [
          { ...columns, active: 1, created_at: now, updated_at: now },
        ]);
        const row = await findBuilding(scope, buildingId!);
        await recordAudit(trx, {
          projectId: ctx.project.id,
          userId: ctx.user.id,
          action: 'create',
          entity: 'buildings',
          entityId: buildingId!,
          before: null,
          after: auditedFields(row),
        });
        return buildingId!;
      }),
  );
  return getBuilding(db, ctx.project, id);
}

export async function editBuilding(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: BuildingEditInput,
): Promise<BuildingDetail> {
  let refNumber = '';
  await guardRefNumber(
    () => refNumber,
    () =>
      db.transaction().execute(async (trx) => {
        const scope = scoped(trx, ctx.project.id);
        const before = await findBuilding(scope, id);
        if (input.version !== before.version) throw recordChanged(ctx.t, 'building');
        const columns = columnsOf(input);
        refNumber = columns.ref_number;
        await checkRefNumberFree(scope, 'buildings', columns.ref_number, 'refNumber', id);
        const changed = await updateSearchable(scope, buildingSearch, [id], columns, {
          version: input.version,
        });
        if (changed === 0) throw recordChanged(ctx.t, 'building');
        const diff = changedFields(before, await findBuilding(scope, id));
        if (diff) {
          await recordAudit(trx, {
            projectId: ctx.project.id,
            userId: ctx.user.id,
            action: 'update',
            entity: 'buildings',
            entityId: id,
            ...diff,
          });
        }
      }),
  );
  return getBuilding(db, ctx.project, id);
}

/** DELETE /api/v1/buildings/{id}: refused (409) while objects belong to it. */
export async function deleteBuilding(
  db: Executor,
  ctx: StaffContext,
  id: number,
): Promise<{ title: string }> {
  return db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const building = await findBuilding(scope, id);
    const refusal = buildingDeleteRefusal(await countObjects(scope, id));
    if (refusal) throw new ApiError(409, refusal);
    await scope.deleteFrom('buildings').where('id', '=', id).execute();
    await recordAudit(trx, {
      projectId: ctx.project.id,
      userId: ctx.user.id,
      action: 'delete',
      entity: 'buildings',
      entityId: id,
      before: auditedFields(building),
      after: null,
    });
    return { title: building.title };
  });
}
