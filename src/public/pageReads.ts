import { dataProvider, setPublicLanguage } from '../../dataProvider';
import { startPublicLanguage } from './application/PublicLanguage';
import { readEarly } from './earlyReads';

/*
 * The first reads of the public pages that have one, started by the public start beside its other
 * calls (src/public/publicPaths.ts names them per page). A module of its own, small: the read goes
 * out before the page's code has run, and the page takes it by the same key (useLoad's `early`).
 */

/** The `?uuids=a,b` of a link (also `uuids=a&uuids=b`), without empty or repeated entries. */
export function uuidsOf(search: URLSearchParams): string[] {
  const all = search
    .getAll('uuids')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(all)];
}

/** The key of the application form's read of these objects. */
export const newApplicationKey = (uuids: readonly string[]) => `application-form:${uuids.join(',')}`;

/** The application form's read (`form/application/new?uuids=...`), in the link's language. */
export function readNewApplication(url: URL): void {
  const uuids = uuidsOf(url.searchParams);
  if (uuids.length === 0) return;
  // the form endpoints answer in the page's language (PublicLanguageProvider sets the same)
  setPublicLanguage(startPublicLanguage(url.searchParams));
  readEarly(newApplicationKey(uuids), () => dataProvider.getApplicationFormInit(uuids));
}

/** The key of the offer's read of this link. */
export const offerKey = (id: string) => `offer:${id}`;

/** The offer's read (`action/{id}/offer-form`). */
export function readOffer(url: URL): void {
  const found = /^\/action\/([^/]+)\/offer-form\/?$/.exec(url.pathname)?.[1];
  if (!found) return;
  const id = decodeURIComponent(found);
  setPublicLanguage(startPublicLanguage(url.searchParams));
  readEarly(offerKey(id), () => dataProvider.getOfferInfo(id));
}
