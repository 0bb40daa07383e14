import { LANGUAGES, type Language } from '../../../schema/api/common';
import { AD_LANGUAGES, type AdLanguage } from '../../../schema/marketing';
import { isSaleProject } from '../../../schema/objects';
import {
  PUBLIC_ID_PATTERN,
  PUBLIC_OBJECTS_PAGE_SIZE,
  type PublicObjectCard,
  type PublicObjectDetail,
  type PublicObjectField,
  type PublicObjectListInit,
  type PublicObjectListQuery,
  type PublicObjectListReply,
} from '../../../schema/publicObjects';
import { notFound } from '../../core/errors';
import { scoped, type Executor } from '../../core/scope';
import type { Database, Project, RealEstateObject } from '../../db/types';
import type { MarketingAd } from '../../db/tables/marketing';
import { jsonList } from '../marketing/exportModel';
import { signedImageUrls } from '../objectMedia/images';
import { objectImageRows } from '../objectMedia/mediaRows';
import { getObjectListSettings } from './settings';
import type { Kysely } from 'kysely';

/**
 * What the public object list and details show (GET /api/v1/objects/iframe-object-list, /{id} and
 * /init): the project's objects whose ad is published and on at least one portal (not taken off)
 * and that are active and available. Only the columns named here are read, so nothing private
 * (owner, notes, tenants, occupancy, internal prices) can reach a reply.
 */

/** The object columns a public reply may draw on; nothing else is read. */
const PUBLIC_COLUMNS = [
  'objects.id',
  'objects.public_id',
  'objects.object_type',
  'objects.title',
  'objects.rooms',
  'objects.area',
  'objects.floor',
  'objects.rental_price',
  'objects.selling_price',
  'objects.street',
  'objects.house_number',
  'objects.postal_code',
  'objects.city',
  'objects.available_from',
] as const;

type PublicRow = Pick<
  RealEstateObject,
  | 'id'
  | 'public_id'
  | 'object_type'
  | 'title'
  | 'rooms'
  | 'area'
  | 'floor'
  | 'rental_price'
  | 'selling_price'
  | 'street'
  | 'house_number'
  | 'postal_code'
  | 'city'
  | 'available_from'
>;

/** How long the signed image links of a public reply last: a visitor's visit, rounded to the hour for caches. */
const IMAGE_LINK_HOURS = 6;
function imageLinkExpiry(now = Date.now()): Date {
  const hour = 3600_000;
  return new Date(Math.ceil(now / hour) * hour + IMAGE_LINK_HOURS * hour);
}

/** The published, available objects of the project (a query to narrow further). */
function publishedObjects(db: Executor, projectId: number) {
  const scope = scoped(db, projectId);
  return scope
    .innerJoin(scope.selectFrom('objects'), 'marketing_ads', 'marketing_ads.object_id', 'objects.id')
    .where('objects.active', '=', 1)
    .where('objects.progress_state', '=', 'available')
    .where('marketing_ads.published_at', 'is not', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('marketing_ad_portals')
          .select('marketing_ad_portals.id')
          .where(scope.owns('marketing_ad_portals'))
          .whereRef('marketing_ad_portals.object_id', '=', 'objects.id')
          .where('marketing_ad_portals.state', '!=', 'off'),
      ),
    );
}

/** The ad's title and description in the language asked, else German, else the first one written. */
export function adTextsIn(ad: Pick<MarketingAd, 'texts'>, lang: Language, fallbackTitle: string) {
  let parsed: Record<string, { title?: string; description?: string }> = {};
  try {
    parsed = JSON.parse(ad.texts) as typeof parsed;
  } catch {
    parsed = {};
  }
  const order: AdLanguage[] = [
    ...(AD_LANGUAGES.includes(lang as AdLanguage) ? [lang as AdLanguage] : []),
    'de',
    ...AD_LANGUAGES,
  ];
  const chosen = order.map((l) => parsed[l]).find((t) => (t?.title ?? '').trim() !== '');
  return { title: chosen?.title?.trim() || fallbackTitle, description: chosen?.description ?? '' };
}

function cardOf(
  row: PublicRow,
  title: string,
  project: Project,
  fields: readonly PublicObjectField[],
  thumbUrl: string | null,
): PublicObjectCard {
  const show = (field: PublicObjectField) => fields.includes(field);
  const sale = isSaleProject(project.type);
  const cents = sale ? row.selling_price : row.rental_price;
  return {
    id: row.public_id,
    title,
    objectType: show('objectType') ? row.object_type : null,
    rooms: show('rooms') ? row.rooms : null,
    area: show('area') ? row.area : null,
    floor: show('floor') && row.floor ? row.floor : null,
    price: show('price') && cents !== null ? cents / 100 : null,
    priceKind: sale ? 'sale' : 'rent',
    currency: project.currency,
    availableFrom: show('availableFrom') ? row.available_from : null,
    street: show('address') ? `${row.street} ${row.house_number}`.trim() || null : null,
    postalCode: show('address') ? row.postal_code || null : null,
    city: row.city,
    thumbUrl,
  };
}

