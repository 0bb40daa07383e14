import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../schema/api/common';

/**
 * The request rules of spec 2 section 7.1 as pure functions; http.ts wires them into the axios
 * interceptors. Nothing here reads the browser, so every rule is tested on its own.
 */

/** The project a host names when no subdomain does. */
export const DEFAULT_TENANT = 'rent';

/** Public form endpoints: they take the language of the public view, not the admin's. */
export const FORM_ENDPOINTS = [
  'api/v2/applications',
  'api/v1/product-form',
  // the public object list and details, and their interest form
  'api/v1/objects/iframe-object-list',
  'api/evaluation/settings/template-builder/iframe-interest-form',
] as const;

/** Paths that serve files: never prefixed with a language. */
const FILE_PATH_MARKERS = ['serve-media-files', '/media/', '/static/'] as const;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const SCHEME_OR_PROTOCOL_RELATIVE = /^([a-z][a-z\d+\-.]*:|\/\/)/i;

/**
 * The `tenant-name` header: the first host label when the host has a subdomain
 * (`verkauf.localhost` -> verkauf, `rent.immodesk.ch` -> rent), otherwise `rent`
 * (localhost, IP addresses, `example.ch`).
 */
export function tenantFromHost(hostname: string): string {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || IPV4.test(host) || host.includes(':') || host.startsWith('[')) return DEFAULT_TENANT;
  const labels = host.split('.');
  const hasSubdomain = labels.length > 2 || (labels.length === 2 && labels[1] === 'localhost');
  return hasSubdomain && labels[0] ? labels[0] : DEFAULT_TENANT;
}

/** `https://x`, `//x`, `blob:...`, `data:...`: a URL that names its own origin. */
export function isAbsoluteUrl(url: string): boolean {
  return SCHEME_OR_PROTOCOL_RELATIVE.test(url);
}

/** The path without leading slashes, for the prefix checks. */
function bare(url: string): string {
  return url.replace(/^\/+/, '');
}

/** A path of the API (`/api/...` or `api/...`), as opposed to a static file such as /config.json. */
export function isApiPath(url: string): boolean {
  return !isAbsoluteUrl(url) && /^api(\/|$|\?)/.test(bare(url));
}

/** The public action pages' calls (offer answer, document request, reference): the public view's language too. */
const ACTION_ENDPOINTS = [
  /^api\/v1\/applications\/[^/?]+\/offer-(info|confirm)([/?]|$)/,
  /^api\/v1\/applications\/adult-document-list\//,
  /^api\/v1\/adults\/[^/?]+\/evaluation\/[^/?]+\/reference([/?]|$)/,
];

/**
 * The public viewing calls: of a person's link (`api/v1/appointments/{slug}/{personSlug}/booking`,
 * `/decline`) and of the booking with contact (`without-object/booking`, `with-object/{objectSlug}/booking`,
 * `{slug}/booking`).
 */
const PUBLIC_VIEWING_CALL = /^api\/v1\/appointments\/(?:[^/?]+\/)?[^/?]+\/(booking|decline)($|[?])/;
/** The calls of a viewing's on-site link (`api/v1/appointments/on-site/{slug}/...`). */
const ONSITE_VIEWING_CALL = /^api\/v1\/appointments\/on-site\//;

export function isFormEndpoint(url: string): boolean {
  const path = bare(url);
  if (ACTION_ENDPOINTS.some((pattern) => pattern.test(path))) return true;
  if (PUBLIC_VIEWING_CALL.test(path) || ONSITE_VIEWING_CALL.test(path)) return true;
  return FORM_ENDPOINTS.some(
    (endpoint) => path.startsWith(endpoint) && /^($|[/?])/.test(path.slice(endpoint.length)),
  );
}

export function isFilePath(url: string): boolean {
  const path = `/${bare(url)}`;
  return FILE_PATH_MARKERS.some((marker) => path.includes(marker));
}

/** The language a path already carries (`/fr/api/...`), if any. */
function hasLanguagePrefix(url: string): boolean {
  const match = /^([a-z]{2})(\/|$)/.exec(bare(url));
  return match !== null && isLanguage(match[1] ?? '');
}

/**
 * Adds the language prefix to an API path: `/api/v1/objects` -> `/fr/api/v1/objects`.
 * German has no prefix. Absolute URLs, static files, media and paths that already carry a
 * language stay as they are. Form endpoints take `publicLanguage` instead of `language`.
 */
export function withLanguagePrefix(
  url: string,
  language: Language,
  publicLanguage: Language = language,
): string {
  if (!isApiPath(url) || isFilePath(url) || hasLanguagePrefix(url)) return url;
  const lang = isFormEndpoint(url) ? publicLanguage : language;
  if (lang === DEFAULT_LANGUAGE) return url;
  return `/${lang}/${bare(url)}`;
}

/** The origin of a URL resolved against `base`, or null when it does not parse. */
export function originOf(url: string, base?: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/** Where a request goes: the URL itself when absolute, else the API base joined with the path. */
export function requestTarget(url: string, baseApiUrl: string | undefined): string {
  if (isAbsoluteUrl(url) || !baseApiUrl) return url;
  return `${baseApiUrl.replace(/\/+$/, '')}/${bare(url)}`;
}

export interface TokenOrigins {
  /** the page's own origin: relative URLs resolve against it */
  page: string;
  /** the configured baseApiUrl ('' = the page's origin) */
  baseApiUrl: string;
  /** the base backend URL stored from the last /init reply */
  baseBackendUrl: string | null;
}

/**
 * The bearer token goes only to the API and to the stored backend: a request whose target
 * origin differs from both is sent without it.
 */
export function shouldSendToken(url: string, origins: TokenOrigins): boolean {
  const target = originOf(requestTarget(url, origins.baseApiUrl), origins.page);
  if (target === null) return false;
  const apiOrigin = originOf(origins.baseApiUrl || '/', origins.page);
  const backendOrigin = origins.baseBackendUrl ? originOf(origins.baseBackendUrl, origins.page) : null;
  return target === apiOrigin || target === backendOrigin;
}

/**
 * An init call (`/api/v1/init`, `.../offer-info/init`, the booking init with its language,
 * the B2B `public-init`): its reply carries `bootstrap.baseBackendUrl`.
 */
export function isInitUrl(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split(/[?#]/)[0] ?? '';
  return /\/(public-)?init(\/[a-z]{2})?\/?$/.test(`/${bare(path)}`);
}

/** The base backend URL an init reply names, if it names one. */
export function baseBackendUrlOf(reply: unknown): string | null {
  if (typeof reply !== 'object' || reply === null) return null;
  const bootstrap = (reply as { bootstrap?: unknown }).bootstrap;
  if (typeof bootstrap !== 'object' || bootstrap === null) return null;
  const url = (bootstrap as { baseBackendUrl?: unknown }).baseBackendUrl;
  return typeof url === 'string' && url.trim() ? url.trim() : null;
}
