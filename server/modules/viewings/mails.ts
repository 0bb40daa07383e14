import type { Kysely } from 'kysely';
import {
  fillPlaceholders,
  placeholderProblems,
  placeholdersIn,
  unfilledPlaceholders,
  type PlaceholderValues,
} from '../../../schema/mailPlaceholders';
import type { ViewingMailInput } from '../../../schema/viewings';
import type { StaffContext } from '../../core/context';
import { escapeHtml, mailDelivery, paragraphsMail, queueMail } from '../../core/mail';
import { translate } from '../../core/i18n/index';
import { scoped } from '../../core/scope';
import type { Database, Project } from '../../db/types';
import type { ViewingAppointment, ViewingParticipant } from '../../db/tables/viewings';
import { fieldErrors } from '../objects/common';
import {
  findAppointment,
  languageOf,
  participantsOf,
  refuseUnless,
  bookedOf,
  countsOf,
  emptyCounts,
} from './common';
import { participantLinkUrl, participantToken } from './links';

/** Mails of viewings: the cancellation to each participant, and the staff's own mail. */

const dateText = (iso: string) => iso.split('-').reverse().join('.');

/** The placeholder values of a participant of an appointment. */
export function viewingValues(
  project: Pick<Project, 'title'>,
  sender: string,
  row: ViewingAppointment,
  p: Pick<ViewingParticipant, 'name'>,
  slotStart: string | null,
  /** the person's booking link (empty where it cannot be given) */
  link = '',
): PlaceholderValues {
  const [first = '', ...rest] = p.name.split(' ');
  const [ref = '', ...title] = row.object_label.split(',')[0]?.split(' ') ?? [];
  return {
    applicant_name: p.name,
    applicant_first_name: first,
    applicant_last_name: rest.join(' '),
    viewing_date: `${dateText(row.date)} ${slotStart ?? row.start_time}`,
    viewing_link: link,
    object_title: title.join(' ') || ref,
    object_ref: ref,
    object_address: row.object_label.split(',').slice(1).join(',').trim() || row.place,
    project_name: project.title,
    sender_name: sender,
  };
}

/** The cancellation mail to one participant, in their language (queued in the caller's transaction). */
export async function cancelMail(
  trx: Kysely<Database>,
  project: Project,
  sender: string,
  row: ViewingAppointment,
  p: ViewingParticipant,
  message: string,
): Promise<void> {
  const lang = languageOf(p.language);
  const params = {
    name: p.name,
    date: dateText(row.date),
    time: `${row.start_time}–${row.end_time}`,
    object: row.object_label || row.place,
  };
  const paragraphs = [
    translate(lang, 'viewing_mail_greeting', params),
    translate(lang, 'viewing_mail_cancel_body', params),
    ...(message ? [message] : []),
    translate(lang, 'viewing_mail_closing', { sender: sender || project.title }),
  ];
  const { text, html } = paragraphsMail(paragraphs);
  await queueMail(trx, {
    to: p.email,
    subject: translate(lang, 'viewing_mail_cancel_subject', params),
    text,
    html,
    kind: 'viewing_cancelled',
    projectId: project.id,
    fromName: sender || project.title,
  });
}

const TARGET_STATES: Record<Exclude<ViewingMailInput['to'], ''>, readonly string[]> = {
  all: ['invited', 'booked', 'present'],
  booked: ['booked', 'present'],
  invited: ['invited'],
  present: ['present'],
};

/** POST appointments/{id}/send-mail: the staff's mail, with the appointment's placeholders, to its participants. */
export async function sendViewingMail(
  db: Kysely<Database>,
  smtpUrl: string | null,
  ctx: StaffContext,
  id: number,
  input: ViewingMailInput,
  /** the project's public address, for `{{viewing_link}}` */
  publicUrl = '',
): Promise<{ message: string; mails: number; delivery: 'smtp' | 'outbox' }> {
  const errors: Record<string, string> = {};
  for (const field of ['subject', 'body'] as const) {
    const { unknown, damaged } = placeholderProblems(input[field]);
    if (unknown.length + damaged.length > 0)
      errors[field] =
        `mail_placeholders_invalid|${JSON.stringify({ placeholders: [...unknown, ...damaged].join(', ') })}`;
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const sender = `${ctx.user.first_name} ${ctx.user.last_name}`.trim();
  const count = await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const row = await findAppointment(scope, id);
    refuseUnless('mail', row, bookedOf((await countsOf(scope, [id])).get(id) ?? emptyCounts()));
    const slots = await scope
      .selectFrom('viewing_slots')
      .select(['id', 'start_time'])
      .where('appointment_id', '=', id)
      .execute();
    const recipients = (await participantsOf(scope, id)).filter(
      (p) => p.email !== '' && TARGET_STATES[input.to || 'all'].includes(p.state),
    );
    if (recipients.length === 0)
      throw fieldErrors({ to: 'viewing_mail_no_recipients' }, 'viewing_mail_no_recipients');
    const linkUsed = placeholdersIn(`${input.subject}\n${input.body}`).includes('viewing_link');
    for (const p of recipients) {
      const link =
        linkUsed && publicUrl
          ? participantLinkUrl(publicUrl, row.slug, await participantToken(trx, ctx.project.id, p, row.date))
          : '';
      const values = viewingValues(
        ctx.project,
        sender,
        row,
        p,
        slots.find((s) => s.id === p.slot_id)?.start_time ?? null,
        link,
      );
      const missing = unfilledPlaceholders(`${input.subject}\n${input.body}`, values);
      if (missing.length > 0)
        throw fieldErrors(
          {
            body: `mail_placeholders_unfilled|${JSON.stringify({ placeholders: missing.join(', '), name: p.name })}`,
          },
          'mail_placeholders_unfilled',
          { placeholders: missing.join(', '), name: p.name },
        );
      const body = fillPlaceholders(input.body, values);
      const { text } = paragraphsMail(body.split(/\n{2,}/));
      await queueMail(trx, {
        to: p.email,
        subject: fillPlaceholders(input.subject, values),
        text,
        html: fillPlaceholders(input.body, values, escapeHtml)
          .split(/\n{2,}/)
          .map((para) => `<p>${para.replace(/\n/g, '<br>')}</p>`)
          .join('\n'),
        kind: 'viewing_mail',
        projectId: ctx.project.id,
        fromName: sender || ctx.project.title,
      });
    }
    return recipients.length;
  });
  const delivery = mailDelivery({ smtpUrl });
  return {
    message: ctx.t(delivery === 'smtp' ? 'viewing_mail_sent' : 'viewing_mail_outbox', { count }),
    mails: count,
    delivery,
  };
}
