import type { AdEditorRecord, AdPublishReply } from '../../../schema/api/marketing';
import {
  AD_LANGUAGES,
  type AdLanguage,
  PORTALS,
  advertisable,
  type AdPublishInput,
  type AdSaveInput,
  type AdState,
  type Portal,
} from '../../../schema/marketing';
import { recordAudit } from '../../core/audit';
import { ApiError, badRequest, notFound } from '../../core/errors';
import { sanitizeRichText } from '../../core/sanitize';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { Project, User } from '../../db/types';
import { imageUrls } from '../objectMedia/images';
import { objectImageRows } from '../objectMedia/mediaRows';
import { jsonList } from './exportModel';
import { platformRows } from './platforms';
import { scheduleTransfer } from './transfer';

/** The ad of an object: the editor's data, saving, publishing (spec 2 section 7.13). */

export type AdEditor = AdEditorRecord;
export type PublishReply = AdPublishReply;

async function findObject(scope: Scoped, id: number) {
  const object = await scope.selectFrom('objects').selectAll().where('id', '=', id).executeTakeFirst();
  if (!object) throw notFound('object_not_found');
  return object;
}

export async function portalStates(scope: Scoped, objectId: number) {
  const rows = await scope
    .selectFrom('marketing_ad_portals')
    .selectAll()
    .where('object_id', '=', objectId)
    .execute();
  return Object.fromEntries(
    PORTALS.map((p) => {
      const r = rows.find((x) => x.portal === p);
      return [p, { state: (r?.state ?? 'off') as AdState, reason: r?.reason ?? '' }];
    }),
  ) as Record<Portal, { state: AdState; reason: string }>;
}

export async function getAdEditor(db: Executor, project: Project, id: number): Promise<AdEditor> {
  const scope = scoped(db, project.id);
  const object = await findObject(scope, id);
  const ad = await scope
    .selectFrom('marketing_ads')
    .selectAll()
    .where('object_id', '=', id)
    .executeTakeFirst();
  const images = await objectImageRows(db, project.id, id).execute();
  const platforms = await platformRows(scope);
  const stored = ad ? (JSON.parse(ad.texts) as Record<string, { title: string; description: string }>) : {};
  const texts = Object.fromEntries(
    AD_LANGUAGES.map((lang): [AdLanguage, { title: string; description: string }] => [
      lang,
      stored[lang] ??
        (lang === project.language || (!AD_LANGUAGES.includes(project.language as never) && lang === 'de')
          ? { title: object.title, description: object.description }
          : { title: '', description: '' }),
    ]),
  ) as AdEditor['texts'];
  return {
    id,
    refNumber: object.ref_number,
    title: object.title,
    objectType: object.object_type,
    advertisable: advertisable({ active: object.active === 1, progress_state: object.progress_state }),
    version: ad?.version ?? 0,
    texts,
    imageIds: ad ? jsonList<number>(ad.image_ids) : images.map((i) => i.id),
    images: images.map((i) => ({
      id: i.id,
      thumbUrl: imageUrls(i.storage_key).thumbUrl,
      name: i.original_name,
    })),
    contactName: ad?.contact_name ?? project.contact_name,
    contactEmail: ad?.contact_email ?? project.contact_email,
    contactPhone: ad?.contact_phone ?? project.contact_phone,
    viewingInfo: ad?.viewing_info ?? object.visitation,
    portals: ad ? jsonList<Portal>(ad.portals) : [],
    enabledPortals: PORTALS.filter((p) => platforms.get(p)?.enabled === 1),
    states: await portalStates(scope, id),
    publishedAt: ad?.published_at ?? null,
  };
}

/** Saves the whole ad at the version it was loaded at (0: a new ad); 409 when it changed meanwhile. */
export async function saveAd(
  db: Executor,
  project: Project,
  user: User,
  input: AdSaveInput,
): Promise<AdEditor> {
  await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, project.id);
    await findObject(scope, input.id);
    const ad = await scope
      .selectFrom('marketing_ads')
      .selectAll()
      .where('object_id', '=', input.id)
      .executeTakeFirst();
    if ((ad?.version ?? 0) !== input.version) throw new ApiError(409, 'marketing_ad_changed');
    const images = await objectImageRows(trx, project.id, input.id).execute();
    const own = new Set(images.map((i) => i.id));
    if (input.imageIds.some((i) => !own.has(i)) || new Set(input.imageIds).size !== input.imageIds.length) {
      throw badRequest('invalid_request', undefined, {
        errors: { imageIds: 'marketing_image_not_of_object' },
      });
    }
    const texts = Object.fromEntries(
      AD_LANGUAGES.map((lang) => {
        const t = input.texts[lang];
        return [
          lang,
          { title: (t?.title ?? '').trim(), description: sanitizeRichText(t?.description ?? '') },
        ];
      }),
    );
    const now = new Date().toISOString();
    const values = {
      texts: JSON.stringify(texts),
      image_ids: JSON.stringify(input.imageIds),
      contact_name: input.contactName ?? '',
      contact_email: input.contactEmail ?? '',
      contact_phone: input.contactPhone ?? '',
      viewing_info: input.viewingInfo ?? '',
      portals: JSON.stringify(PORTALS.filter((p) => input.portals.includes(p))),
      updated_at: now,
    };
    let adId: number;
    if (ad) {
      const result = await scope
        .updateTable('marketing_ads')
        .set({ ...values, version: ad.version + 1 })
        .where('id', '=', ad.id)
        .where('version', '=', ad.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new ApiError(409, 'marketing_ad_changed');
      adId = ad.id;
    } else {
      const inserted = await scope
        .insertInto('marketing_ads', [
          { ...values, object_id: input.id, version: 1, published_at: null, created_at: now },
        ])
        .returning('id')
        .executeTakeFirstOrThrow();
      adId = inserted.id;
    }
    const changed = ad
      ? Object.keys(values).filter(
          (k) => k !== 'updated_at' && ad[k as keyof typeof ad] !== values[k as keyof typeof values],
        )
      : Object.keys(values).filter((k) => k !== 'updated_at');
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: ad ? 'update' : 'create',
      entity: 'marketing_ads',
      entityId: adId,
      before: ad ? Object.fromEntries(changed.map((k) => [k, ad[k as keyof typeof ad]])) : null,
      after: Object.fromEntries(changed.map((k) => [k, values[k as keyof typeof values]])),
    });
  });
  return getAdEditor(db, project, input.id);
}

