import type { z } from 'zod';
import { sql } from 'kysely';
import type {
  AlternativeApartment,
  ApplicationPrioritiesReply,
  ObjectApplication,
  PriorityApartment,
} from '../../../schema/api/applicationFlow';
import { type editPriosSchema, MAX_PRIORITIES } from '../../../schema/applicationFlow';
import { applicationActionRefusal, applicationStateDetail } from '../../../schema/applicationStates';
import type { StaffContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import type { MessageKey, Translator } from '../../core/i18n/index';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { Application } from '../../db/tables/applications';
import type { ObjectOccupancy } from '../../db/tables/objects';
import type { RealEstateObject } from '../../db/types';
import {
  entry,
  findApplication,
  findFlowObject,
  flowObject,
  objectRefusal,
  refused,
  staffChange,
  updateApplication,
} from './common';
import { refreshApplication } from '../applications/derived';
import { expireOffers } from './expiry';

/**
 * An application's priority objects (the household's ranking), the objects that would fit it
 * instead, and the other way round: the applications that rank one object, best first.
 */

/** The open offers and assignments of some objects, by object. */
async function bindingsOf(
  scope: Scoped,
  objectIds: readonly number[],
): Promise<Map<number, ObjectOccupancy>> {
  if (objectIds.length === 0) return new Map();
  const rows = await scope
    .selectFrom('object_occupancies')
    .selectAll()
    .where('object_id', 'in', [...objectIds])
    .where('kind', 'in', ['offer', 'assignment'])
    .where('closed_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.object_id, r]));
}

/** Whether the object may be offered to the application now, and if not why (a message key). */
function offerRefusal(
  app: Pick<Application, 'id' | 'progress_state' | 'sale'>,
  object: RealEstateObject,
  binding: ObjectOccupancy | null,
): string | null {
  const own = binding?.application_id === app.id ? null : binding;
  return (
    applicationActionRefusal('offer', { progress_state: app.progress_state, sale: app.sale === 1 }) ??
    objectRefusal(object, own ?? null)
  );
}

function refusalFields(t: Translator, refusal: string | null) {
  return {
    can_offer: refusal === null,
    refusal,
    refusal_text: refusal === null ? null : t(refusal as MessageKey),
  };
}

function apartmentRow(
  t: Translator,
  app: Application,
  object: RealEstateObject,
  binding: ObjectOccupancy | null,
): AlternativeApartment {
  const o = flowObject(object, app.sale === 1);
  return {
    object_id: o.id,
    object_type: o.object_type,
    title: o.title,
    ref_number: o.ref_number,
    rooms: o.rooms,
    rent: o.rent,
    progress_state: o.progress_state,
    active: o.active,
    ...refusalFields(t, offerRefusal(app, object, binding)),
  };
}

async function priorityRows(scope: Scoped, t: Translator, app: Application): Promise<PriorityApartment[]> {
  const rows = await scope
    .selectFrom('application_priorities')
    .innerJoin('objects', 'objects.id', 'application_priorities.object_id')
    .selectAll('objects')
    .select('application_priorities.rank as priority_rank')
    .where('application_priorities.application_id', '=', app.id)
    .orderBy('application_priorities.rank')
    .execute();
  const bindings = await bindingsOf(
    scope,
    rows.map((r) => r.id),
  );
  return rows.map(({ priority_rank, ...object }) => ({
    rank: priority_rank,
    ...apartmentRow(t, app, object, bindings.get(object.id) ?? null),
  }));
}

/** GET /api/v1/applications/{id}/priority-apartments */
export async function priorityApartments(
  db: Executor,
  ctx: StaffContext,
  id: number,
): Promise<PriorityApartment[]> {
  await expireOffers(db, new Date(), { projectId: ctx.project.id });
  const scope = scoped(db, ctx.project.id);
  return priorityRows(scope, ctx.t, await findApplication(scope, id));
}

/** POST /api/v1/applications/{id}/edit-prios: the household's ranking anew, rank 1 first. */
export async function editPriorities(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: z.infer<typeof editPriosSchema>,
): Promise<ApplicationPrioritiesReply> {
  const ids = input.objectIds;
  const invalid = () =>
    badRequest(
      'application_priorities_invalid',
      { max: MAX_PRIORITIES },
      { errors: { objectIds: 'invalid' } },
    );
  if (ids.length > MAX_PRIORITIES || new Set(ids).size !== ids.length) throw invalid();
  return staffChange(db, ctx, id, input.version, findApplication, async (f, app) => {
    // the ranking shows (and changes) while staff still choose an object for the household
    if (applicationStateDetail(app.progress_state) !== 'priorities')
      throw refused('application_action_not_in_state');
    const objects =
      ids.length === 0
        ? []
        : await f.scope.selectFrom('objects').select(['id', 'rooms']).where('id', 'in', ids).execute();
    if (objects.length !== ids.length) throw invalid();
    const before = await f.scope
      .selectFrom('application_priorities')
      .select('object_id')
      .where('application_id', '=', id)
      .orderBy('rank')
      .execute();
    await f.scope.deleteFrom('application_priorities').where('application_id', '=', id).execute();
    if (ids.length > 0) {
      await f.scope
        .insertInto(
          'application_priorities',
          ids.map((objectId, i) => ({ application_id: id, object_id: objectId, rank: i + 1 })),
        )
        .execute();
    }
    const first = ids[0] ?? null;
    await updateApplication(f, app, 'edit_prios', {
      object_id: first,
      object_rooms: objects.find((o) => o.id === first)?.rooms ?? null,
    });
    // the first priority feeds the income ratio and the points
    const after = await refreshApplication(f.scope, id, f.now);
    entry(
      f,
      'application_priorities',
      id,
      'update',
      { object_ids: before.map((r) => r.object_id) },
      { object_ids: ids },
    );
    return { id, version: after.version, priorities: await priorityRows(f.scope, ctx.t, after) };
  });
}

/** Yearly income at least this many times the yearly rent: the usual Swiss rule (a third of the income). */
const INCOME_RENT_FACTOR = 3;

/**
 * GET /api/v1/applications/{id}/alternative-apartments: the project's available apartments open
 * for applications that fit the household (rooms within one of the first priority's, occupancy
 * and adults within the object's limits, income within its range and at least three yearly rents),
 * and that it has not ranked yet; fewest rooms first.
 */
export async function alternativeApartments(
  db: Executor,
  ctx: StaffContext,
  id: number,
): Promise<AlternativeApartment[]> {
  const scope = scoped(db, ctx.project.id);
  const app = await findApplication(scope, id);
  const sale = app.sale === 1;
  let query = scope
    .selectFrom('objects')
    .selectAll()
    .where('object_type', '=', 'apartments')
    .where('active', '=', 1)
    .where('progress_state', '=', 'available')
    .where('application', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('application_priorities')
            .select('application_priorities.object_id')
            .where('application_priorities.application_id', '=', id)
            .whereRef('application_priorities.object_id', '=', 'objects.id'),
        ),
      ),
    )
    .where((eb) =>
      eb.and([
        eb.or([eb('min_occupancy', 'is', null), eb('min_occupancy', '<=', app.household_size)]),
        eb.or([eb('max_occupancy', 'is', null), eb('max_occupancy', '>=', app.household_size)]),
        eb.or([eb('min_adults', 'is', null), eb('min_adults', '<=', app.adults)]),
        eb.or([eb('max_adults', 'is', null), eb('max_adults', '>=', app.adults)]),
      ]),
    );
  if (app.object_rooms !== null) {
    query = query.where('rooms', '>=', app.object_rooms - 1).where('rooms', '<=', app.object_rooms + 1);
  }
  if (app.income_cents !== null) {
    const income = app.income_cents;
    query = query.where((eb) =>
      eb.and([
        eb.or([eb('income_from', 'is', null), eb('income_from', '<=', income)]),
        eb.or([eb('income_to', 'is', null), eb('income_to', '>=', income)]),
        ...(sale
          ? []
          : [
              eb.or([
                eb('rental_price', 'is', null),
                eb(sql<number>`rental_price * ${12 * INCOME_RENT_FACTOR}`, '<=', income),
              ]),
            ]),
      ]),
    );
  }
  const rows = await query.orderBy('rooms').orderBy('ref_number').orderBy('id').limit(50).execute();
  return rows.map((object) => apartmentRow(ctx.t, app, object, null));
}

