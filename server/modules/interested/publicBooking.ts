import { sql, type Kysely } from 'kysely';
import { LANGUAGES, type Language } from '../../../schema/api/common';
import type {
  ContactBookingAppointment,
  ContactBookingInput,
  ContactBookingReply,
  ContactBookingScope,
  PersonBookingInput,
} from '../../../schema/interestedBooking';
import { isUniqueViolation } from '../../core/db';
import { ApiError, notFound } from '../../core/errors';
import type { Translator } from '../../core/i18n/index';
import { translate } from '../../core/i18n/index';
import { paragraphsMail, queueMail } from '../../core/mail';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { InterestedPerson } from '../../db/tables/interested';
import type { ViewingAppointment } from '../../db/tables/viewings';
import type { Database, Project } from '../../db/types';
import { swissToday } from '../objects/common';
import { getPublicTheme } from '../projectSettings/settings';
import { objectLabel } from '../tenants/searchText';
import { bookSlot, insertParticipant } from '../viewings/booking';
import { holdsPlace, slotsOf, slotView } from '../viewings/common';
import { contactOf, participantLinkUrl, participantToken } from '../viewings/links';
import { planReminder } from '../viewings/reminders';
import { findOrCreateFromBooking } from './service';
import { personOfLink } from './viewingLink';

/**
 * The public booking with contact: the public appointments (invitation `public`, planned, not
 * past) of the project generally, of one object, or one of them by its slug; a booking writes
 * (or finds, by e-mail) the interested person and their participant, then books the slot with the
 * viewings' atomic booking. The person's own link comes only by mail.
 */

export interface ContactBookingContext {
  db: Kysely<Database>;
  project: Project;
  publicUrl: string;
  lang: Language;
  t: Translator;
}

export type Scope = ContactBookingScope;

const SLUG = /^[A-Za-z0-9_-]{16,64}$/;
const OBJECT_SLUG = /^[0-9a-f]{32}$/;
const dateText = (iso: string) => iso.split('-').reverse().join('.');

/** The object of an object page (its public id), or 404. */
async function objectOfSlug(ctx: ContactBookingContext, objectSlug: string) {
  const found = OBJECT_SLUG.test(objectSlug)
    ? await scoped(ctx.db, ctx.project.id)
        .selectFrom('objects')
        .select(['id', 'ref_number', 'title', 'street', 'house_number', 'postal_code', 'city'])
        .where('public_id', '=', objectSlug)
        .executeTakeFirst()
    : undefined;
  if (!found) throw notFound('viewing_public_none', { contact: ctx.project.title });
  return found;
}

/** The appointments a scope offers (for `one`: that appointment, refused when it cannot be booked). */
async function appointmentsOf(ctx: ContactBookingContext, scope: Scope): Promise<ViewingAppointment[]> {
  const s = scoped(ctx.db, ctx.project.id);
  if (scope.kind === 'one') {
    const row = SLUG.test(scope.slug)
      ? await s
          .selectFrom('viewing_appointments')
          .selectAll()
          .where('slug', '=', scope.slug)
          .executeTakeFirst()
      : undefined;
    if (!row || row.invitation !== 'public')
      throw notFound('viewing_link_invalid', { contact: ctx.project.title });
    const params = { contact: contactOf(row, ctx.project.title), date: dateText(row.date) };
    if (row.state === 'cancelled') throw new ApiError(410, 'viewing_link_cancelled', params);
    if (row.state === 'completed' || row.date < swissToday())
      throw new ApiError(410, 'viewing_link_expired', params);
    return [row];
  }
  let query = s
    .selectFrom('viewing_appointments')
    .selectAll()
    .where('invitation', '=', 'public')
    .where('state', '=', 'planned')
    .where('date', '>=', swissToday());
  if (scope.kind === 'general' || scope.kind === 'person') query = query.where('object_id', 'is', null);
  else query = query.where('object_id', '=', (await objectOfSlug(ctx, scope.objectSlug)).id);
  return query.orderBy('date').orderBy('start_time').orderBy('id').limit(50).execute();
}

