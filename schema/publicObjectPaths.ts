/**
 * The paths of the public object pages (spec 1 section 2: public-object-list,
 * public-object-details/{id}), apart from schema/publicObjects.ts so that the list page's code
 * does not bring its schemas (zod and the phone rules) with it.
 */

/** The client pages: with the public layout, and the same for a frame on another site. */
export const PUBLIC_OBJECT_LIST_PATH = '/public-object-list';
export const IFRAME_OBJECT_LIST_PATH = '/iframe/object-list';
export const publicObjectDetailsPath = (id: string, framed = false) =>
  framed
    ? `/iframe/object-details/${encodeURIComponent(id)}`
    : `/public-object-details/${encodeURIComponent(id)}`;

/** The path prefix of the pages other sites may frame (server/core/headers.ts). */
export const IFRAME_PATH_PREFIX = '/iframe';
