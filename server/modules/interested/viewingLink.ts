import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BulkResult, BulkRowResult } from '../../../schema/api/tableData';
import { bulkResult } from '../../lists/bulk';
import { personBookingPageUrl } from '../../../schema/interestedBooking';
import { MAX_ROW_ID } from '../../../schema/constants';
import { recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { notFound } from '../../core/errors';
import type { MessageKey } from '../../core/i18n/index';
import { translate } from '../../core/i18n/index';
import { paragraphsMail, queueMail } from '../../core/mail';
import { decryptSecret, encryptSecret, SecretDecryptError } from '../../core/secrets';
import { scoped, type Executor } from '../../core/scope';
import type { InterestedPerson } from '../../db/tables/interested';
import type { Database } from '../../db/types';
import { languageOf } from '../viewings/common';
import { hashLinkToken, newLinkToken } from '../viewings/common';

/**
 * An interested person's own link to the general viewings (`action/{token}/appointments-booking-general`,
 * the call `without-object/booking?participant_slug={token}`): 128 random bits, found by their
 * SHA-256, sealed with the server's key so that a later mail carries the same link; it opens while
 * the person is active (deactivating the person revokes it). Each booking through it is a
 * participation of its own appointment, whose link expires after that appointment.
 */

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** The person's token: the sealed one, else a new one (which replaces an unreadable one). */
export async function personToken(
  trx: Executor,
  projectId: number,
  person: InterestedPerson,
): Promise<string> {
  if (person.booking_token_sealed) {
    try {
      return decryptSecret(person.booking_token_sealed);
    } catch (error) {
      if (!(error instanceof SecretDecryptError)) throw error;
    }
  }
  const token = newLinkToken();
  await scoped(trx, projectId)
    .updateTable('interested_people')
    .set({ booking_token_hash: hashLinkToken(token), booking_token_sealed: encryptSecret(token) })
    .where('id', '=', person.id)
    .execute();
  return token;
}

/** The active person of a link in the project; anything else is 404 naming the project. */
export async function personOfLink(db: Executor, project: { id: number; title: string }, token: string) {
  const invalid = () => notFound('viewing_link_invalid', { contact: project.title });
  if (!TOKEN.test(token)) throw invalid();
  const hash = hashLinkToken(token);
  const person = await scoped(db, project.id)
    .selectFrom('interested_people')
    .selectAll()
    .where('booking_token_hash', '=', hash)
    .executeTakeFirst();
  if (!person || person.active !== 1) throw invalid();
  if (!timingSafeEqual(Buffer.from(person.booking_token_hash ?? ''), Buffer.from(hash))) throw invalid();
  return person;
}

/**
 * POST applications/interested/invite-to-viewing: a mail with the person's own link to the general
 * viewings, in their language; a result per row (inactive or without address: skipped). One transaction.
 */
export async function inviteToViewing(
  db: Kysely<Database>,
  ctx: StaffContext,
  publicUrl: string,
  targets: readonly number[],
): Promise<BulkResult> {
  const results = await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const out: BulkRowResult[] = [];
    const sender = `${ctx.user.first_name} ${ctx.user.last_name}`.trim() || ctx.project.title;
    for (const id of [...new Set(targets)]) {
      const person =
        id > MAX_ROW_ID
          ? undefined
          : await scope.selectFrom('interested_people').selectAll().where('id', '=', id).executeTakeFirst();
      if (!person) {
        out.push({ id, status: 'not_found', message: ctx.t('bulk_row_not_found') });
        continue;
      }
      const refusal: MessageKey | null =
        person.active !== 1
          ? 'interested_invite_inactive'
          : person.email === ''
            ? 'interested_invite_no_email'
            : null;
      if (refusal) {
        out.push({ id, status: 'skipped', message: ctx.t(refusal) });
        continue;
      }
      const token = await personToken(trx, ctx.project.id, person);
      const lang = languageOf(person.language);
      const params = { name: person.name, project: ctx.project.title };
      const { text, html } = paragraphsMail([
        translate(lang, 'interested_viewing_greeting', params),
        translate(lang, 'interested_viewing_body', params),
        `${publicUrl.replace(/\/$/, '')}${personBookingPageUrl(token)}`,
        translate(lang, 'interested_invite_closing', { sender }),
      ]);
      await queueMail(trx, {
        to: person.email,
        subject: translate(lang, 'interested_viewing_subject', params),
        text,
        html,
        kind: 'interested_viewing_invite',
        projectId: ctx.project.id,
        fromName: sender,
      });
      await recordAudit(trx, {
        projectId: ctx.project.id,
        userId: ctx.user.id,
        action: 'invite_to_viewing',
        entity: 'interested_people',
        entityId: id,
        before: null,
        after: { link_sent: true },
      });
      out.push({ id, status: 'done', message: ctx.t('interested_invite_done') });
    }
    return out;
  });
  return bulkResult(ctx.t, 'inviteToViewing', 'interested_bulk_invite_viewing', results);
}
