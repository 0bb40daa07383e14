import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type {
  ApplicationViewing,
  ViewingChangeReply,
  ViewingDetail,
  ViewingInit,
  ViewingSummary,
} from '../../../schema/api/viewings';
import {
  INVITATION_KINDS,
  MAX_INVITED,
  MAX_SLOT_CAPACITY,
  MAX_SLOTS,
  type ParticipantState,
  type ViewingCancelInput,
  type ViewingCreateInput,
  type ViewingEditInput,
  type ViewingSlotInput,
} from '../../../schema/viewings';
import { recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { ApiError, notFound } from '../../core/errors';
import { mailDelivery } from '../../core/mail';
import type { MessageKey } from '../../core/i18n/index';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { Database } from '../../db/types';
import type { ViewingAppointment } from '../../db/tables/viewings';
import { insertSearchable, updateSearchable } from '../../lists/searchText';
import { fieldErrors, swissToday } from '../objects/common';
import { objectLabel } from '../tenants/searchText';
import type { Kysely } from 'kysely';
import { applicationInvitees, invite } from './booking';
import {
  bookedOf,
  countsOf,
  detailOf,
  emptyCounts,
  findAppointment,
  findParticipant,
  linkExpiry,
  participantsOf,
  refuseUnless,
  slotsOf,
  summariesOf,
  viewingChanged,
} from './common';
import { cancelReminders, rescheduleReminders } from './reminders';
import { cancelMail } from './mails';
import { viewingSearch } from './searchText';

/** The staff calls of viewing appointments (spec 2 section 7.12). */

export interface Services {
  db: Kysely<Database>;
  smtpUrl: string | null;
}

/**
 * Who changes a viewing: a signed-in user, or (user null, `via` naming it) the appointment's on-site
 * link (onsite.ts), which calls the same functions.
 */
export type ViewingActor = Pick<StaffContext, 'project' | 't'> & {
  user: { id: number } | null;
  via?: 'on_site_link';
};

const appointmentAudit = (
  ctx: ViewingActor,
  action: string,
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => ({
  projectId: ctx.project.id,
  userId: ctx.user?.id ?? null,
  action,
  entity: 'viewing_appointments',
  entityId: id,
  before,
  after: after && ctx.via ? { ...after, via: ctx.via } : after,
});

const fieldsOf = (row: Pick<ViewingAppointment, 'date' | 'start_time' | 'end_time' | 'place' | 'state'>) => ({
  date: row.date,
  start_time: row.start_time,
  end_time: row.end_time,
  place: row.place,
  state: row.state,
});

/** GET appointments/init */
export async function viewingInit(db: Executor, ctx: StaffContext): Promise<ViewingInit> {
  const scope = scoped(db, ctx.project.id);
  const objects = await scope
    .selectFrom('objects')
    .select(['id', 'ref_number', 'title', 'street', 'house_number', 'postal_code', 'city'])
    .where('active', '=', 1)
    .orderBy('ref_number')
    .orderBy('id')
    .limit(1000)
    .execute();
  const users = await scope
    .selectFrom('user_projects')
    .innerJoin('users', 'users.id', 'user_projects.user_id')
    .select(['users.first_name', 'users.last_name'])
    .where('users.is_active', '=', 1)
    .where('users.user_type', '=', 'staff')
    .orderBy('users.last_name')
    .execute();
  return {
    today: swissToday(),
    objects: objects.map((o) => ({ id: o.id, label: objectLabel(o) })),
    contacts: users.map((u) => ({ name: `${u.first_name} ${u.last_name}`.trim(), phone: '' })),
    invitationKinds: [...INVITATION_KINDS],
    limits: { maxSlots: MAX_SLOTS, maxCapacity: MAX_SLOT_CAPACITY, maxInvited: MAX_INVITED },
  };
}

/** GET appointments/{id} and {id}/edit */
export async function getViewing(db: Executor, ctx: ViewingActor, id: number): Promise<ViewingDetail> {
  const scope = scoped(db, ctx.project.id);
  return detailOf(scope, ctx.t, await findAppointment(scope, id));
}

/** GET appointments/with-participants: the planned appointments from today on, with their counts. */
export async function withParticipants(
  db: Executor,
  ctx: StaffContext,
  objectId: number | null,
): Promise<ViewingSummary[]> {
  const scope = scoped(db, ctx.project.id);
  let query = scope
    .selectFrom('viewing_appointments')
    .selectAll()
    .where('state', '=', 'planned')
    .where('date', '>=', swissToday());
  if (objectId !== null) query = query.where('object_id', '=', objectId);
  const rows = await query.orderBy('date').orderBy('start_time').limit(200).execute();
  return summariesOf(scope, rows);
}

/** GET appointments/applications/{id}: the viewings an application is invited to. */
export async function applicationViewings(
  db: Executor,
  ctx: StaffContext,
  applicationId: number,
): Promise<ApplicationViewing[]> {
  const scope = scoped(db, ctx.project.id);
  const app = await scope
    .selectFrom('applications')
    .select('id')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!app) throw notFound('application_not_found');
  const parts = await scope
    .selectFrom('viewing_participants')
    .select(['id', 'appointment_id', 'state', 'slot_id'])
    .where('application_id', '=', applicationId)
    .execute();
  if (parts.length === 0) return [];
  const rows = await scope
    .selectFrom('viewing_appointments')
    .selectAll()
    .where(
      'id',
      'in',
      parts.map((p) => p.appointment_id),
    )
    .orderBy('date', 'desc')
    .orderBy('start_time', 'desc')
    .execute();
  const slotIds = parts.map((p) => p.slot_id).filter((s): s is number => s !== null);
  const slots =
    slotIds.length === 0
      ? []
      : await scope
          .selectFrom('viewing_slots')
          .select(['id', 'start_time', 'end_time'])
          .where('id', 'in', slotIds)
          .execute();
  const summaries = await summariesOf(scope, rows);
  return summaries.map((s) => {
    const part = parts.find((p) => p.appointment_id === s.id)!;
    const slot = slots.find((x) => x.id === part.slot_id);
    return {
      ...s,
      participantId: part.id,
      participantState: part.state as ParticipantState,
      slot: slot ? { startTime: slot.start_time, endTime: slot.end_time } : null,
    };
  });
}

async function labelOfObject(scope: Scoped, objectId: number | null): Promise<string> {
  if (objectId === null) return '';
  const o = await scope
    .selectFrom('objects')
    .select(['ref_number', 'title', 'street', 'house_number', 'postal_code', 'city'])
    .where('id', '=', objectId)
    .executeTakeFirst();
  if (!o) throw notFound('object_not_found');
  return objectLabel(o);
}

/** Checks that every chosen application is one of the project's (400 on the field otherwise). */
async function chosenInvitees(scope: Scoped, ids: readonly number[]) {
  const invitees = await applicationInvitees(scope, ids);
  if (invitees.length !== new Set(ids).size)
    throw fieldErrors({ applicationIds: 'viewing_application_unknown' });
  return invitees;
}

async function writeSlots(scope: Scoped, appointmentId: number, slots: readonly ViewingSlotInput[]) {
  const existing = await slotsOf(scope, appointmentId);
  const errors: Record<string, string> = {};
  const kept = new Set<number>();
  slots.forEach((slot, i) => {
    if (slot.id === undefined) return;
    const before = existing.find((s) => s.id === slot.id);
    if (!before) errors[`slots.${i}.id`] = 'viewing_slot_unknown';
    else {
      kept.add(before.id);
      if (slot.capacity !== null && slot.capacity < Number(before.booked))
        errors[`slots.${i}.capacity`] =
          `viewing_capacity_below_booked|${JSON.stringify({ booked: Number(before.booked) })}`;
    }
  });
  const removed = existing.filter((s) => !kept.has(s.id));
  if (removed.some((s) => Number(s.booked) > 0)) errors.slots = 'viewing_slot_has_bookings';
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  if (removed.length > 0)
    await scope
      .deleteFrom('viewing_slots')
      .where(
        'id',
        'in',
        removed.map((s) => s.id),
      )
      .execute();
  for (const [i, slot] of slots.entries()) {
    const values = {
      position: i + 1,
      start_time: slot.startTime,
      end_time: slot.endTime,
      capacity: slot.capacity,
    };
    if (slot.id !== undefined)
      await scope.updateTable('viewing_slots').set(values).where('id', '=', slot.id).execute();
    else await scope.insertInto('viewing_slots', [{ appointment_id: appointmentId, ...values }]).execute();
  }
}

/** POST appointments/create (objectId null) and apartments/{id}/create. */
export async function createViewing(
  db: Kysely<Database>,
  ctx: StaffContext,
  objectId: number | null,
  input: ViewingCreateInput,
): Promise<ViewingChangeReply> {
  const id = await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const label = await labelOfObject(scope, objectId);
    const invitees = await chosenInvitees(scope, input.applicationIds);
    const now = new Date().toISOString();
    const [newId] = await insertSearchable(scope, viewingSearch, [
      {
        object_id: objectId,
        slug: randomBytes(12).toString('base64url'),
        object_label: label,
        date: input.date,
        start_time: input.startTime,
        end_time: input.endTime,
        place: input.place,
        contact_person: input.contactPerson,
        contact_phone: input.contactPhone,
        note: input.note,
        invitation: input.invitation,
        state: 'planned',
        cancelled_at: null,
        completed_at: null,
        created_by: ctx.user.id,
        created_at: now,
        updated_at: now,
      },
    ]);
    await writeSlots(scope, newId!, input.slots);
    await invite(trx, ctx.project.id, { id: newId!, date: input.date }, invitees);
    await recordAudit(
      trx,
      appointmentAudit(ctx, 'create', newId!, null, {
        object_id: objectId,
        date: input.date,
        start_time: input.startTime,
      }),
    );
    return newId!;
  });
  return { appointment: await getViewing(db, ctx, id), message: ctx.t('viewing_created') };
}

