import { z } from 'zod';
import { LANGUAGES, type Language } from './api/common';
import { interestedContactShape } from './interestedPeople';
import { textRule } from './rules';

/**
 * The project's public object list and details (spec 1 section 2: public-object-list,
 * public-object-details/{id}; the iframe variant for a customer's website) and their settings
 * (settings > website, page builder and iframe). Only published, available objects appear; an
 * object is named by its public id (32 hex digits), never by its row id.
 */

// the client pages' paths, in a module of their own (without zod) for the public pages' code
export {
  IFRAME_OBJECT_LIST_PATH,
  IFRAME_PATH_PREFIX,
  PUBLIC_OBJECT_LIST_PATH,
  publicObjectDetailsPath,
} from './publicObjectPaths';

/** The fields a card and the details may show (the page builder chooses). */
export const PUBLIC_OBJECT_FIELDS = [
  'objectType',
  'rooms',
  'area',
  'floor',
  'price',
  'availableFrom',
  'address',
] as const;
export type PublicObjectField = (typeof PUBLIC_OBJECT_FIELDS)[number];

/** The filters the list may offer. */
export const PUBLIC_OBJECT_FILTERS = ['objectType', 'rooms', 'price'] as const;
export type PublicObjectFilter = (typeof PUBLIC_OBJECT_FILTERS)[number];

export const PUBLIC_OBJECTS_PAGE_SIZE = 12;
export const MAX_FRAME_DOMAINS = 20;

/**
 * An allowed embedding site as a web origin: http(s), a host (a leading `*.` for every subdomain),
 * an optional port, nothing after it. Answers the origin as CSP writes it (lower case, no trailing
 * slash), or null.
 */
export function frameOriginOf(value: string): string | null {
  const match =
    /^(https?):\/\/(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(:\d{1,5})?\/?$/i.exec(
      value.trim(),
    );
  if (!match) return null;
  const [, scheme, wildcard = '', host, port = ''] = match;
  if (port && Number(port.slice(1)) > 65535) return null;
  return `${scheme!.toLowerCase()}://${wildcard}${host!.toLowerCase()}${port}`;
}

const pageText = z.object({
  title: textRule({ max: 120 }),
  intro: textRule({ max: 1000 }),
});

/** POST /api/v1/settings/website/object-list: the page builder and the iframe's embedding sites. */
export const websiteObjectListSchema = z.object({
  fields: z
    .array(z.enum(PUBLIC_OBJECT_FIELDS, 'website_list_unknown_field'))
    .max(PUBLIC_OBJECT_FIELDS.length),
  filters: z
    .array(z.enum(PUBLIC_OBJECT_FILTERS, 'website_list_unknown_filter'))
    .max(PUBLIC_OBJECT_FILTERS.length),
  texts: z.object({ de: pageText, fr: pageText, it: pageText, en: pageText }),
  /** one origin per line in the form, a list in the call */
  frameDomains: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : v),
      z
        .array(z.string().max(300, 'website_frame_domain_invalid'))
        .max(MAX_FRAME_DOMAINS, 'website_frame_domains_too_many'),
    )
    .superRefine((list, ctx) => {
      if (list.some((d) => frameOriginOf(d) === null))
        ctx.addIssue({ code: 'custom', message: 'website_frame_domain_invalid' });
    })
    .transform((list) => [...new Set(list.map((d) => frameOriginOf(d)!))]),
  version: z.number().int().min(0).optional(),
});
export type WebsiteObjectListInput = z.output<typeof websiteObjectListSchema>;

export type PublicPageTexts = Record<Language, { title: string; intro: string }>;

export interface WebsiteObjectListReply {
  fields: PublicObjectField[];
  filters: PublicObjectFilter[];
  texts: PublicPageTexts;
  frameDomains: string[];
  version: number;
}