/**
 * Puts the ads of the objects on their portals (pending) and queues one transfer per portal, in
 * the caller's transaction. Answers per portal what was queued or why it was not.
 */
export async function queueAds(
  trx: Executor,
  projectId: number,
  objectIds: readonly number[],
  only?: readonly Portal[],
): Promise<Pick<PublishReply, 'queued' | 'skipped'>> {
  const scope = scoped(trx, projectId);
  const platforms = await platformRows(scope);
  const ads = await scope
    .selectFrom('marketing_ads')
    .selectAll()
    .where('object_id', 'in', [...objectIds])
    .execute();
  const now = new Date().toISOString();
  const queued = new Map<Portal, number[]>();
  const skipped = new Map<Portal, string>();
  for (const ad of ads) {
    const portals = only ?? jsonList<Portal>(ad.portals);
    for (const portal of portals) {
      if (platforms.get(portal)?.enabled !== 1) {
        skipped.set(portal, 'marketing_portal_disabled');
        continue;
      }
      await scope
        .insertInto('marketing_ad_portals', [
          { object_id: ad.object_id, portal, state: 'pending', reason: '', updated_at: now },
        ])
        .onConflict((oc) =>
          oc
            .columns(['project_id', 'object_id', 'portal'])
            .doUpdateSet({ state: 'pending', reason: '', updated_at: now }),
        )
        .execute();
      queued.set(portal, [...(queued.get(portal) ?? []), ad.object_id]);
    }
    await scope.updateTable('marketing_ads').set({ published_at: now }).where('id', '=', ad.id).execute();
  }
  for (const portal of queued.keys()) await scheduleTransfer(trx, projectId, portal);
  return {
    queued: [...queued].map(([portal, objects]) => ({ portal, objects })),
    skipped: [...skipped].filter(([p]) => !queued.has(p)).map(([portal, reason]) => ({ portal, reason })),
  };
}

/** POST api/v1/marketing/ad/publish. */
export async function publishAd(
  db: Executor,
  project: Project,
  user: User,
  input: AdPublishInput,
): Promise<PublishReply> {
  const result = await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, project.id);
    const object = await findObject(scope, input.id);
    if (!advertisable({ active: object.active === 1, progress_state: object.progress_state })) {
      throw new ApiError(409, 'marketing_not_advertisable');
    }
    const ad = await scope
      .selectFrom('marketing_ads')
      .selectAll()
      .where('object_id', '=', input.id)
      .executeTakeFirst();
    if (!ad) throw new ApiError(409, 'marketing_ad_missing');
    const portals = input.portals ?? jsonList<Portal>(ad.portals);
    if (portals.length === 0) throw new ApiError(409, 'marketing_no_portals');
    const reply = await queueAds(trx, project.id, [input.id], portals);
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: 'publish',
      entity: 'marketing_ads',
      entityId: ad.id,
      before: null,
      after: { portals: reply.queued.map((q) => q.portal).join(',') },
    });
    return reply;
  });
  return { id: input.id, ...result, states: await portalStates(scoped(db, project.id), input.id) };
}

/** Takes the ads of the objects off every portal (state off with the reason) and queues the transfers. */
export async function takeOff(
  trx: Executor,
  projectId: number,
  objectIds: readonly number[],
  reason: string,
) {
  const scope = scoped(trx, projectId);
  const rows = await scope
    .selectFrom('marketing_ad_portals')
    .selectAll()
    .where('object_id', 'in', [...objectIds])
    .where('state', '!=', 'off')
    .execute();
  if (rows.length === 0) return rows;
  await scope
    .updateTable('marketing_ad_portals')
    .set({ state: 'off', reason, updated_at: new Date().toISOString() })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  for (const portal of new Set(rows.map((r) => r.portal as Portal)))
    await scheduleTransfer(trx, projectId, portal);
  return rows;
}