/** The bookings of an appointment (booked or present), from its participants. */
async function bookedCount(scope: Scoped, id: number): Promise<number> {
  return bookedOf((await countsOf(scope, [id])).get(id) ?? emptyCounts());
}

/** Runs a change of one appointment at its version (stale: 409). */
async function change<T>(
  db: Kysely<Database>,
  ctx: ViewingActor,
  id: number,
  version: number | null,
  fn: (trx: Kysely<Database>, scope: Scoped, row: ViewingAppointment, booked: number) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const row = await findAppointment(scope, id);
    if (version !== null) {
      const bumped = await scope
        .updateTable('viewing_appointments')
        .set({ version: sql<number>`version + 1`, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(bumped.numUpdatedRows) !== 1) throw viewingChanged(ctx.t);
    }
    return fn(trx, scope, row, await bookedCount(scope, id));
  });
}

/** POST appointments/{id}/edit */
export async function editViewing(
  db: Kysely<Database>,
  ctx: StaffContext,
  id: number,
  input: ViewingEditInput,
): Promise<ViewingChangeReply> {
  await change(db, ctx, id, null, async (trx, scope, row, booked) => {
    if (row.version !== input.version) throw viewingChanged(ctx.t);
    refuseUnless('edit', row, booked);
    await writeSlots(scope, id, input.slots);
    const label =
      row.object_id === null ? '' : await labelOfObject(scope, row.object_id).catch(() => row.object_label);
    const values = {
      object_label: label,
      date: input.date,
      start_time: input.startTime,
      end_time: input.endTime,
      place: input.place,
      contact_person: input.contactPerson,
      contact_phone: input.contactPhone,
      note: input.note,
      invitation: input.invitation,
    };
    const changed = await updateSearchable(scope, viewingSearch, [id], values, { version: input.version });
    if (changed !== 1) throw viewingChanged(ctx.t);
    if (input.date !== row.date)
      await scope
        .updateTable('viewing_participants')
        .set({ token_expires_at: linkExpiry(input.date) })
        .where('appointment_id', '=', id)
        .execute();
    await rescheduleReminders(trx, ctx.project.id, id);
    await recordAudit(
      trx,
      appointmentAudit(
        ctx,
        'update',
        id,
        fieldsOf(row),
        fieldsOf({ ...row, ...values, start_time: input.startTime, end_time: input.endTime }),
      ),
    );
  });
  return { appointment: await getViewing(db, ctx, id), message: ctx.t('viewing_saved') };
}

