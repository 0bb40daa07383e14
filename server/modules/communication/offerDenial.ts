import type { DialogTemplate, MailDialogReply } from '../../../schema/api/communication';
import { recordAudit } from '../../core/audit';
import { ApiError, notFound } from '../../core/errors';
import { translate } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import { bindingOf, entry, findApplication, newFlow, updateApplication } from '../applicationFlow/common';
import { endOffer } from '../applicationFlow/offerEnd';
import { refreshApplication } from '../applications/derived';
import { newTemplateOf, type SendContext } from './bulkMail';
import { applicationRecipient, contactOf, type Recipient } from './recipients';

/**
 * The manual offer denial: a mail telling the household that it will not get one apartment, and
 * the matching change of the application flow in the same transaction: an open offer of that
 * apartment is declined (endOffer, as the household's decline: the object is free again and the
 * next candidate proposed); otherwise the apartment is taken out of the household's priorities.
 * An application with neither is refused (409).
 */

export type DenialKind = 'offer' | 'priority';

export async function denialKind(
  db: Executor,
  projectId: number,
  applicationId: number,
  apartmentId: number,
): Promise<DenialKind> {
  const scope = scoped(db, projectId);
  const offer = await bindingOf(scope, applicationId, 'offer');
  if (offer?.object_id === apartmentId) return 'offer';
  const priority = await scope
    .selectFrom('application_priorities')
    .select('object_id')
    .where('application_id', '=', applicationId)
    .where('object_id', '=', apartmentId)
    .executeTakeFirst();
  if (priority) return 'priority';
  throw new ApiError(409, 'mail_offer_denial_not_possible');
}

/** The recipient of the denial: the application's main adult, the apartment as the mail's object. */
export async function denialRecipient(
  db: Executor,
  projectId: number,
  applicationId: number,
  apartmentId: number,
): Promise<Recipient> {
  const recipient = await applicationRecipient(db, projectId, applicationId, applicationId, {
    objectId: apartmentId,
  });
  if (!recipient) throw notFound('application_not_found');
  if (!recipient.object || recipient.object.id !== apartmentId) throw notFound('object_not_found');
  await denialKind(db, projectId, applicationId, apartmentId);
  return recipient;
}

export function denialDraft(recipient: Recipient): DialogTemplate {
  const lang = recipient.language;
  return {
    id: 0,
    title: translate(lang, 'mail_offer_denial_reason'),
    subject: translate(lang, 'mail_offer_denial_subject'),
    body: translate(lang, 'mail_offer_denial_body'),
    new: false,
  };
}

/** GET: the draft in the applicant's language and the contact. */
export function denialDialog(ctx: SendContext, recipient: Recipient): MailDialogReply {
  return {
    mailTemplates: [denialDraft(recipient)],
    contactGroups: [{ language: recipient.language, contacts: [contactOf(recipient)] }],
    newTemplate: newTemplateOf(ctx.t),
    language: recipient.language,
  };
}

/** The flow change of a denial, in the send's transaction (audited like the flow's own calls). */
export async function declineApartment(
  trx: Executor,
  ctx: SendContext,
  applicationId: number,
  apartmentId: number,
): Promise<void> {
  const f = newFlow(trx, ctx.project.id, ctx.t, ctx.user.id);
  const app = await findApplication(f.scope, applicationId);
  const kind = await denialKind(trx, ctx.project.id, applicationId, apartmentId);
  if (kind === 'offer') {
    await endOffer(f, app, 'declined', ctx.t('mail_offer_denial_reason'));
  } else {
    const before = await f.scope
      .selectFrom('application_priorities')
      .select('object_id')
      .where('application_id', '=', applicationId)
      .orderBy('rank')
      .execute();
    const ids = before.map((r) => r.object_id).filter((id) => id !== apartmentId);
    await f.scope.deleteFrom('application_priorities').where('application_id', '=', applicationId).execute();
    if (ids.length > 0) {
      await f.scope
        .insertInto(
          'application_priorities',
          ids.map((objectId, i) => ({ application_id: applicationId, object_id: objectId, rank: i + 1 })),
        )
        .execute();
    }
    const first = ids[0] ?? null;
    const rooms =
      first === null
        ? null
        : ((await f.scope.selectFrom('objects').select('rooms').where('id', '=', first).executeTakeFirst())
            ?.rooms ?? null);
    await updateApplication(f, app, 'edit_prios', { object_id: first, object_rooms: rooms });
    await refreshApplication(f.scope, applicationId, f.now);
    entry(
      f,
      'application_priorities',
      applicationId,
      'edit_prios',
      { object_ids: before.map((r) => r.object_id) },
      { object_ids: ids },
    );
  }
  await recordAudit(trx, f.audit);
}
