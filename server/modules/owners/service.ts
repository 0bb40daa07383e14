import type { Kysely } from 'kysely';
import type { OwnerChoices, OwnerDetail } from '../../../schema/api/owners';
import type { z } from 'zod';
import type { OwnerInput, ownerUpdateSchema } from '../../../schema/owners';
import { recordAudit } from '../../core/audit';
import { ApiError, badRequest, notFound } from '../../core/errors';
import { scoped } from '../../core/scope';
import type { Database, Project, User } from '../../db/types';

/** Settings > owners: the owners of the project's objects and buildings. */

type Db = Kysely<Database>;

const label = (r: { ref_number: string; title: string }) =>
  [r.ref_number, r.title].filter(Boolean).join(' · ');

export async function ownerChoices(db: Db, project: Project): Promise<OwnerChoices> {
  const objects = await scoped(db, project.id)
    .selectFrom('objects')
    .select(['id', 'ref_number', 'title'])
    .orderBy('ref_number')
    .execute();
  const buildings = await scoped(db, project.id)
    .selectFrom('buildings')
    .select(['id', 'ref_number', 'title'])
    .orderBy('ref_number')
    .execute();
  return {
    objects: objects.map((o) => ({ id: o.id, name: label(o) })),
    buildings: buildings.map((b) => ({ id: b.id, name: label(b) })),
  };
}

async function ownerRow(db: Db, project: Project, id: number) {
  const row = await scoped(db, project.id)
    .selectFrom('owners')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('owner_not_found');
  return row;
}

async function detailOf(db: Db, project: Project, id: number): Promise<OwnerDetail> {
  const row = await ownerRow(db, project, id);
  const objects = await db
    .selectFrom('owner_objects')
    .select('object_id')
    .where('owner_id', '=', id)
    .execute();
  const buildings = await db
    .selectFrom('owner_buildings')
    .select('building_id')
    .where('owner_id', '=', id)
    .execute();
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    postal_code: row.postal_code,
    city: row.city,
    phone: row.phone,
    email: row.email,
    iban: row.iban,
    objects: objects.map((o) => o.object_id).sort((a, b) => a - b),
    buildings: buildings.map((b) => b.building_id).sort((a, b) => a - b),
    version: row.version,
  };
}

/** Objects and buildings must be the project's own; another project's is a 400. */
async function checkReferences(db: Db, project: Project, input: OwnerInput): Promise<void> {
  const choices = await ownerChoices(db, project);
  const objects = new Set(choices.objects.map((o) => o.id));
  const buildings = new Set(choices.buildings.map((b) => b.id));
  const errors: Record<string, string> = {};
  if (input.objects.some((id) => !objects.has(id))) errors.objects = 'owner_object_invalid';
  if (input.buildings.some((id) => !buildings.has(id))) errors.buildings = 'owner_building_invalid';
  if (Object.keys(errors).length > 0) {
    throw badRequest('invalid_request', { detail: Object.keys(errors).join(', ') }, { errors });
  }
}

async function writeLinks(trx: Db, id: number, input: OwnerInput): Promise<void> {
  await trx.deleteFrom('owner_objects').where('owner_id', '=', id).execute();
  await trx.deleteFrom('owner_buildings').where('owner_id', '=', id).execute();
  const objects = [...new Set(input.objects)];
  const buildings = [...new Set(input.buildings)];
  if (objects.length > 0) {
    await trx
      .insertInto('owner_objects')
      .values(objects.map((object_id) => ({ owner_id: id, object_id })))
      .execute();
  }
  if (buildings.length > 0) {
    await trx
      .insertInto('owner_buildings')
      .values(buildings.map((building_id) => ({ owner_id: id, building_id })))
      .execute();
  }
}

const fieldsOf = (input: OwnerInput) => ({
  name: input.name,
  street: input.street,
  postal_code: input.postal_code,
  city: input.city,
  phone: input.phone,
  email: input.email,
  iban: input.iban,
});

const audited = ({ id: _id, version: _version, ...rest }: OwnerDetail) => rest;

export async function getOwner(db: Db, project: Project, id: number): Promise<OwnerDetail> {
  return detailOf(db, project, id);
}

export async function createOwner(
  db: Db,
  project: Project,
  user: User,
  input: OwnerInput,
): Promise<OwnerDetail> {
  await checkReferences(db, project, input);
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const { id } = await scoped(trx, project.id)
      .insertInto('owners', [{ ...fieldsOf(input), created_at: now, updated_at: now }])
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLinks(trx, id, input);
    const detail = await detailOf(trx, project, id);
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: 'create',
      entity: 'owners',
      entityId: id,
      before: null,
      after: audited(detail),
    });
    return detail;
  });
}

export async function updateOwner(
  db: Db,
  project: Project,
  user: User,
  id: number,
  input: z.infer<typeof ownerUpdateSchema>,
): Promise<OwnerDetail> {
  await ownerRow(db, project, id);
  await checkReferences(db, project, input);
  return db.transaction().execute(async (trx) => {
    const before = await detailOf(trx, project, id);
    const result = await scoped(trx, project.id)
      .updateTable('owners')
      .set({ ...fieldsOf(input), version: input.version + 1, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, 'owner_changed_meanwhile');
    await writeLinks(trx, id, input);
    const after = await detailOf(trx, project, id);
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: 'update',
      entity: 'owners',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

export async function deleteOwner(db: Db, project: Project, user: User, id: number): Promise<{ id: number }> {
  await db.transaction().execute(async (trx) => {
    const before = await detailOf(trx, project, id);
    await scoped(trx, project.id).deleteFrom('owners').where('id', '=', id).execute();
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: 'delete',
      entity: 'owners',
      entityId: id,
      before: audited(before),
      after: null,
    });
  });
  return { id };
}
