import { sql, type Kysely } from 'kysely';
import { ApiError, notFound } from '../../core/errors';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { Database } from '../../db/types';
import type { ViewingAppointment, ViewingParticipant, ViewingSlot } from '../../db/tables/viewings';
import { hashLinkToken, holdsPlace, linkExpiry, newLinkToken } from './common';
import { sealToken } from './links';

/**
 * Booking a slot, atomically: the slot's count of booked places rises by one only while it is
 * below the capacity (one conditional UPDATE, which PostgreSQL re-checks on the locked row and
 * SQLite runs alone), in the same transaction as the participant's change; a booking of another
 * slot of the same appointment moves it (the old slot's place is given back).
 */

export interface BookingOutcome {
  participant: ViewingParticipant;
  slot: ViewingSlot;
  /** the slot the booking moved from, if it moved */
  movedFrom: number | null;
}

/** Raises a slot's bookings by one if it has a place; false when it is full. */
async function takePlace(scope: Scoped, slotId: number): Promise<boolean> {
  const result = await scope
    .updateTable('viewing_slots')
    .set({ booked: sql<number>`booked + 1` })
    .where('id', '=', slotId)
    .where(sql<boolean>`(capacity is null or booked < capacity)`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a place of a slot back. */
export async function releasePlace(scope: Scoped, slotId: number | null): Promise<void> {
  if (slotId === null) return;
  await scope
    .updateTable('viewing_slots')
    .set({ booked: sql<number>`booked - 1` })
    .where('id', '=', slotId)
    .where('booked', '>', 0)
    .execute();
}

const timesOf = (slots: readonly ViewingSlot[]) =>
  slots.map((s) => `${s.start_time}–${s.end_time}`).join(', ');

/**
 * Books `slotId` for a participant of an appointment (or moves their booking there). A full slot
 * is refused with 409 naming the slots that still have a place.
 */
export async function bookSlot(
  db: Kysely<Database>,
  projectId: number,
  participantId: number,
  slotId: number,
): Promise<BookingOutcome> {
  return db.transaction().execute(async (trx) => {
    const scope = scoped(trx, projectId);
    const participant = await scope
      .selectFrom('viewing_participants')
      .selectAll()
      .where('id', '=', participantId)
      .executeTakeFirst();
    if (!participant) throw notFound('viewing_participant_not_found');
    const appointment = await scope
      .selectFrom('viewing_appointments')
      .select(['id', 'state'])
      .where('id', '=', participant.appointment_id)
      .executeTakeFirstOrThrow();
    if (appointment.state !== 'planned')
      throw new ApiError(
        409,
        appointment.state === 'cancelled' ? 'viewing_is_cancelled' : 'viewing_is_completed',
      );
    const slot = await scope
      .selectFrom('viewing_slots')
      .selectAll()
      .where('id', '=', slotId)
      .where('appointment_id', '=', participant.appointment_id)
      .executeTakeFirst();
    if (!slot) throw notFound('viewing_slot_not_found');
    const placed = holdsPlace(participant.state);
    if (placed && participant.slot_id === slotId) return { participant, slot, movedFrom: null };

    // the participant's row first: a second booking of the same person waits for this one
    const now = new Date().toISOString();
    const claimed = await scope
      .updateTable('viewing_participants')
      .set({
        slot_id: slotId,
        state: 'booked',
        booked_at: now,
        declined_at: null,
        decline_reason: '',
        version: sql<number>`version + 1`,
        updated_at: now,
      })
      .where('id', '=', participantId)
      .where('version', '=', participant.version)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError(409, 'viewing_booking_changed');

    if (!(await takePlace(scope, slotId))) {
      const free = await scope
        .selectFrom('viewing_slots')
        .selectAll()
        .where('appointment_id', '=', participant.appointment_id)
        .where(sql<boolean>`(capacity is null or booked < capacity)`)
        .orderBy('position')
        .execute();
      throw new ApiError(409, free.length > 0 ? 'viewing_slot_full' : 'viewing_all_slots_full', {
        free: timesOf(free),
      });
    }
    const movedFrom = placed ? participant.slot_id : null;
    if (placed) await releasePlace(scope, participant.slot_id);
    const after = await scope
      .selectFrom('viewing_participants')
      .selectAll()
      .where('id', '=', participantId)
      .executeTakeFirstOrThrow();
    const slotAfter = await scope
      .selectFrom('viewing_slots')
      .selectAll()
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow();
    return { participant: after, slot: slotAfter, movedFrom };
  });
}

/** A person to invite: an application's main adult, or someone without an application. */
export interface Invitee {
  applicationId: number | null;
  /** the interested person who booked with their contact (no application) */
  interestedPersonId?: number | null;
  name: string;
  email: string;
  phone: string;
  language: string;
}

/** One new participant, invited, with a link token of their own (stored hashed and sealed). */
export async function insertParticipant(
  scope: Scoped,
  appointment: Pick<ViewingAppointment, 'id' | 'date'>,
  person: Invitee,
  drawId: number | null = null,
): Promise<{ id: number; token: string }> {
  const token = newLinkToken();
  const now = new Date().toISOString();
  const { id } = await scope
    .insertInto('viewing_participants', [
      {
        appointment_id: appointment.id,
        slot_id: null,
        application_id: person.applicationId,
        interested_person_id: person.interestedPersonId ?? null,
        name: person.name,
        email: person.email,
        phone: person.phone,
        language: person.language,
        state: 'invited',
        draw_id: drawId,
        token_hash: hashLinkToken(token),
        token_sealed: sealToken(token),
        token_expires_at: linkExpiry(appointment.date),
        booked_at: null,
        declined_at: null,
        present_at: null,
        created_at: now,
        updated_at: now,
      },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token };
}

/**
 * Invites people to an appointment (state invited, a link token each); people already invited
 * are left as they are. Answers the new participants' ids with their link tokens, which are not
 * stored (only their hashes).
 */
export async function invite(
  trx: Executor,
  projectId: number,
  appointment: Pick<ViewingAppointment, 'id' | 'date'>,
  invitees: readonly Invitee[],
  drawId: number | null = null,
): Promise<Array<{ id: number; token: string }>> {
  const scope = scoped(trx, projectId);
  const existing = new Set(
    (
      await scope
        .selectFrom('viewing_participants')
        .select('application_id')
        .where('appointment_id', '=', appointment.id)
        .where('application_id', 'is not', null)
        .execute()
    ).map((r) => r.application_id),
  );
  const made: Array<{ id: number; token: string }> = [];
  for (const person of invitees) {
    if (person.applicationId !== null && existing.has(person.applicationId)) continue;
    made.push(await insertParticipant(scope, appointment, person, drawId));
  }
  return made;
}

/** The invitees of some applications of the project (their main adult); unknown ids are left out. */
export async function applicationInvitees(scope: Scoped, ids: readonly number[]): Promise<Invitee[]> {
  if (ids.length === 0) return [];
  const rows = await scope
    .selectFrom('applications')
    .select(['id', 'main_name', 'email', 'phone', 'language'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    applicationId: r.id,
    name: r.main_name,
    email: r.email,
    phone: r.phone,
    language: r.language,
  }));
}
