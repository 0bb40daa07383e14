import type { z } from 'zod';
import type {
  ApplicationAssignment,
  ApplicationAssignmentReply,
  ApplicationStateReply,
} from '../../../schema/api/applicationFlow';
import type {
  assignmentSchema,
  assignmentUpdateSchema,
  versionOnlySchema,
} from '../../../schema/applicationFlow';
import { changedFields } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { Application } from '../../db/tables/applications';
import type { ObjectOccupancy } from '../../db/tables/objects';
import {
  bindingOf,
  checkAction,
  closeOccupancy,
  entry,
  findApplication,
  findFlowObject,
  flowObject,
  objectRefusal,
  openBinding,
  openOccupancy,
  refused,
  releaseObject,
  setObjectState,
  staffChange,
  stateReply,
  swissDay,
  transition,
  type Flow,
  updateApplication,
  userNames,
} from './common';
import { createTenantOfAssignment, removeTenantOfAssignment } from '../tenants/service';
import { queueFlowMail, type MailConfig } from './mails';

/**
 * The assignment of an object to an application: directly, or the object of its open offer
 * (accepted). The object is assigned while it lasts; cancelled or released, it is available again
 * and the application goes back to evaluated.
 */

async function assignmentOf(
  scope: Scoped,
  db: Executor,
  row: ObjectOccupancy,
  sale: boolean,
): Promise<ApplicationAssignment> {
  const object = await findFlowObject(scope, row.object_id);
  const names = await userNames(db, [row.created_by]);
  return {
    id: row.id,
    object: flowObject(object, sale),
    comment: row.comment,
    created_at: row.created_at,
    created_by: row.created_by === null ? '' : (names.get(row.created_by) ?? ''),
  };
}

async function currentAssignment(scope: Scoped, app: Application): Promise<ObjectOccupancy> {
  const row = app.progress_state === 'assigned' ? await bindingOf(scope, app.id, 'assignment') : null;
  if (!row) throw refused('application_no_assignment');
  return row;
}

/** GET /api/v1/applications/{id}/assignment (409 application_no_assignment when not assigned). */
export async function getAssignment(
  db: Executor,
  ctx: StaffContext,
  id: number,
): Promise<ApplicationAssignment> {
  const scope = scoped(db, ctx.project.id);
  const app = await findApplication(scope, id);
  return assignmentOf(scope, db, await currentAssignment(scope, app), app.sale === 1);
}

/** POST /api/v1/applications/{id}/assignment: assigns the object (the offered one after an offer). */
export async function createAssignment(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: z.infer<typeof assignmentSchema>,
  config: MailConfig,
): Promise<ApplicationAssignmentReply> {
  return staffChange(db, ctx, id, input.version, findApplication, async (f, app, trx) => {
    checkAction(app, 'assign');
    const object = await findFlowObject(f.scope, input.objectId);
    const offer = await bindingOf(f.scope, id, 'offer');
    if (offer && offer.object_id !== object.id) throw refused('application_offer_other_object');
    if (offer) {
      // the household accepted: the offer ends, the assignment takes its place
      await closeOccupancy(f, offer, 'accepted', '', 'assign');
    } else {
      const refusal = objectRefusal(object, await openBinding(f.scope, object.id));
      if (refusal) throw refused(refusal);
    }
    const after = await transition(f, app, 'assign');
    const assignmentId = await openOccupancy(
      f,
      after,
      object,
      {
        kind: 'assignment',
        starts_on: swissDay(f.now),
        ends_on: null,
        comment: input.comment,
        amount: app.sale === 1 ? object.selling_price : object.rental_price,
      },
      'assign',
    );
    await setObjectState(f, object, 'assigned', 'assign');
    // in a letting project, the household becomes a tenant without contract
    if (app.sale !== 1) await createTenantOfAssignment(f.scope, after, object, f.userId, f.now, f.audit);
    const mail = await queueFlowMail(trx, ctx, config, id, object.id, 'assignment');
    return { ...(await reply(f, after, assignmentId)), mail, message: mail.message };
  });
}

async function reply(f: Flow, app: Application, assignmentId: number): Promise<ApplicationAssignmentReply> {
  const row = await f.scope
    .selectFrom('object_occupancies')
    .selectAll()
    .where('id', '=', assignmentId)
    .executeTakeFirstOrThrow();
  return { ...stateReply(app), assignment: await assignmentOf(f.scope, f.db, row, app.sale === 1) };
}

/** POST .../assignment/update: the assignment's comment (the application's version moves on). */
export async function updateAssignment(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: z.infer<typeof assignmentUpdateSchema>,
): Promise<ApplicationAssignmentReply> {
  return staffChange(db, ctx, id, input.version, findApplication, async (f, app) => {
    const row = await currentAssignment(f.scope, app);
    await f.scope
      .updateTable('object_occupancies')
      .set({ comment: input.comment })
      .where('id', '=', row.id)
      .execute();
    const diff = changedFields(row, { ...row, comment: input.comment });
    if (diff) entry(f, 'object_occupancies', row.id, 'update', diff.before, diff.after);
    const after = await updateApplication(f, app, 'assignment_update', {});
    return reply(f, after, row.id);
  });
}

/**
 * POST .../assignment/cancel (it should not have been made) and .../assignment/release (the
 * household gives the object back): the binding closes, the object is available again, the
 * application goes back to evaluated and its private link opens again.
 */
export async function endAssignment(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: z.infer<typeof versionOnlySchema>,
  how: 'cancelled' | 'released',
): Promise<ApplicationStateReply> {
  return endAssignmentAt(db, ctx, id, input.version, how, input.comment);
}

export async function endAssignmentAt(
  db: Executor,
  ctx: StaffContext,
  id: number,
  version: number,
  how: 'cancelled' | 'released',
  reason: string,
): Promise<ApplicationStateReply> {
  return staffChange(db, ctx, id, version, findApplication, async (f, app) => {
    checkAction(app, 'releaseAssignment');
    // an object rented meanwhile keeps its tenant: its binding is no longer an assignment
    const row = await bindingOf(f.scope, app.id, 'assignment');
    const after = await transition(f, app, 'releaseAssignment');
    if (row) {
      await closeOccupancy(f, row, how, reason, 'releaseAssignment');
      await releaseObject(f, row.object_id, 'releaseAssignment');
    }
    await removeTenantOfAssignment(f.scope, app.id, f.userId, f.audit);
    return stateReply(after);
  });
}