async function replyOf(ctx: ContactBookingContext, scope: Scope): Promise<ContactBookingReply> {
  const person = scope.kind === 'person' ? await personOfLink(ctx.db, ctx.project, scope.token) : null;
  const rows = await appointmentsOf(ctx, scope);
  const s = scoped(ctx.db, ctx.project.id);
  const appointments: ContactBookingAppointment[] = [];
  for (const a of rows) {
    const slots = await slotsOf(s, a.id);
    appointments.push({
      slug: a.slug,
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
      slots: slots.map(slotView).map(({ id, startTime, endTime, capacity, free }) => ({
        id,
        startTime,
        endTime,
        capacity,
        free,
      })),
    });
  }
  const object = scope.kind === 'object' ? objectLabel(await objectOfSlug(ctx, scope.objectSlug)) : null;
  return {
    project: { name: ctx.project.title },
    theme: await getPublicTheme(ctx.db, ctx.project),
    language: ctx.lang,
    languages: LANGUAGES,
    object: object === null ? null : { label: object },
    person: person ? { name: person.name } : null,
    appointments,
  };
}

/** GET of a scope: its public appointments and their free places. */
export const getContactBooking = (ctx: ContactBookingContext, scope: Scope) => replyOf(ctx, scope);

/** An interested person becomes a participant of the appointment (invited, with a link of their own). */
const invitePerson = (
  s: Scoped,
  appointment: Pick<ViewingAppointment, 'id' | 'date'>,
  person: Pick<InterestedPerson, 'id' | 'name' | 'email' | 'phone' | 'language'>,
) =>
  insertParticipant(s, appointment, {
    applicationId: null,
    interestedPersonId: person.id,
    name: person.name,
    email: person.email,
    phone: person.phone,
    language: person.language,
  });

