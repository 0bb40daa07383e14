import type { Kysely } from 'kysely';
import type { Language } from '../../../schema/api/common';
import type {
  MailContact,
  MailDialogReply,
  MailPreviewReply,
  MailSendReply,
} from '../../../schema/api/communication';
import { placeholdersIn, type PlaceholderValues } from '../../../schema/mailPlaceholders';
import { viewingActionRefusal, type ViewingMailInput, type ViewingMailTo } from '../../../schema/viewings';
import { paragraphsMail, queueMail } from '../../core/mail';
import { translate } from '../../core/i18n/index';
import { scoped, type Scoped } from '../../core/scope';
import type { Database, Project, RealEstateObject } from '../../db/types';
import type { ViewingAppointment, ViewingParticipant } from '../../db/tables/viewings';
import {
  dialogTemplates,
  newTemplateOf,
  sendMails,
  type Outgoing,
  type SendContext,
} from '../communication/bulkMail';
import { placeholderValues, type Recipient } from '../communication/recipients';
import { previewMail } from '../communication/render';
import { signatureIn } from '../communication/signature';
import { fieldErrors, swissToday } from '../objects/common';
import { projectUrl } from '../shared/service';
import { notFound } from '../../core/errors';
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

const TARGET_STATES: Record<ViewingMailTo, readonly string[]> = {
  all: ['invited', 'booked', 'present'],
  booked: ['booked', 'present'],
  invited: ['invited'],
  present: ['present'],
};

/** One participant a mail of appointments goes to, with what its placeholders need. */
interface MailParticipant {
  appointment: ViewingAppointment;
  participant: ViewingParticipant;
  slotStart: string | null;
}

/**
 * The participants with an address of the given appointments that `to` names. Appointments that
 * take no mail now (cancelled, completed long ago: the shared rule) are left out; a single one
 * refuses with its reason.
 */
async function mailParticipants(
  scope: Scoped,
  ids: readonly number[],
  to: ViewingMailTo,
): Promise<MailParticipant[]> {
  const unique = [...new Set(ids)];
  const rows = await scope
    .selectFrom('viewing_appointments')
    .selectAll()
    .where('id', 'in', unique)
    .orderBy('date')
    .orderBy('id')
    .execute();
  if (unique.length === 1 && rows.length === 0) throw notFound('viewing_not_found');
  const counts = await countsOf(
    scope,
    rows.map((r) => r.id),
  );
  const open = rows.filter((row) => {
    if (unique.length === 1) {
      refuseUnless('mail', row, bookedOf(counts.get(row.id) ?? emptyCounts()));
      return true;
    }
    return (
      viewingActionRefusal(
        'mail',
        { state: row.state, date: row.date, booked: bookedOf(counts.get(row.id) ?? emptyCounts()) },
        swissToday(),
      ) === null
    );
  });
  const out: MailParticipant[] = [];
  for (const appointment of open) {
    const slots = await scope
      .selectFrom('viewing_slots')
      .select(['id', 'start_time'])
      .where('appointment_id', '=', appointment.id)
      .execute();
    for (const participant of await participantsOf(scope, appointment.id)) {
      if (participant.email === '' || !TARGET_STATES[to].includes(participant.state)) continue;
      out.push({
        appointment,
        participant,
        slotStart: slots.find((slot) => slot.id === participant.slot_id)?.start_time ?? null,
      });
    }
  }
  if (out.length === 0) throw fieldErrors({ to: 'viewing_mail_no_recipients' }, 'viewing_mail_no_recipients');
  return out;
}

const contactOfParticipant = ({ participant: p }: MailParticipant): MailContact => ({
  id: p.id,
  adultId: null,
  name: p.name,
  email: p.email,
  language: languageOf(p.language),
});

/**
 * The language the dialog offers its templates in: the one most participants speak (the
 * project's on a tie). Participants of other languages get the same text: one mail to everyone who
 * comes, as with the cancellation's own text (docs/decisions.md).
 */
function dialogLanguage(contacts: readonly MailContact[], fallback: Language): Language {
  const counts = new Map<Language, number>();
  for (const c of contacts) counts.set(c.language, (counts.get(c.language) ?? 0) + 1);
  let best = fallback;
  for (const [language, n] of counts) if (n > (counts.get(best) ?? 0)) best = language;
  return best;
}

/** GET appointments/send-mail and {id}/send-mail: the mail dialog for the participants. */
export async function viewingMailDialog(
  ctx: SendContext,
  ids: readonly number[],
  to: ViewingMailTo,
): Promise<MailDialogReply> {
  const contacts = (await mailParticipants(scoped(ctx.db, ctx.project.id), ids, to)).map(
    contactOfParticipant,
  );
  const language = dialogLanguage(contacts, languageOf(ctx.project.language));
  const groups = [...new Set([language, ...contacts.map((c) => c.language)])].map((lang) => ({
    language: lang,
    contacts: contacts.filter((c) => c.language === lang),
  }));
  return {
    mailTemplates: await dialogTemplates(ctx.db, ctx.project.id, language),
    contactGroups: groups.filter((g) => g.contacts.length > 0),
    newTemplate: newTemplateOf(ctx.t),
    language,
  };
}