/** GET /api/v1/objects/{id}/applications: the applications that rank the object, best first. */
export async function objectApplications(
  db: Executor,
  ctx: StaffContext,
  objectId: number,
): Promise<ObjectApplication[]> {
  await expireOffers(db, new Date(), { projectId: ctx.project.id });
  const scope = scoped(db, ctx.project.id);
  const object = await findFlowObject(scope, objectId);
  const binding = (await bindingsOf(scope, [objectId])).get(objectId) ?? null;
  const rows = await scope
    .selectFrom('application_priorities')
    .innerJoin('applications', 'applications.id', 'application_priorities.application_id')
    .selectAll('applications')
    .select('application_priorities.rank as priority_rank')
    .where('application_priorities.object_id', '=', objectId)
    .orderBy('application_priorities.rank')
    .orderBy('applications.points', 'desc')
    .orderBy('applications.overall_star', 'desc')
    .orderBy('applications.id')
    .execute();
  return rows.map(({ priority_rank, ...app }) => ({
    application_id: app.id,
    main_name: app.main_name,
    rank: priority_rank,
    points: app.points,
    overall_star: app.overall_star,
    progress_state: app.progress_state,
    version: app.version,
    created_at: app.created_at,
    ...refusalFields(ctx.t, offerRefusal(app, object, binding)),
  }));
}