/** The person and their participant of the appointment, in one transaction (tried again once on a race). */
async function register(
  ctx: ContactBookingContext,
  appointment: ViewingAppointment,
  input: ContactBookingInput,
  recordWrite: (trx: Executor) => Promise<void>,
): Promise<{ participantId: number; token: string }> {
  const attempt = () =>
    ctx.db.transaction().execute(async (trx) => {
      const person = await findOrCreateFromBooking(trx, ctx.project.id, input, appointment.object_id);
      const s = scoped(trx, ctx.project.id);
      const existing = await s
        .selectFrom('viewing_participants')
        .selectAll()
        .where('appointment_id', '=', appointment.id)
        .where('interested_person_id', '=', person.id)
        .executeTakeFirst();
      await recordWrite(trx);
      if (existing) {
        // one slot per person and appointment: a booked person moves it with the link of their mail
        if (holdsPlace(existing.state)) throw new ApiError(409, 'viewing_contact_already_booked');
        return {
          participantId: existing.id,
          token: await participantToken(trx, ctx.project.id, existing, appointment.date),
        };
      }
      const made = await invitePerson(s, appointment, person);
      return { participantId: made.id, token: made.token };
    });
  try {
    return await attempt();
  } catch (error) {
    // the same address at the same moment: the other request wrote the person first
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}

/**
 * POST of a scope: books `slotId` of the chosen appointment for the person given (the interested
 * person and participant made or found first); a full slot is 409 naming the free ones. The
 * confirmation mail carries the person's own link (move, decline); the reminder follows the booking.
 */
export async function bookWithContact(
  ctx: ContactBookingContext,
  scope: Scope,
  input: ContactBookingInput,
  recordWrite: (trx: Executor) => Promise<void>,
): Promise<ContactBookingReply> {
  const rows = await appointmentsOf(ctx, scope);
  const appointment = rows.find((a) => a.slug === input.appointment);
  if (!appointment) throw notFound('viewing_link_invalid', { contact: ctx.project.title });
  const { participantId, token } = await register(ctx, appointment, input, recordWrite);
  const outcome = await bookSlot(ctx.db, ctx.project.id, participantId, input.slotId);
  const slot = `${outcome.slot.start_time}–${outcome.slot.end_time}`;
  await ctx.db.transaction().execute(async (trx) => {
    await planReminder(
      trx,
      ctx.project.id,
      participantId,
      appointment.date,
      outcome.slot.start_time,
      ctx.publicUrl,
    );
    const lang = input.language;
    const params = {
      name: input.name,
      date: dateText(appointment.date),
      slot,
      object: appointment.object_label || appointment.place,
    };
    const { text, html } = paragraphsMail([
      translate(lang, 'viewing_mail_greeting', params),
      translate(lang, 'viewing_contact_mail_body', params),
      translate(lang, 'viewing_contact_mail_link', params),
      participantLinkUrl(ctx.publicUrl, appointment.slug, token),
      translate(lang, 'viewing_mail_closing', { sender: ctx.project.title }),
    ]);
    await queueMail(trx, {
      to: input.email,
      subject: translate(lang, 'viewing_contact_mail_subject', params),
      text,
      html,
      kind: 'viewing_booking_confirmation',
      projectId: ctx.project.id,
      fromName: ctx.project.title,
    });
  });
  return {
    ...(await replyOf(ctx, scope)),
    booked: { appointment: appointment.slug, slotId: outcome.slot.id },
    message: ctx.t('viewing_contact_booked', { slot, date: dateText(appointment.date) }),
  };
}

/**
 * POST of a person's own link (`without-object/booking?participant_slug=`): books a general
 * appointment's slot for the known person; booking again moves it (the link is theirs).
 */
export async function bookForPerson(
  ctx: ContactBookingContext,
  token: string,
  input: PersonBookingInput,
  recordWrite: (trx: Executor) => Promise<void>,
): Promise<ContactBookingReply> {
  const scope: Scope = { kind: 'person', token };
  const person = await personOfLink(ctx.db, ctx.project, token);
  const appointment = (await appointmentsOf(ctx, scope)).find((a) => a.slug === input.appointment);
  if (!appointment) throw notFound('viewing_link_invalid', { contact: ctx.project.title });
  const participantId = await ctx.db.transaction().execute(async (trx) => {
    const s = scoped(trx, ctx.project.id);
    await recordWrite(trx);
    const existing = await s
      .selectFrom('viewing_participants')
      .select('id')
      .where('appointment_id', '=', appointment.id)
      .where('interested_person_id', '=', person.id)
      .executeTakeFirst();
    if (existing) return existing.id;
    const { id } = await invitePerson(s, appointment, person);
    return id;
  });
  const outcome = await bookSlot(ctx.db, ctx.project.id, participantId, input.slotId);
  await ctx.db
    .transaction()
    .execute((trx) =>
      planReminder(
        trx,
        ctx.project.id,
        participantId,
        appointment.date,
        outcome.slot.start_time,
        ctx.publicUrl,
      ),
    );
  const slot = `${outcome.slot.start_time}–${outcome.slot.end_time}`;
  return {
    ...(await replyOf(ctx, scope)),
    booked: { appointment: appointment.slug, slotId: outcome.slot.id },
    message: ctx.t(outcome.movedFrom === null ? 'viewing_contact_booked_own' : 'viewing_booking_moved', {
      slot,
      date: dateText(appointment.date),
    }),
  };
}

/** Participants per appointment that hold a place (for tests and the staff view alike). */
export const placesHeld = (db: Executor, projectId: number, appointmentId: number) =>
  scoped(db, projectId)
    .selectFrom('viewing_participants')
    .select(sql<number>`count(*)`.as('n'))
    .where('appointment_id', '=', appointmentId)
    .where('state', 'in', ['booked', 'present'])
    .executeTakeFirstOrThrow();