/** The images of an ad in its order (all of the object's when the ad names none), as signed links. */
async function adImages(db: Kysely<Database>, projectId: number, objectId: number, imageIds: string) {
  const images = await objectImageRows(db, projectId, objectId).execute();
  const order = jsonList<number>(imageIds);
  const byId = new Map(images.map((i) => [i.id, i]));
  const chosen = order.length > 0 ? order.map((id) => byId.get(id)).filter((i) => i !== undefined) : images;
  const expires = imageLinkExpiry();
  return Promise.all(chosen.map((i) => signedImageUrls(db, projectId, i.storage_key, expires)));
}

export async function publicListInit(
  db: Kysely<Database>,
  project: Project,
  lang: Language,
): Promise<PublicObjectListInit> {
  const settings = await getObjectListSettings(db, project.id);
  const types = await publishedObjects(db, project.id)
    .select('objects.object_type')
    .distinct()
    .orderBy('objects.object_type')
    .execute();
  const texts = settings.texts[lang].title ? settings.texts[lang] : settings.texts.de;
  return {
    project: { name: project.title },
    title: texts.title,
    intro: texts.intro,
    fields: settings.fields,
    filters: settings.filters,
    objectTypes: types.map((t) => t.object_type),
    currency: project.currency,
    languages: LANGUAGES,
  };
}

export async function publicObjectList(
  db: Kysely<Database>,
  project: Project,
  lang: Language,
  query: PublicObjectListQuery,
): Promise<PublicObjectListReply> {
  const settings = await getObjectListSettings(db, project.id);
  const offers = (filter: string) => settings.filters.includes(filter as never);
  const sale = isSaleProject(project.type);
  let base = publishedObjects(db, project.id);
  if (offers('objectType') && query.objectType)
    base = base.where('objects.object_type', '=', query.objectType);
  if (offers('rooms') && query.roomsMin !== undefined)
    base = base.where('objects.rooms', '>=', query.roomsMin);
  if (offers('price') && query.priceMax !== undefined) {
    base = base.where(
      sale ? 'objects.selling_price' : 'objects.rental_price',
      '<=',
      Math.round(query.priceMax * 100),
    );
  }
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const rows = await base
    .select([...PUBLIC_COLUMNS, 'marketing_ads.texts', 'marketing_ads.image_ids'])
    .orderBy('marketing_ads.published_at', 'desc')
    .orderBy('objects.id', 'desc')
    .limit(PUBLIC_OBJECTS_PAGE_SIZE)
    .offset((query.page - 1) * PUBLIC_OBJECTS_PAGE_SIZE)
    .execute();
  const objects = await Promise.all(
    rows.map(async (row) => {
      const [first] = await adImages(db, project.id, row.id, row.image_ids);
      return cardOf(
        row,
        adTextsIn(row, lang, row.title).title,
        project,
        settings.fields,
        first?.thumbUrl ?? null,
      );
    }),
  );
  return { objects, total, page: query.page, pageSize: PUBLIC_OBJECTS_PAGE_SIZE };
}

/** The published object with this public id in the project; any other (or another project's) is 404. */
export async function publishedObject(db: Executor, projectId: number, publicId: string) {
  if (!PUBLIC_ID_PATTERN.test(publicId)) throw notFound('public_objects_not_found');
  const row = await publishedObjects(db, projectId)
    .select([
      ...PUBLIC_COLUMNS,
      'marketing_ads.texts',
      'marketing_ads.image_ids',
      'marketing_ads.contact_name',
      'marketing_ads.contact_email',
      'marketing_ads.contact_phone',
      'marketing_ads.viewing_info',
    ])
    .where('objects.public_id', '=', publicId)
    .executeTakeFirst();
  if (!row) throw notFound('public_objects_not_found');
  return row;
}

export async function publicObjectDetail(
  db: Kysely<Database>,
  project: Project,
  lang: Language,
  publicId: string,
): Promise<PublicObjectDetail> {
  const row = await publishedObject(db, project.id, publicId);
  const settings = await getObjectListSettings(db, project.id);
  const images = await adImages(db, project.id, row.id, row.image_ids);
  const texts = adTextsIn(row, lang, row.title);
  return {
    ...cardOf(row, texts.title, project, settings.fields, images[0]?.thumbUrl ?? null),
    description: texts.description,
    images,
    contact: { name: row.contact_name, email: row.contact_email, phone: row.contact_phone },
    viewingInfo: row.viewing_info,
  };
}
