import { timingSafeEqual } from 'node:crypto';
import { bookingPageUrl } from '../../../schema/viewingBooking';
import { ApiError, notFound } from '../../core/errors';
import { decryptSecret, encryptSecret, SecretDecryptError } from '../../core/secrets';
import { scoped, type Executor } from '../../core/scope';
import type { ViewingAppointment, ViewingParticipant } from '../../db/tables/viewings';
import { hashLinkToken, linkExpiry, newLinkToken } from './common';

/**
 * A participant's link {appointmentSlug}/{token}: the token (128 random bits) is found by its
 * SHA-256; a sealed copy (server key, AES-256-GCM) lets a later mail carry the same link. The link
 * opens until the end of the appointment's day; a cancelled or completed appointment closes it.
 */

const LINK_PART = /^[A-Za-z0-9_-]{16,64}$/;

export const sealToken = (token: string) => encryptSecret(token);

export interface LinkedParticipant {
  participant: ViewingParticipant;
  appointment: ViewingAppointment;
}

/** The contact a closed link names: the appointment's contact person and phone, else the project. */
export const contactOf = (a: Pick<ViewingAppointment, 'contact_person' | 'contact_phone'>, project: string) =>
  [a.contact_person, a.contact_phone].filter((s) => s.trim() !== '').join(', ') || project;

const dateText = (iso: string) => iso.split('-').reverse().join('.');

/**
 * The participant of a link in the project: an unknown slug or token (or an invitation withdrawn)
 * is 404 naming the project as the contact; a link past its day, or of a cancelled or completed
 * appointment, is 410 naming the appointment's contact.
 */
export async function participantOfLink(
  db: Executor,
  project: { id: number; title: string },
  slug: string,
  token: string,
  now = Date.now(),
): Promise<LinkedParticipant> {
  const invalid = () => notFound('viewing_link_invalid', { contact: project.title });
  if (!LINK_PART.test(slug) || !LINK_PART.test(token)) throw invalid();
  const scope = scoped(db, project.id);
  const hash = hashLinkToken(token);
  const participant = await scope
    .selectFrom('viewing_participants')
    .selectAll()
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  if (!participant) throw invalid();
  const appointment = await scope
    .selectFrom('viewing_appointments')
    .selectAll()
    .where('id', '=', participant.appointment_id)
    .executeTakeFirst();
  const given = Buffer.from(slug);
  const stored = Buffer.from(appointment?.slug ?? '');
  if (!appointment || given.length !== stored.length || !timingSafeEqual(given, stored)) throw invalid();
  const params = { contact: contactOf(appointment, project.title), date: dateText(appointment.date) };
  if (appointment.state === 'cancelled') throw new ApiError(410, 'viewing_link_cancelled', params);
  if (appointment.state === 'completed' || Date.parse(participant.token_expires_at) <= now)
    throw new ApiError(410, 'viewing_link_expired', params);
  return { participant, appointment };
}

/**
 * The link token of a participant for a mail: the sealed one, else (a row from before links were
 * sealed, or sealed with another key) a new token, which replaces the old one.
 */
export async function participantToken(
  db: Executor,
  projectId: number,
  participant: Pick<ViewingParticipant, 'id' | 'token_sealed'>,
  date: string,
): Promise<string> {
  if (participant.token_sealed) {
    try {
      return decryptSecret(participant.token_sealed);
    } catch (error) {
      if (!(error instanceof SecretDecryptError)) throw error;
    }
  }
  const token = newLinkToken();
  await scoped(db, projectId)
    .updateTable('viewing_participants')
    .set({
      token_hash: hashLinkToken(token),
      token_sealed: sealToken(token),
      token_expires_at: linkExpiry(date),
    })
    .where('id', '=', participant.id)
    .execute();
  return token;
}

/** The person's booking page, absolute, on the project's public address. */
export const participantLinkUrl = (projectUrl: string, slug: string, token: string) =>
  `${projectUrl.replace(/\/$/, '')}${bookingPageUrl(slug, token)}`;
