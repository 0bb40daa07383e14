import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Language } from '../../../schema/api/common';
import { isLanguage } from '../../../schema/api/common';
import type {
  ViewingDetail,
  ViewingObjectRef,
  ViewingParticipantView,
  ViewingSlotView,
  ViewingSummary,
} from '../../../schema/api/viewings';
import { MAX_ROW_ID } from '../../../schema/constants';
import { endOfSwissDay } from '../../../schema/dates';
import {
  PARTICIPANT_STATES,
  PLACE_HOLDING_STATES,
  viewingActionRefusal,
  type InvitationKind,
  type ParticipantState,
  type ViewingAction,
  type ViewingState,
} from '../../../schema/viewings';
import { ApiError, notFound } from '../../core/errors';
import type { MessageKey, Translator } from '../../core/i18n/index';
import type { Scoped } from '../../core/scope';
import type { ViewingAppointment, ViewingParticipant, ViewingSlot } from '../../db/tables/viewings';
import { swissToday } from '../objects/common';
import { objectLabel } from '../tenants/searchText';

/** Shared parts of the viewing calls: reading an appointment, its views, links, refusals. */

/** The random part of a link: 128 bits, base64url. */
export const newLinkToken = () => randomBytes(16).toString('base64url');
export const hashLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A link of an appointment opens until the end of the appointment's day in Switzerland. */
export const linkExpiry = (date: string) => endOfSwissDay(date);

