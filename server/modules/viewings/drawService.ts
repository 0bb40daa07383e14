import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ViewingDrawInit, ViewingDrawRecord, ViewingDrawReply } from '../../../schema/api/viewings';
import { DRAWABLE_STATES, type ViewingDrawFilters, type ViewingDrawInput } from '../../../schema/viewings';
import { recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { ApiError, notFound } from '../../core/errors';
import type { MessageKey } from '../../core/i18n/index';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { Database } from '../../db/types';
import type { ViewingDraw } from '../../db/tables/viewings';
import { applicationInvitees, invite } from './booking';
import { objectRef, summariesOf } from './common';
import { drawFrom, newDrawSeed } from './draw';
import { fieldErrors } from '../objects/common';

/**
 * The draw of applicants for a viewing (spec 2 section 7.12, "random-generator"): the candidates
 * are the object's applicants that match the filters and are not yet invited; the seed (32 bytes
 * from the OS), the candidate list, the kept invitations and the result are stored together, so
 * that the draw recomputes (draw.ts) from its record.
 */

export const parseIds = (json: string): number[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
};

async function recordOf(db: Executor, draw: ViewingDraw): Promise<ViewingDrawRecord> {
  const candidates = parseIds(draw.candidates);
  const result = parseIds(draw.result);
  const author =
    draw.created_by === null
      ? undefined
      : await db
          .selectFrom('users')
          .select(['first_name', 'last_name'])
          .where('id', '=', draw.created_by)
          .executeTakeFirst();
  const recomputed = drawFrom(draw.seed, candidates, draw.count);
  return {
    id: draw.id,
    appointmentId: draw.appointment_id,
    createdAt: draw.created_at,
    createdBy: author ? `${author.first_name} ${author.last_name}`.trim() : '',
    seed: draw.seed,
    filters: JSON.parse(draw.filters) as Record<string, unknown>,
    candidates,
    kept: parseIds(draw.kept),
    count: draw.count,
    result,
    recomputes: recomputed.length === result.length && recomputed.every((id, i) => id === result[i]),
  };
}

/** The applicants of an object: it is among their priorities, or their first choice. */
const applicantOf = (scope: Scoped, objectId: number) =>
  sql<SqlBool>`(applications.object_id = ${objectId} or applications.id in (${scope
    .selectFrom('application_priorities')
    .select('application_id')
    .where('object_id', '=', objectId)}))`;

async function findObject(scope: Scoped, objectId: number) {
  const object = await objectRef(scope, objectId);
  if (!object) throw notFound('object_not_found');
  return object;
}

/** GET appointments/apartments/{id}/random-generator */
export async function drawInit(db: Executor, ctx: StaffContext, objectId: number): Promise<ViewingDrawInit> {
  const scope = scoped(db, ctx.project.id);
  const object = await findObject(scope, objectId);
  const appointments = await scope
    .selectFrom('viewing_appointments')
    .selectAll()
    .where('object_id', '=', objectId)
    .where('state', '=', 'planned')
    .orderBy('date')
    .orderBy('start_time')
    .execute();
  const states = await scope
    .selectFrom('applications')
    .select(['progress_state', sql<number>`count(*)`.as('n')])
    .where(applicantOf(scope, objectId))
    .groupBy('progress_state')
    .execute();
  const draws = await scope
    .selectFrom('viewing_draws')
    .selectAll()
    .where('object_id', '=', objectId)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return {
    object,
    appointments: await summariesOf(scope, appointments),
    states: DRAWABLE_STATES.map((value) => ({
      value,
      displayName: ctx.t(`viewing_application_state_${value.replace(/\./g, '_')}` as MessageKey),
      totalNum: Number(states.find((s) => s.progress_state === value)?.n ?? 0),
    })),
    applicants: states.reduce((sum, s) => sum + Number(s.n), 0),
    draws: await Promise.all(draws.map((d) => recordOf(db, d))),
  };
}

/** POST applications/random-generator/{id}: draws and invites, in one transaction. */
export async function runDraw(
  db: Kysely<Database>,
  ctx: StaffContext,
  objectId: number,
  input: ViewingDrawInput,
): Promise<ViewingDrawReply> {
  const outcome = await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const object = await findObject(scope, objectId);
    const appointment = await scope
      .selectFrom('viewing_appointments')
      .selectAll()
      .where('id', '=', input.appointmentId)
      .where('object_id', '=', objectId)
      .executeTakeFirst();
    if (!appointment)
      throw fieldErrors(
        { appointmentId: 'viewing_draw_appointment_unknown' },
        'viewing_draw_appointment_unknown',
      );
    if (appointment.state !== 'planned')
      throw new ApiError(
        409,
        appointment.state === 'cancelled' ? 'viewing_is_cancelled' : 'viewing_is_completed',
      );

    // a redraw asked for: the invitations nobody answered yet are withdrawn
    let withdrawn = 0;
    if (input.replace) {
      const removed = await scope
        .deleteFrom('viewing_participants')
        .where('appointment_id', '=', appointment.id)
        .where('state', '=', 'invited')
        .executeTakeFirst();
      withdrawn = Number(removed.numDeletedRows);
    }
    const kept = (
      await scope
        .selectFrom('viewing_participants')
        .select('application_id')
        .where('appointment_id', '=', appointment.id)
        .where('application_id', 'is not', null)
        .orderBy('application_id')
        .execute()
    ).map((r) => r.application_id!);

    const states = input.states.length > 0 ? input.states : [...DRAWABLE_STATES];
    let query = scope
      .selectFrom('applications')
      .select('id')
      .where(applicantOf(scope, objectId))
      .where('progress_state', 'in', states);
    if (input.minPoints !== null) query = query.where('points', '>=', input.minPoints);
    if (input.maxPoints !== null) query = query.where('points', '<=', input.maxPoints);
    if (input.matchOccupancy) {
      if (object.minOccupancy !== null) query = query.where('household_size', '>=', object.minOccupancy);
      if (object.maxOccupancy !== null) query = query.where('household_size', '<=', object.maxOccupancy);
    }
    if (kept.length > 0) query = query.where('id', 'not in', kept);
    const candidates = (await query.orderBy('id').execute()).map((r) => r.id);
    if (candidates.length === 0) throw new ApiError(409, 'viewing_draw_no_candidates');

    const seed = newDrawSeed();
    const result = drawFrom(seed, candidates, input.count);
    const filters: ViewingDrawFilters = {
      states,
      minPoints: input.minPoints,
      maxPoints: input.maxPoints,
      matchOccupancy: input.matchOccupancy,
    };
    const draw = await scope
      .insertInto('viewing_draws', [
        {
          object_id: objectId,
          appointment_id: appointment.id,
          seed,
          filters: JSON.stringify(filters),
          candidates: JSON.stringify(candidates),
          kept: JSON.stringify(kept),
          count: input.count,
          result: JSON.stringify(result),
          created_by: ctx.user.id,
          created_at: new Date().toISOString(),
        },
      ])
      .returningAll()
      .executeTakeFirstOrThrow();
    // invited in the order drawn
    const invitees = await applicationInvitees(scope, result);
    invitees.sort((a, b) => result.indexOf(a.applicationId!) - result.indexOf(b.applicationId!));
    const made = await invite(trx, ctx.project.id, appointment, invitees, draw.id);
    await recordAudit(trx, {
      projectId: ctx.project.id,
      userId: ctx.user.id,
      action: 'draw',
      entity: 'viewing_appointments',
      entityId: appointment.id,
      before: null,
      after: { draw_id: draw.id, seed, candidates: candidates.length, result },
    });
    return { draw, invited: made.length, withdrawn };
  });
  return {
    draw: await recordOf(db, outcome.draw),
    invited: outcome.invited,
    withdrawn: outcome.withdrawn,
    message: ctx.t('viewing_draw_done', {
      count: outcome.invited,
      candidates: parseIds(outcome.draw.candidates).length,
    }),
  };
}