/** POST appointments/{id}/delete */
export async function deleteViewing(
  db: Kysely<Database>,
  ctx: StaffContext,
  id: number,
  version: number,
): Promise<{ message: string }> {
  await change(db, ctx, id, version, async (trx, scope, row, booked) => {
    refuseUnless('delete', row, booked);
    await scope.deleteFrom('viewing_appointments').where('id', '=', id).execute();
    await recordAudit(trx, appointmentAudit(ctx, 'delete', id, fieldsOf(row), null));
  });
  return { message: ctx.t('viewing_deleted') };
}

/** Cancels one appointment in a transaction; answers how many mails it queued. */
export async function cancelInTransaction(
  trx: Kysely<Database>,
  ctx: Pick<StaffContext, 'project' | 'user'> & { userName: string },
  row: ViewingAppointment,
  sendMail: boolean,
  message: string,
): Promise<number> {
  const scope = scoped(trx, ctx.project.id);
  const now = new Date().toISOString();
  await scope
    .updateTable('viewing_appointments')
    .set({ state: 'cancelled', cancelled_at: now, updated_at: now })
    .where('id', '=', row.id)
    .execute();
  await cancelReminders(trx, ctx.project.id, row.id);
  await recordAudit(trx, {
    projectId: ctx.project.id,
    userId: ctx.user.id,
    action: 'cancel',
    entity: 'viewing_appointments',
    entityId: row.id,
    before: { state: row.state },
    after: { state: 'cancelled' },
  });
  if (!sendMail) return 0;
  const participants = (await participantsOf(scope, row.id)).filter(
    (p) => p.email !== '' && (p.state === 'invited' || p.state === 'booked'),
  );
  for (const p of participants) await cancelMail(trx, ctx.project, ctx.userName, row, p, message);
  return participants.length;
}

const userName = (ctx: StaffContext) => `${ctx.user.first_name} ${ctx.user.last_name}`.trim();

