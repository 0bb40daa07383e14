import {
  actionLinkState,
  type ActionLinkState,
  type OfferAnswer,
  type OfferConfirmBody,
} from '../../../schema/actionLinks';
import type { OfferConfirmReply, OfferInfoReply } from '../../../schema/api/actionLinks';
import { swissDay, zurichOffsetMinutes } from '../../../schema/dates';
import { recordAudit } from '../../core/audit';
import { ApiError } from '../../core/errors';
import { translator, type Translator } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import type { ActionLink } from '../../db/tables/actionLinks';
import type { ObjectOccupancy } from '../../db/tables/objects';
import type { Project } from '../../db/types';
import {
  bindingOf,
  closeOccupancy,
  findApplication,
  findFlowObject,
  newFlow,
  openOccupancy,
  setObjectState,
  transition,
} from '../applicationFlow/common';
import { expireOffers } from '../applicationFlow/expiry';
import { endOffer } from '../applicationFlow/offerEnd';
import { createTenantOfAssignment } from '../tenants/service';
import {
  actionPageUrl,
  checkOpen,
  contactOf,
  createActionLink,
  languageOf,
  linkOfToken,
  revokeLinks,
} from './links';
import { notifyStaff } from './notify';

/**
 * The household's answer to an offer through the link of the offer mail (`action/{id}/offer-form`,
 * the spec's public offer-info and offer-confirm). The link ends with the offer's last day; the
 * answer is taken once. Accepting assigns the offered object to the application (the staff's
 * assignment after an accepted offer, the tenant without contract included); declining ends the
 * offer with the reason and proposes the next ranked candidate, as a decline entered by staff does.
 */

/** The first instant after a Swiss day (YYYY-MM-DD): midnight in Zurich, as ISO UTC. */
export function endOfSwissDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const guess = next.getTime() - 60 * 60_000;
  const offset = zurichOffsetMinutes(guess);
  return new Date(next.getTime() - offset * 60_000).toISOString();
}

/** The link of a new offer (the application's earlier offer links are revoked); answers its address. */
export async function newOfferLink(
  db: Executor,
  projectId: number,
  publicUrl: string,
  offer: Pick<ObjectOccupancy, 'id' | 'application_id' | 'ends_on'>,
  createdBy: number | null,
): Promise<string> {
  if (offer.application_id === null || offer.ends_on === null) return '';
  await revokeLinks(db, projectId, offer.application_id, 'offer');
  const { token } = await createActionLink(db, projectId, {
    purpose: 'offer',
    applicationId: offer.application_id,
    occupancyId: offer.id,
    expiresAt: endOfSwissDay(offer.ends_on),
    createdBy,
  });
  return actionPageUrl.offer(publicUrl, token);
}

const answerOf = (link: ActionLink): OfferAnswer | null => {
  if (!link.answer) return null;
  try {
    const value = (JSON.parse(link.answer) as { answer?: unknown }).answer;
    return value === 'accept' || value === 'decline' ? value : null;
  } catch {
    return null;
  }
};

/** How the link stands, its offer binding considered: a withdrawn offer's link is revoked, a lapsed one expired. */
function stateOf(link: ActionLink, offer: ObjectOccupancy | undefined, now: Date): ActionLinkState {
  const state = actionLinkState(link, now.getTime());
  if (state !== 'open') return state;
  if (!offer || (offer.closed_at !== null && offer.closed_as !== 'expired')) return 'revoked';
  if (offer.closed_as === 'expired' || (offer.ends_on !== null && offer.ends_on < swissDay(now))) {
    return 'expired';
  }
  return 'open';
}

async function offerRow(db: Executor, projectId: number, link: ActionLink) {
  if (link.occupancy_id === null) return undefined;
  return scoped(db, projectId)
    .selectFrom('object_occupancies')
    .selectAll()
    .where('id', '=', link.occupancy_id)
    .executeTakeFirst();
}