export async function findAppointment(scope: Scoped, id: number): Promise<ViewingAppointment> {
  const row =
    id > MAX_ROW_ID
      ? undefined
      : await scope.selectFrom('viewing_appointments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('viewing_not_found');
  return row;
}

export async function findParticipant(
  scope: Scoped,
  appointmentId: number,
  id: number,
): Promise<ViewingParticipant> {
  const row =
    id > MAX_ROW_ID
      ? undefined
      : await scope
          .selectFrom('viewing_participants')
          .selectAll()
          .where('id', '=', id)
          .where('appointment_id', '=', appointmentId)
          .executeTakeFirst();
  if (!row) throw notFound('viewing_participant_not_found');
  return row;
}

export const viewingChanged = (t: Translator) =>
  new ApiError(409, 'record_changed', { entity: t('record_entity_viewing') });

/** 409 with the rule's key when the appointment cannot take the action. */
export function refuseUnless(
  action: ViewingAction,
  row: Pick<ViewingAppointment, 'state' | 'date'>,
  booked: number,
): void {
  const refusal = viewingActionRefusal(action, { state: row.state, date: row.date, booked }, swissToday());
  if (refusal) throw new ApiError(409, refusal as MessageKey);
}

export const emptyCounts = (): Record<ParticipantState, number> =>
  Object.fromEntries(PARTICIPANT_STATES.map((s) => [s, 0])) as Record<ParticipantState, number>;

/** Participants per state of some appointments. */
export async function countsOf(
  scope: Scoped,
  appointmentIds: readonly number[],
): Promise<Map<number, Record<ParticipantState, number>>> {
  const counts = new Map<number, Record<ParticipantState, number>>();
  if (appointmentIds.length === 0) return counts;
  const rows = await scope
    .selectFrom('viewing_participants')
    .select(['appointment_id', 'state', sql<number>`count(*)`.as('n')])
    .where('appointment_id', 'in', [...appointmentIds])
    .groupBy(['appointment_id', 'state'])
    .execute();
  for (const r of rows) {
    const c = counts.get(r.appointment_id) ?? emptyCounts();
    if ((PARTICIPANT_STATES as readonly string[]).includes(r.state))
      c[r.state as ParticipantState] = Number(r.n);
    counts.set(r.appointment_id, c);
  }
  return counts;
}

export const holdsPlace = (state: string) => (PLACE_HOLDING_STATES as readonly string[]).includes(state);

export const bookedOf = (counts: Record<ParticipantState, number>) => counts.booked + counts.present;

export function slotView(slot: ViewingSlot): ViewingSlotView {
  return {
    id: slot.id,
    startTime: slot.start_time,
    endTime: slot.end_time,
    capacity: slot.capacity,
    booked: Number(slot.booked),
    free: slot.capacity === null ? null : Math.max(0, slot.capacity - Number(slot.booked)),
  };
}

export const languageOf = (value: string): Language => (isLanguage(value) ? value : 'de');

export function participantView(p: ViewingParticipant): ViewingParticipantView {
  return {
    id: p.id,
    applicationId: p.application_id,
    name: p.name,
    email: p.email,
    phone: p.phone,
    language: languageOf(p.language),
    state: p.state as ParticipantState,
    slotId: p.slot_id,
    declineReason: p.decline_reason,
    comment: p.comment,
    drawId: p.draw_id,
    bookedAt: p.booked_at,
    presentAt: p.present_at,
    version: p.version,
  };
}

export async function objectRef(scope: Scoped, objectId: number | null): Promise<ViewingObjectRef | null> {
  if (objectId === null) return null;
  const o = await scope
    .selectFrom('objects')
    .select([
      'id',
      'ref_number',
      'title',
      'street',
      'house_number',
      'postal_code',
      'city',
      'min_occupancy',
      'max_occupancy',
    ])
    .where('id', '=', objectId)
    .executeTakeFirst();
  if (!o) return null;
  return { id: o.id, label: objectLabel(o), minOccupancy: o.min_occupancy, maxOccupancy: o.max_occupancy };
}

export async function slotsOf(scope: Scoped, appointmentId: number): Promise<ViewingSlot[]> {
  return scope
    .selectFrom('viewing_slots')
    .selectAll()
    .where('appointment_id', '=', appointmentId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function participantsOf(scope: Scoped, appointmentId: number): Promise<ViewingParticipant[]> {
  return scope
    .selectFrom('viewing_participants')
    .selectAll()
    .where('appointment_id', '=', appointmentId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

const refusalText = (t: Translator, key: string | null) => (key === null ? null : t(key as MessageKey));

export async function detailOf(
  scope: Scoped,
  t: Translator,
  row: ViewingAppointment,
): Promise<ViewingDetail> {
  const [slots, participants, object] = await Promise.all([
    slotsOf(scope, row.id),
    participantsOf(scope, row.id),
    objectRef(scope, row.object_id),
  ]);
  const counts = emptyCounts();
  for (const p of participants) if (p.state in counts) counts[p.state as ParticipantState] += 1;
  const facts = { state: row.state, date: row.date, booked: bookedOf(counts) };
  const today = swissToday();
  const refusal = (action: ViewingAction) => refusalText(t, viewingActionRefusal(action, facts, today));
  return {
    id: row.id,
    slug: row.slug,
    object,
    objectLabel: row.object_label,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    place: row.place,
    contactPerson: row.contact_person,
    contactPhone: row.contact_phone,
    note: row.note,
    invitation: row.invitation as InvitationKind,
    state: row.state as ViewingState,
    version: row.version,
    slots: slots.map(slotView),
    participants: participants.map(participantView),
    counts,
    refusals: {
      edit: refusal('edit'),
      cancel: refusal('cancel'),
      complete: refusal('complete'),
      delete: refusal('delete'),
      present: refusal('present'),
      mail: refusal('mail'),
    },
    cancelledAt: row.cancelled_at,
    completedAt: row.completed_at,
  };
}

/** Appointments in short, with their participant counts and their places (null: an open house). */
export async function summariesOf(
  scope: Scoped,
  rows: readonly ViewingAppointment[],
): Promise<ViewingSummary[]> {
  const ids = rows.map((r) => r.id);
  const counts = await countsOf(scope, ids);
  const capacities = new Map<number, number | null>();
  if (ids.length > 0) {
    const slots = await scope
      .selectFrom('viewing_slots')
      .select(['appointment_id', 'capacity'])
      .where('appointment_id', 'in', ids)
      .execute();
    for (const s of slots) {
      const before = capacities.has(s.appointment_id) ? capacities.get(s.appointment_id)! : 0;
      capacities.set(s.appointment_id, before === null || s.capacity === null ? null : before + s.capacity);
    }
  }
  return rows.map((r) => ({
    id: r.id,
    objectId: r.object_id,
    objectLabel: r.object_label,
    date: r.date,
    startTime: r.start_time,
    endTime: r.end_time,
    place: r.place,
    state: r.state as ViewingState,
    counts: counts.get(r.id) ?? emptyCounts(),
    capacity: capacities.has(r.id) ? capacities.get(r.id)! : null,
  }));
}