/** The mail's recipient and placeholder values for one participant (its booking link when asked). */
async function outgoingOf(
  ctx: SendContext,
  item: MailParticipant,
  objects: Map<number, RealEstateObject>,
  linkUsed: boolean,
): Promise<Outgoing> {
  const { appointment, participant: p } = item;
  const application =
    p.application_id === null
      ? null
      : ((await scoped(ctx.db, ctx.project.id)
          .selectFrom('applications')
          .selectAll()
          .where('id', '=', p.application_id)
          .executeTakeFirst()) ?? null);
  const [firstName = '', ...rest] = p.name.split(' ');
  const recipient: Recipient = {
    targetId: p.id,
    application,
    adultId: null,
    name: p.name,
    firstName,
    lastName: rest.join(' '),
    email: p.email,
    language: languageOf(p.language),
    object: appointment.object_id === null ? null : (objects.get(appointment.object_id) ?? null),
    salutation: 'neutral',
  };
  const publicUrl = projectUrl(ctx.config, ctx.project.slug);
  // the token exists from the invitation on; one made here stays the person's link
  const link = linkUsed
    ? participantLinkUrl(
        publicUrl,
        appointment.slug,
        await participantToken(ctx.db, ctx.project.id, p, appointment.date),
      )
    : '';
  const sender = `${ctx.user.first_name} ${ctx.user.last_name}`.trim();
  return {
    targetId: p.id,
    recipient,
    values: {
      ...placeholderValues(recipient, {
        project: ctx.project,
        user: ctx.user,
        publicUrl: ctx.config.publicUrl,
      }),
      ...viewingValues(ctx.project, sender, appointment, p, item.slotStart, link),
    },
  };
}

async function objectsOf(ctx: SendContext, items: readonly MailParticipant[]) {
  const ids = [
    ...new Set(items.flatMap((i) => (i.appointment.object_id === null ? [] : [i.appointment.object_id]))),
  ];
  const rows =
    ids.length === 0
      ? []
      : await scoped(ctx.db, ctx.project.id)
          .selectFrom('objects')
          .selectAll()
          .where('id', 'in', ids)
          .execute();
  return new Map(rows.map((row) => [row.id, row as RealEstateObject]));
}

/** POST appointments/mail-preview: one participant's mail as it will be sent. */
export async function viewingMailPreview(
  ctx: SendContext,
  participantId: number,
  subject: string,
  body: string,
): Promise<MailPreviewReply> {
  const scope = scoped(ctx.db, ctx.project.id);
  const participant = await scope
    .selectFrom('viewing_participants')
    .selectAll()
    .where('id', '=', participantId)
    .executeTakeFirst();
  if (!participant) throw notFound('viewing_participant_not_found');
  const appointment = await findAppointment(scope, participant.appointment_id);
  const slot =
    participant.slot_id === null
      ? undefined
      : await scope
          .selectFrom('viewing_slots')
          .select('start_time')
          .where('id', '=', participant.slot_id)
          .executeTakeFirst();
  const item = { appointment, participant, slotStart: slot?.start_time ?? null };
  const linkUsed = placeholdersIn(`${subject}\n${body}`).includes('viewing_link');
  const outgoing = await outgoingOf(ctx, item, await objectsOf(ctx, [item]), linkUsed);
  const signature = await signatureIn(ctx.db, ctx.project.id, outgoing.recipient.language);
  return { ...previewMail(subject, body, signature, outgoing.values!), adultId: null };
}

/**
 * POST appointments/send-mail and {id}/send-mail: the staff's mail, with the appointment's
 * placeholders, to each participant `to` names, through the mail dialog's one way of sending (a
 * batch, each mail in the person's conversation, the outbox).
 */
export async function sendViewingMail(
  ctx: SendContext,
  ids: readonly number[],
  input: ViewingMailInput,
  attachments: ReadonlyArray<{ fileId: number; name: string }>,
): Promise<MailSendReply> {
  const items = await mailParticipants(scoped(ctx.db, ctx.project.id), ids, input.to);
  const linkUsed = placeholdersIn(`${input.subject}\n${input.body}`).includes('viewing_link');
  const objects = await objectsOf(ctx, items);
  const outgoing: Outgoing[] = [];
  for (const item of items) outgoing.push(await outgoingOf(ctx, item, objects, linkUsed));
  return sendMails(ctx, outgoing, {
    kind: input.templateId ? 'template' : 'bulk',
    outboxKind: 'viewing_mail',
    mixedLanguages: true,
    subject: input.subject,
    body: input.body,
    templateId: input.templateId ?? null,
    attachments,
    refused: [],
    letters: false,
  });
}