/** POST appointments/{id}/cancel */
export async function cancelViewing(
  services: Services,
  ctx: StaffContext,
  id: number,
  input: ViewingCancelInput,
): Promise<ViewingChangeReply> {
  const mails = await change(services.db, ctx, id, input.version, async (trx, _scope, row, booked) => {
    refuseUnless('cancel', row, booked);
    return cancelInTransaction(trx, { ...ctx, userName: userName(ctx) }, row, input.sendMail, input.message);
  });
  const delivery = mailDelivery({ smtpUrl: services.smtpUrl });
  return {
    appointment: await getViewing(services.db, ctx, id),
    message: input.sendMail
      ? ctx.t(delivery === 'smtp' ? 'viewing_cancelled_mailed' : 'viewing_cancelled_outbox', { count: mails })
      : ctx.t('viewing_cancelled'),
    mails,
    delivery,
  };
}

/** POST appointments/{id}/complete */
export async function completeViewing(
  db: Kysely<Database>,
  ctx: ViewingActor,
  id: number,
  version: number,
): Promise<ViewingChangeReply> {
  await change(db, ctx, id, version, async (trx, scope, row, booked) => {
    refuseUnless('complete', row, booked);
    const now = new Date().toISOString();
    await scope
      .updateTable('viewing_appointments')
      .set({ state: 'completed', completed_at: now })
      .where('id', '=', id)
      .execute();
    await recordAudit(
      trx,
      appointmentAudit(ctx, 'complete', id, { state: row.state }, { state: 'completed' }),
    );
  });
  return { appointment: await getViewing(db, ctx, id), message: ctx.t('viewing_completed') };
}

/** POST appointments/{id}/{participantId}/present: who came (and back, should it be a mistake). */
export async function markPresent(
  db: Kysely<Database>,
  ctx: ViewingActor,
  id: number,
  participantId: number,
  present: boolean,
): Promise<ViewingChangeReply> {
  await change(db, ctx, id, null, async (trx, scope, row, booked) => {
    refuseUnless('present', row, booked);
    const p = await findParticipant(scope, id, participantId);
    if (present === (p.state === 'present')) return;
    const now = new Date().toISOString();
    // someone at the door without a booking is present all the same; without a slot they hold no place
    const next = present ? 'present' : p.slot_id !== null ? 'booked' : 'invited';
    await scope
      .updateTable('viewing_participants')
      .set({
        state: next,
        present_at: present ? now : null,
        version: sql<number>`version + 1`,
        updated_at: now,
      })
      .where('id', '=', participantId)
      .execute();
    if (p.state === 'declined' && p.slot_id !== null) {
      // a declined person keeps no place; coming after all takes one again (capacity or not: they are there)
      await scope
        .updateTable('viewing_slots')
        .set({ booked: sql<number>`booked + 1` })
        .where('id', '=', p.slot_id)
        .execute();
    }
    await recordAudit(
      trx,
      appointmentAudit(
        ctx,
        present ? 'present' : 'absent',
        id,
        { participant: p.name, participant_state: p.state },
        { participant: p.name, participant_state: next },
      ),
    );
  });
  return {
    appointment: await getViewing(db, ctx, id),
    message: ctx.t(present ? 'viewing_marked_present' : 'viewing_marked_absent'),
  };
}

/** POST appointments/{id}/{participantId}/comments */
export async function commentParticipant(
  db: Kysely<Database>,
  ctx: ViewingActor,
  id: number,
  participantId: number,
  comment: string,
): Promise<ViewingChangeReply> {
  await change(db, ctx, id, null, async (trx, scope, row, booked) => {
    refuseUnless('comment', row, booked);
    const p = await findParticipant(scope, id, participantId);
    if (p.comment === comment) return;
    await scope
      .updateTable('viewing_participants')
      .set({ comment, version: sql<number>`version + 1`, updated_at: new Date().toISOString() })
      .where('id', '=', participantId)
      .execute();
    await recordAudit(
      trx,
      appointmentAudit(
        ctx,
        'comment',
        id,
        { participant: p.name, comment: p.comment },
        { participant: p.name, comment },
      ),
    );
  });
  return { appointment: await getViewing(db, ctx, id), message: ctx.t('viewing_comment_saved') };
}

/** Invites the chosen applications to an appointment (the invitation kind `chosen`). */
export async function inviteApplications(
  db: Kysely<Database>,
  ctx: StaffContext,
  id: number,
  applicationIds: readonly number[],
): Promise<number> {
  return change(db, ctx, id, null, async (trx, scope, row, booked) => {
    refuseUnless('edit', row, booked);
    return (await invite(trx, ctx.project.id, row, await chosenInvitees(scope, applicationIds))).length;
  });
}

export const isRefusal = (e: unknown, key: MessageKey) => e instanceof ApiError && e.key === key;
