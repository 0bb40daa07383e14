import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ActionContact } from '../../../schema/api/actionLinks';
import { LANGUAGES, type Language } from '../../../schema/api/common';
import {
  ONSITE_TOKEN,
  onsitePageUrl,
  type OnsiteLinkState,
  type OnsiteLinkStatus,
  type OnsiteParticipant,
  type OnsiteReply,
  type OnsiteSlot,
} from '../../../schema/viewingOnsite';
import { recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { ApiError, notFound } from '../../core/errors';
import type { Translator } from '../../core/i18n/index';
import { decryptSecret, encryptSecret, SecretDecryptError } from '../../core/secrets';
import { scoped, type Executor } from '../../core/scope';
import type { ViewingAppointment } from '../../db/tables/viewings';
import type { ViewingOnsiteLink } from '../../db/tables/viewingOnsite';
import type { Database, Project } from '../../db/types';
import { getPublicTheme } from '../projectSettings/settings';
import { findAppointment, hashLinkToken, linkExpiry } from './common';
import { exportParticipants } from './exportParticipants';
import { commentParticipant, completeViewing, getViewing, markPresent, type ViewingActor } from './service';

/**
 * The on-site link of an appointment (schema/viewingOnsite.ts): made, renewed and revoked by staff
 * on the viewing's page; opened by the caretaker without an account. A link is found by its token's
 * SHA-256 within the project of the request's host (another project's link is 404, like a wrong
 * token); it opens until the end of the appointment's day (its date now, should it be moved) and
 * closes when revoked or when the appointment is cancelled. Its writes are the staff calls'
 * (service.ts), audited without a user and marked `via: on_site_link`.
 */

const TOKEN_BYTES = 24;

export interface OnsiteContext {
  db: Kysely<Database>;
  project: Project;
  /** the project's public address */
  publicUrl: string;
  lang: Language;
  t: Translator;
}

const linkUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}${onsitePageUrl(token)}`;

/** The open link of an appointment (not revoked), if any. */
async function currentLink(db: Executor, projectId: number, appointmentId: number) {
  return scoped(db, projectId)
    .selectFrom('viewing_onsite_links')
    .selectAll()
    .where('appointment_id', '=', appointmentId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

const isPast = (appointment: Pick<ViewingAppointment, 'date'>, now: number) =>
  Date.parse(linkExpiry(appointment.date)) <= now;

function tokenOf(link: Pick<ViewingOnsiteLink, 'token_sealed'>): string | null {
  try {
    return decryptSecret(link.token_sealed);
  } catch (error) {
    if (error instanceof SecretDecryptError) return null;
    throw error;
  }
}

async function statusOf(
  db: Executor,
  ctx: Pick<StaffContext, 'project'>,
  publicUrl: string,
  appointment: ViewingAppointment,
  now = Date.now(),
): Promise<OnsiteLinkStatus> {
  const link = await currentLink(db, ctx.project.id, appointment.id);
  const token = link ? tokenOf(link) : null;
  if (!link || token === null || appointment.state === 'cancelled' || isPast(appointment, now))
    return { link: null };
  const author =
    link.created_by === null
      ? undefined
      : await db
          .selectFrom('users')
          .select(['first_name', 'last_name'])
          .where('id', '=', link.created_by)
          .executeTakeFirst();
  return {
    link: {
      url: linkUrl(publicUrl, token),
      expiresAt: linkExpiry(appointment.date),
      createdAt: link.created_at,
      createdBy: author ? `${author.first_name} ${author.last_name}`.trim() : '',
    },
  };
}

/** GET appointments/{id}/on-site-link */
export async function onsiteLinkStatus(
  db: Executor,
  ctx: StaffContext,
  publicUrl: string,
  id: number,
): Promise<OnsiteLinkStatus> {
  const appointment = await findAppointment(scoped(db, ctx.project.id), id);
  return statusOf(db, ctx, publicUrl, appointment);
}

const linkAudit = (ctx: StaffContext, action: string, id: number, linkId: number) => ({
  projectId: ctx.project.id,
  userId: ctx.user.id,
  action,
  entity: 'viewing_appointments',
  entityId: id,
  before: null,
  after: { on_site_link: linkId },
});

/**
 * POST appointments/{id}/on-site-link: makes the appointment's link, or renews it (the open one is
 * revoked and stops working at once). A cancelled appointment or one past its day gets none (409).
 */
export async function createOnsiteLink(
  db: Kysely<Database>,
  ctx: StaffContext,
  publicUrl: string,
  id: number,
): Promise<OnsiteLinkStatus> {
  const appointment = await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const row = await findAppointment(scope, id);
    if (row.state === 'cancelled') throw new ApiError(409, 'viewing_onsite_cancelled');
    if (isPast(row, Date.now())) throw new ApiError(409, 'viewing_onsite_past');
    const now = new Date().toISOString();
    const open = await currentLink(trx, ctx.project.id, id);
    if (open) {
      await scope
        .updateTable('viewing_onsite_links')
        .set({ revoked_at: now })
        .where('id', '=', open.id)
        .execute();
      await recordAudit(trx, linkAudit(ctx, 'onsite_link_revoke', id, open.id));
    }
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const link = await scope
      .insertInto('viewing_onsite_links', [
        {
          appointment_id: id,
          token_hash: hashLinkToken(token),
          token_sealed: encryptSecret(token),
          revoked_at: null,
          created_by: ctx.user.id,
          created_at: now,
        },
      ])
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, linkAudit(ctx, 'onsite_link_create', id, link.id));
    return row;
  });
  return {
    ...(await statusOf(db, ctx, publicUrl, appointment)),
    message: ctx.t('viewing_onsite_link_created'),
  };
}

/** DELETE appointments/{id}/on-site-link: the link stops working at once. */
export async function revokeOnsiteLink(
  db: Kysely<Database>,
  ctx: StaffContext,
  id: number,
): Promise<OnsiteLinkStatus> {
  await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    await findAppointment(scope, id);
    const open = await currentLink(trx, ctx.project.id, id);
    if (!open) return;
    await scope
      .updateTable('viewing_onsite_links')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', open.id)
      .execute();
    await recordAudit(trx, linkAudit(ctx, 'onsite_link_revoke', id, open.id));
  });
  return { link: null, message: ctx.t('viewing_onsite_link_revoked') };
}

// ---- the public side ----

interface OpenedLink {
  link: ViewingOnsiteLink;
  appointment: ViewingAppointment;
  state: OnsiteLinkState;
}

/** The link of a token in the host's project, with its state; an unknown token is 404. */
async function linkOfToken(ctx: OnsiteContext, token: string, now = Date.now()): Promise<OpenedLink> {
  const invalid = () => notFound('viewing_onsite_invalid', { contact: ctx.project.title });
  if (!ONSITE_TOKEN.test(token)) throw invalid();
  const scope = scoped(ctx.db, ctx.project.id);
  const hash = hashLinkToken(token);
  const link = await scope
    .selectFrom('viewing_onsite_links')
    .selectAll()
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  const given = Buffer.from(hash, 'hex');
  if (!link || !timingSafeEqual(given, Buffer.from(link.token_hash, 'hex'))) throw invalid();
  const appointment = await scope
    .selectFrom('viewing_appointments')
    .selectAll()
    .where('id', '=', link.appointment_id)
    .executeTakeFirst();
  if (!appointment) throw invalid();
  const state: OnsiteLinkState =
    link.revoked_at !== null || appointment.state === 'cancelled'
      ? 'revoked'
      : isPast(appointment, now)
        ? 'expired'
        : 'open';
  return { link, appointment, state };
}

/** A write through a link that no longer opens: 410 saying why. */
async function openLink(ctx: OnsiteContext, token: string): Promise<OpenedLink> {
  const opened = await linkOfToken(ctx, token);
  if (opened.state !== 'open')
    throw new ApiError(410, opened.state === 'expired' ? 'viewing_onsite_expired' : 'viewing_onsite_revoked');
  return opened;
}

const actorOf = (ctx: OnsiteContext): ViewingActor => ({
  project: ctx.project,
  t: ctx.t,
  user: null,
  via: 'on_site_link',
});

function contactOf(project: Project, appointment: ViewingAppointment): ActionContact {
  return {
    project: project.title,
    name: appointment.contact_person || project.contact_name,
    email: project.contact_email,
    phone: appointment.contact_phone || project.contact_phone,
  };
}

async function replyOf(ctx: OnsiteContext, opened: OpenedLink, message?: string): Promise<OnsiteReply> {
  const base = {
    state: opened.state,
    contact: contactOf(ctx.project, opened.appointment),
    language: ctx.lang,
    languages: LANGUAGES,
    project: { name: ctx.project.title },
    theme: await getPublicTheme(ctx.db, ctx.project),
    ...(message ? { message } : {}),
  };
  if (opened.state !== 'open') return { ...base, viewing: null };
  const detail = await getViewing(ctx.db, actorOf(ctx), opened.appointment.id);
  const listed = (slotId: number | null): OnsiteParticipant[] =>
    detail.participants
      .filter((p) => (p.state === 'booked' || p.state === 'present') && (p.slotId ?? null) === slotId)
      .map((p) => ({
        id: p.id,
        name: p.name,
        phone: p.phone,
        state: p.state as OnsiteParticipant['state'],
        comment: p.comment,
      }));
  const slots: OnsiteSlot[] = detail.slots.map((s) => ({
    id: s.id,
    startTime: s.startTime,
    endTime: s.endTime,
    participants: listed(s.id),
  }));
  const walkIns = detail.participants.filter(
    (p) => p.state === 'present' && (p.slotId === null || !detail.slots.some((s) => s.id === p.slotId)),
  );
  if (walkIns.length > 0)
    slots.push({
      id: null,
      startTime: '',
      endTime: '',
      participants: walkIns.map((p) => ({
        id: p.id,
        name: p.name,
        phone: p.phone,
        state: 'present',
        comment: p.comment,
      })),
    });
  return {
    ...base,
    viewing: {
      date: detail.date,
      startTime: detail.startTime,
      endTime: detail.endTime,
      objectLabel: detail.objectLabel,
      place: detail.place,
      state: detail.state,
      version: detail.version,
      completeRefusal: detail.refusals.complete,
      slots,
    },
  };
}

/** GET on-site/{slug}/edit: 200 with the link's state (a closed link names whom to contact). */
export async function getOnsite(ctx: OnsiteContext, token: string): Promise<OnsiteReply> {
  return replyOf(ctx, await linkOfToken(ctx, token));
}

/** The participant must be one the page lists (booked or present at this appointment); else 404. */
async function listedParticipant(ctx: OnsiteContext, appointmentId: number, participantId: number) {
  const p = await scoped(ctx.db, ctx.project.id)
    .selectFrom('viewing_participants')
    .select(['id', 'state'])
    .where('id', '=', participantId)
    .where('appointment_id', '=', appointmentId)
    .executeTakeFirst();
  if (!p || (p.state !== 'booked' && p.state !== 'present')) throw notFound('viewing_participant_not_found');
}

/** POST on-site/{slug}/present */
export async function onsitePresent(
  ctx: OnsiteContext,
  token: string,
  participantId: number,
  present: boolean,
): Promise<OnsiteReply> {
  const opened = await openLink(ctx, token);
  await listedParticipant(ctx, opened.appointment.id, participantId);
  const done = await markPresent(ctx.db, actorOf(ctx), opened.appointment.id, participantId, present);
  return replyOf(ctx, await linkOfToken(ctx, token), done.message);
}

/** POST on-site/{slug}/comments */
export async function onsiteComment(
  ctx: OnsiteContext,
  token: string,
  participantId: number,
  comment: string,
): Promise<OnsiteReply> {
  const opened = await openLink(ctx, token);
  await listedParticipant(ctx, opened.appointment.id, participantId);
  const done = await commentParticipant(ctx.db, actorOf(ctx), opened.appointment.id, participantId, comment);
  return replyOf(ctx, await linkOfToken(ctx, token), done.message);
}

/** POST on-site/{slug}/complete */
export async function onsiteComplete(
  ctx: OnsiteContext,
  token: string,
  version: number,
): Promise<OnsiteReply> {
  const opened = await openLink(ctx, token);
  const done = await completeViewing(ctx.db, actorOf(ctx), opened.appointment.id, version);
  return replyOf(ctx, await linkOfToken(ctx, token), done.message);
}

/** GET on-site/{slug}/export-participants: the staff export of the appointment. */
export async function onsiteExport(ctx: OnsiteContext, token: string) {
  const opened = await openLink(ctx, token);
  return exportParticipants(ctx.db, actorOf(ctx), opened.appointment.id);
}