export const DEFAULT_PUBLIC_FIELDS: PublicObjectField[] = [
  'objectType',
  'rooms',
  'area',
  'price',
  'availableFrom',
  'address',
];
export const DEFAULT_PUBLIC_FILTERS: PublicObjectFilter[] = ['objectType', 'rooms', 'price'];
export const emptyPageTexts = (): PublicPageTexts =>
  Object.fromEntries(LANGUAGES.map((l) => [l, { title: '', intro: '' }])) as PublicPageTexts;

/** GET /api/v1/objects/iframe-object-list: the filters the page offers, and the page. */
export const publicObjectListQuerySchema = z.object({
  objectType: z.string().max(40).optional(),
  roomsMin: z.coerce.number('public_objects_filter_invalid').min(0).max(100).optional(),
  priceMax: z.coerce.number('public_objects_filter_invalid').min(0).max(1_000_000_000).optional(),
  page: z.coerce.number('public_objects_filter_invalid').int().min(1).max(10_000).default(1),
});
export type PublicObjectListQuery = z.output<typeof publicObjectListQuerySchema>;

export const PUBLIC_ID_PATTERN = /^[0-9a-f]{32}$/;
export const publicObjectParams = z.object({ id: z.string() });

/** POST api/evaluation/settings/template-builder/iframe-interest-form. */
export const interestFormSchema = z.object({
  objectId: z
    .string({ error: 'public_objects_not_found' })
    .regex(PUBLIC_ID_PATTERN, 'public_objects_not_found'),
  ...interestedContactShape,
  message: textRule({
    max: 2000,
    // plain text only: markup (a script, a link) is refused rather than kept
    pattern: /^[^<>]*$/,
    patternMessage: 'interest_form_no_markup',
  }),
});
export type InterestFormInput = z.output<typeof interestFormSchema>;

/** An object on the public list (only the fields the page builder shows; the others are null). */
export interface PublicObjectCard {
  id: string;
  title: string;
  objectType: string | null;
  rooms: number | null;
  area: number | null;
  floor: string | null;
  price: number | null;
  /** rent per month, or the sale price */
  priceKind: 'rent' | 'sale';
  currency: string;
  availableFrom: string | null;
  street: string | null;
  postalCode: string | null;
  city: string;
  thumbUrl: string | null;
}

export interface PublicObjectDetail extends PublicObjectCard {
  description: string;
  images: Array<{ imageUrl: string; thumbUrl: string }>;
  contact: { name: string; email: string; phone: string };
  viewingInfo: string;
}

export interface PublicObjectListInit {
  project: { name: string };
  title: string;
  intro: string;
  fields: PublicObjectField[];
  filters: PublicObjectFilter[];
  objectTypes: string[];
  currency: string;
  languages: readonly Language[];
}

export interface PublicObjectListReply {
  objects: PublicObjectCard[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The schema.org description of an offer (JSON-LD): an Offer of an Apartment (or another
 * Accommodation) with its price, address locality, rooms and floor size.
 */
export function structuredDataOf(object: PublicObjectCard & { description?: string }, url: string) {
  const accommodation = object.objectType === 'apartments' ? 'Apartment' : 'Accommodation';
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    url,
    name: object.title,
    businessFunction:
      object.priceKind === 'sale'
        ? 'http://purl.org/goodrelations/v1#Sell'
        : 'http://purl.org/goodrelations/v1#LeaseOut',
    ...(object.price !== null ? { price: object.price, priceCurrency: object.currency } : {}),
    ...(object.availableFrom ? { availabilityStarts: object.availableFrom } : {}),
    ...(object.thumbUrl ? { image: object.thumbUrl } : {}),
    itemOffered: {
      '@type': accommodation,
      name: object.title,
      ...(object.rooms !== null ? { numberOfRooms: object.rooms } : {}),
      ...(object.area !== null
        ? { floorSize: { '@type': 'QuantitativeValue', value: object.area, unitCode: 'MTK' } }
        : {}),
      address: {
        '@type': 'PostalAddress',
        addressLocality: object.city,
        ...(object.postalCode ? { postalCode: object.postalCode } : {}),
        ...(object.street ? { streetAddress: object.street } : {}),
        addressCountry: 'CH',
      },
    },
  };
}
