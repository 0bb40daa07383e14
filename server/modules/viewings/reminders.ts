import { VIEWING_REMINDER_HOURS_BEFORE } from '../../../schema/constants';
import { zurichOffsetMinutes } from '../../../schema/dates';
import { translate } from '../../core/i18n/index';
import { cancelJob, scheduleJob, type Job, type JobHandler } from '../../core/jobs';
import { paragraphsMail, queueMail } from '../../core/mail';
import { scoped, type Executor } from '../../core/scope';
import { languageOf } from './common';
import { participantLinkUrl, participantToken } from './links';

/**
 * The reminder of a booking (issue "Viewings"): one mail to a booked participant
 * VIEWING_REMINDER_HOURS_BEFORE hours before their slot begins, through the outbox. It is a job
 * keyed by the participant (server/core/jobs.ts): a booking schedules it, a move moves it, a
 * decline, a withdrawal or the appointment's cancellation cancels it; the job runs once, also
 * after a restart. A booking made later than that (the same day) gets no reminder.
 */

export const VIEWING_REMINDER_JOB = 'viewing_reminder';
export const viewingReminderKey = (participantId: number) => `viewing_reminder:${participantId}`;

/** The instant a Zurich wall time (YYYY-MM-DD, HH:MM) is. */
export function zurichInstant(day: string, time: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const first = wall - zurichOffsetMinutes(wall) * 60_000;
  return new Date(wall - zurichOffsetMinutes(first) * 60_000);
}

export const reminderTime = (day: string, slotStart: string) =>
  new Date(zurichInstant(day, slotStart).getTime() - VIEWING_REMINDER_HOURS_BEFORE * 3_600_000);

/**
 * Schedules (or moves) the reminder of a participant's booking, in the caller's transaction;
 * `publicUrl` is the project's public address the mail's link points to. A time already past
 * cancels it instead.
 */
export async function planReminder(
  trx: Executor,
  projectId: number,
  participantId: number,
  day: string,
  slotStart: string,
  publicUrl: string,
  now = new Date(),
): Promise<void> {
  const runAt = reminderTime(day, slotStart);
  const key = viewingReminderKey(participantId);
  if (runAt.getTime() <= now.getTime()) {
    await cancelJob(trx, key);
    return;
  }
  await scheduleJob(trx, {
    kind: VIEWING_REMINDER_JOB,
    key,
    runAt,
    payload: { projectId, participantId, publicUrl },
  });
}

export const cancelReminder = (trx: Executor, participantId: number) =>
  cancelJob(trx, viewingReminderKey(participantId));

/** Cancels the reminders of every participant of an appointment (it was cancelled). */
export async function cancelReminders(
  trx: Executor,
  projectId: number,
  appointmentId: number,
): Promise<void> {
  const rows = await scoped(trx, projectId)
    .selectFrom('viewing_participants')
    .select('id')
    .where('appointment_id', '=', appointmentId)
    .execute();
  for (const r of rows) await cancelReminder(trx, r.id);
}

/**
 * Moves the reminders of an appointment's booked participants after its date or slots changed
 * (the address their links point to stays the one of their booking).
 */
export async function rescheduleReminders(
  trx: Executor,
  projectId: number,
  appointmentId: number,
): Promise<void> {
  const scope = scoped(trx, projectId);
  const appointment = await scope
    .selectFrom('viewing_appointments')
    .select(['date', 'state'])
    .where('id', '=', appointmentId)
    .executeTakeFirst();
  if (!appointment) return;
  const rows = await scope
    .selectFrom('viewing_participants')
    .innerJoin('viewing_slots', 'viewing_slots.id', 'viewing_participants.slot_id')
    .select(['viewing_participants.id as id', 'viewing_slots.start_time as start'])
    .where('viewing_participants.appointment_id', '=', appointmentId)
    .where('viewing_participants.state', '=', 'booked')
    .execute();
  for (const r of rows) {
    const key = viewingReminderKey(r.id);
    const job = await trx
      .selectFrom('jobs')
      .select(['payload', 'state'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!job || job.state !== 'queued') continue;
    if (appointment.state !== 'planned') {
      await cancelJob(trx, key);
      continue;
    }
    const payload = JSON.parse(job.payload) as { publicUrl?: unknown };
    const url = typeof payload.publicUrl === 'string' ? payload.publicUrl : '';
    await planReminder(trx, projectId, r.id, appointment.date, r.start, url);
  }
}

const dateText = (iso: string) => iso.split('-').reverse().join('.');

/** The job: the reminder mail in the person's language, if they still hold their booking. */
export const runViewingReminder: JobHandler = async (trx: Executor, job: Job) => {
  const projectId = Number(job.payload.projectId);
  const participantId = Number(job.payload.participantId);
  const publicUrl = typeof job.payload.publicUrl === 'string' ? job.payload.publicUrl : '';
  const scope = scoped(trx, projectId);
  const p = await scope
    .selectFrom('viewing_participants')
    .selectAll()
    .where('id', '=', participantId)
    .executeTakeFirst();
  if (!p || p.state !== 'booked' || p.slot_id === null || p.email === '') return;
  const a = await scope
    .selectFrom('viewing_appointments')
    .selectAll()
    .where('id', '=', p.appointment_id)
    .executeTakeFirst();
  const slot = await scope
    .selectFrom('viewing_slots')
    .selectAll()
    .where('id', '=', p.slot_id)
    .executeTakeFirst();
  if (!a || a.state !== 'planned' || !slot) return;
  const project = await trx
    .selectFrom('projects')
    .select(['id', 'title'])
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  const lang = languageOf(p.language);
  const params = {
    name: p.name,
    date: dateText(a.date),
    time: `${slot.start_time}–${slot.end_time}`,
    object: a.object_label || a.place,
    place: a.place || a.object_label,
    contact: [a.contact_person, a.contact_phone].filter((s) => s.trim() !== '').join(', ') || project.title,
  };
  const paragraphs = [
    translate(lang, 'viewing_mail_greeting', params),
    translate(lang, 'viewing_reminder_body', params),
    translate(lang, 'viewing_reminder_contact', params),
  ];
  if (publicUrl) {
    const token = await participantToken(trx, projectId, p, a.date);
    paragraphs.push(
      translate(lang, 'viewing_reminder_link', { link: participantLinkUrl(publicUrl, a.slug, token) }),
    );
  }
  paragraphs.push(translate(lang, 'viewing_mail_closing', { sender: project.title }));
  const { text, html } = paragraphsMail(paragraphs);
  await queueMail(trx, {
    to: p.email,
    subject: translate(lang, 'viewing_reminder_subject', params),
    text,
    html,
    kind: 'viewing_reminder',
    projectId,
    fromName: project.title,
  });
  await scope
    .updateTable('viewing_participants')
    .set({ reminder_sent_at: new Date().toISOString() })
    .where('id', '=', p.id)
    .execute();
};
