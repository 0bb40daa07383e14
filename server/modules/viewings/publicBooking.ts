import { sql, type Kysely } from 'kysely';
import { LANGUAGES, type Language } from '../../../schema/api/common';
import type { PublicBookingReply } from '../../../schema/viewingBooking';
import { ApiError } from '../../core/errors';
import type { Translator } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import type { Database, Project } from '../../db/types';
import { getPublicTheme } from '../projectSettings/settings';
import { bookSlot, releasePlace } from './booking';
import { holdsPlace, slotsOf, slotView } from './common';
import { participantOfLink, type LinkedParticipant } from './links';
import { cancelReminder, planReminder } from './reminders';

/** The public booking of an invited person through their link (schema/viewingBooking.ts). */

export interface PublicBookingContext {
  db: Kysely<Database>;
  project: Project;
  /** the project's public address (the reminder's link) */
  publicUrl: string;
  lang: Language;
  t: Translator;
}

async function replyOf(ctx: PublicBookingContext, linked: LinkedParticipant): Promise<PublicBookingReply> {
  const { appointment: a, participant: p } = linked;
  const slots = await slotsOf(scoped(ctx.db, ctx.project.id), a.id);
  return {
    project: { name: ctx.project.title },
    theme: await getPublicTheme(ctx.db, ctx.project),
    language: ctx.lang,
    languages: LANGUAGES,
    appointment: {
      date: a.date,
      startTime: a.start_time,
      endTime: a.end_time,
      objectLabel: a.object_label,
      place: a.place,
      contactPerson: a.contact_person,
      contactPhone: a.contact_phone,
      note: a.note,
    },
    participant: {
      name: p.name,
      state: p.state,
      slotId: holdsPlace(p.state) ? p.slot_id : null,
      declineReason: p.decline_reason,
    },
    slots: slots.map(slotView).map(({ id, startTime, endTime, capacity, free }) => ({
      id,
      startTime,
      endTime,
      capacity,
      free,
    })),
  };
}

const link = (ctx: PublicBookingContext, slug: string, token: string) =>
  participantOfLink(ctx.db, ctx.project, slug, token);

/** GET {slug}/{personSlug}/booking */
export async function getPublicBooking(
  ctx: PublicBookingContext,
  slug: string,
  token: string,
): Promise<PublicBookingReply> {
  return replyOf(ctx, await link(ctx, slug, token));
}

/**
 * POST {slug}/{personSlug}/booking: books the slot or moves the booking there (atomic, see
 * booking.ts); a full slot is 409 naming the slots still free. The reminder follows the booking.
 */
export async function bookPublic(
  ctx: PublicBookingContext,
  slug: string,
  token: string,
  slotId: number,
  recordWrite: (trx: Executor) => Promise<void>,
): Promise<PublicBookingReply> {
  const linked = await link(ctx, slug, token);
  if (linked.participant.state === 'present') throw new ApiError(409, 'viewing_booking_present');
  const outcome = await bookSlot(ctx.db, ctx.project.id, linked.participant.id, slotId);
  await ctx.db.transaction().execute(async (trx) => {
    await planReminder(
      trx,
      ctx.project.id,
      outcome.participant.id,
      linked.appointment.date,
      outcome.slot.start_time,
      ctx.publicUrl,
    );
    await recordWrite(trx);
  });
  const reply = await replyOf(ctx, { appointment: linked.appointment, participant: outcome.participant });
  const slot = `${outcome.slot.start_time}–${outcome.slot.end_time}`;
  return {
    ...reply,
    message: ctx.t(outcome.movedFrom === null ? 'viewing_booking_done' : 'viewing_booking_moved', {
      slot,
    }),
  };
}

/** POST {slug}/{personSlug}/decline: the person cannot come; a booked place is given back. */
export async function declinePublic(
  ctx: PublicBookingContext,
  slug: string,
  token: string,
  reason: string,
  recordWrite: (trx: Executor) => Promise<void>,
): Promise<PublicBookingReply> {
  const linked = await link(ctx, slug, token);
  const participant = await ctx.db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const p = await scope
      .selectFrom('viewing_participants')
      .selectAll()
      .where('id', '=', linked.participant.id)
      .executeTakeFirstOrThrow();
    if (p.state === 'present') throw new ApiError(409, 'viewing_booking_present');
    const now = new Date().toISOString();
    const changed = await scope
      .updateTable('viewing_participants')
      .set({
        state: 'declined',
        slot_id: null,
        decline_reason: reason,
        declined_at: now,
        version: sql<number>`version + 1`,
        updated_at: now,
      })
      .where('id', '=', p.id)
      .where('version', '=', p.version)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new ApiError(409, 'viewing_booking_changed');
    if (holdsPlace(p.state)) await releasePlace(scope, p.slot_id);
    await cancelReminder(trx, p.id);
    await recordWrite(trx);
    return scope
      .selectFrom('viewing_participants')
      .selectAll()
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
  });
  return {
    ...(await replyOf(ctx, { appointment: linked.appointment, participant })),
    message: ctx.t('viewing_decline_done'),
  };
}