/** GET /api/v1/applications/{id}/offer-info/init */
export async function offerInfo(db: Executor, project: Project, token: string): Promise<OfferInfoReply> {
  const now = new Date();
  await expireOffers(db, now, { projectId: project.id });
  const link = await linkOfToken(db, project.id, 'offer', token);
  const scope = scoped(db, project.id);
  const app = await findApplication(scope, link.application_id);
  const offer = await offerRow(db, project.id, link);
  const state = stateOf(link, offer, now);
  const base = { state, contact: contactOf(project), language: languageOf(app.language, project) };
  if (state !== 'open' || !offer) return { ...base, offer: null, answer: answerOf(link) };
  const object = await findFlowObject(scope, offer.object_id);
  const sale = app.sale === 1;
  const cents = sale ? object.selling_price : object.rental_price;
  return {
    ...base,
    answer: null,
    offer: {
      applicant_name: app.main_name,
      object_title: object.title,
      object_address: [
        `${object.street} ${object.house_number}`.trim(),
        `${object.postal_code} ${object.city}`.trim(),
      ]
        .filter((part) => part !== '')
        .join(', '),
      ref_number: object.ref_number,
      rooms: object.rooms,
      floor: object.floor,
      rent: cents === null ? null : cents / 100,
      sale,
      currency: project.currency,
      currency_order: project.currency_order === 'after' ? 'after' : 'before',
      expires_on: offer.ends_on ?? '',
    },
  };
}

const CLOSED_KEYS = { expired: 'action_link_expired', revoked: 'action_link_revoked' } as const;

/**
 * POST /api/v1/applications/{id}/offer-confirm: the answer, once. A second answer is 409; a link
 * past the offer's last day, or of an offer that ended otherwise, is 410. One transaction: the
 * link is marked used first, so of two answers at the same moment one wins.
 */
export async function offerConfirm(
  db: Executor,
  project: Project,
  token: string,
  body: OfferConfirmBody,
  t: Translator,
): Promise<OfferConfirmReply> {
  const now = new Date();
  await expireOffers(db, now, { projectId: project.id });
  const answer = body.answer as OfferAnswer;
  await db.transaction().execute(async (trx) => {
    const link = await linkOfToken(trx, project.id, 'offer', token);
    checkOpen(link, now.getTime());
    // marked used before the offer is read: an answer given at the same moment waits here for this
    // one and is then refused as answered (409), not as a closed offer (a refusal rolls it back)
    const marked = await scoped(trx, project.id)
      .updateTable('action_links')
      .set({ used_at: now.toISOString(), answer: JSON.stringify({ answer, reason: body.reason }) })
      .where('id', '=', link.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) throw new ApiError(409, 'action_link_used');
    const offer = await offerRow(trx, project.id, link);
    const state = stateOf(link, offer, now);
    if (state === 'expired' || state === 'revoked') throw new ApiError(410, CLOSED_KEYS[state]);

    const lang = languageOf(project.language, project);
    const f = newFlow(trx, project.id, translator(lang), null, now);
    const app = await findApplication(f.scope, link.application_id);
    const open = await bindingOf(f.scope, app.id, 'offer');
    if (!offer || !open || open.id !== offer.id || app.progress_state !== 'with_offer') {
      throw new ApiError(410, 'action_link_revoked');
    }
    const object = await findFlowObject(f.scope, offer.object_id);
    if (answer === 'accept') {
      await closeOccupancy(f, offer, 'accepted', '', 'assign');
      const after = await transition(f, app, 'assign');
      await openOccupancy(
        f,
        after,
        object,
        {
          kind: 'assignment',
          starts_on: swissDay(now),
          ends_on: null,
          comment: '',
          amount: app.sale === 1 ? object.selling_price : object.rental_price,
        },
        'assign',
      );
      await setObjectState(f, object, 'assigned', 'assign');
      if (app.sale !== 1) await createTenantOfAssignment(f.scope, after, object, null, f.now, f.audit);
    } else {
      await endOffer(f, app, 'declined', body.reason);
    }
    await recordAudit(trx, f.audit);
    const staff = f.t;
    await notifyStaff(
      trx,
      project.id,
      app,
      staff('offer_answer_notice_subject', { object: object.title }),
      answer === 'accept'
        ? staff('offer_answer_notice_accepted', { name: app.main_name, object: object.title })
        : staff('offer_answer_notice_declined', {
            name: app.main_name,
            object: object.title,
            reason: body.reason,
          }),
    );
  });
  return {
    answer,
    message: t(answer === 'accept' ? 'offer_answer_accepted' : 'offer_answer_declined'),
  };
}
