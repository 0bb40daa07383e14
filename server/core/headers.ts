import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IFRAME_PATH_PREFIX } from '../../schema/publicObjects';

/**
 * Paths of the pages other sites may show in a frame (the public iframe pages: the object list and
 * details), matched as a path prefix by whole segments.
 */
export const FRAMEABLE_PATH_PREFIXES: readonly string[] = [IFRAME_PATH_PREFIX];

/** The frame-ancestors sources of a frameable page's request (the project's allowed sites). */
export type FrameAncestorsOf = (request: FastifyRequest) => Promise<string>;

export interface SecurityHeaderOptions {
  /** paths that may be framed (default FRAMEABLE_PATH_PREFIXES) */
  frameablePaths?: readonly string[];
  /**
   * the frame-ancestors sources of those paths, or a function finding them per request (the
   * project's settings); default `*`: any site may embed them
   */
  frameAncestors?: string | FrameAncestorsOf;
  /** send Strict-Transport-Security (default: when the public URL is https) */
  hsts?: boolean;
}

/**
 * The Content-Security-Policy the built client works under: scripts, fonts, images and requests
 * from our own origin only; inline styles allowed because emotion (MUI) injects them; images also
 * from data: and blob: (previews, generated files); no plugins, no foreign forms, no <base>.
 */
export function contentSecurityPolicy(frameAncestors = "'none'"): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Whether a path is one of the prefixes or lies below one (`/iframe` matches `/iframe/list`, not `/iframes`). */
export function isFrameablePath(
  pathname: string,
  prefixes: readonly string[] = FRAMEABLE_PATH_PREFIXES,
): boolean {
  return prefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/** The security headers of a reply; pathname null: a reply of no page (a refused request). */
export function securityHeaderValues(
  pathname: string | null,
  options: Omit<SecurityHeaderOptions, 'frameAncestors'> & { hsts: boolean; frameAncestors?: string },
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (pathname !== null && isFrameablePath(pathname, options.frameablePaths ?? FRAMEABLE_PATH_PREFIXES)) {
    headers['Content-Security-Policy'] = contentSecurityPolicy(options.frameAncestors ?? '*');
  } else {
    headers['Content-Security-Policy'] = contentSecurityPolicy();
    headers['X-Frame-Options'] = 'DENY';
  }
  headers['X-Content-Type-Options'] = 'nosniff';
  headers['Referrer-Policy'] = 'same-origin';
  if (options.hsts) headers['Strict-Transport-Security'] = 'max-age=31536000';
  return headers;
}

/** Whether the security headers include HSTS: when the public URL is https. */
export function usesHsts(publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith('https://') ?? false;
}

/**
 * Adds the security headers to every reply (API, client files, errors): the CSP above, framing
 * denied except on the frameable paths, the referrer policy, HSTS on https, and no banner naming
 * the server. A handler may still set its own Content-Security-Policy (media files do).
 * Call it on the root instance before the routes are registered.
 */
export function securityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const settings = { ...options, hsts: options.hsts ?? usesHsts(app.config?.publicUrl) };

  const frameable = options.frameablePaths ?? FRAMEABLE_PATH_PREFIXES;
  app.addHook('onRequest', async (request, reply) => {
    // request.url is the path without its language prefix (see rewriteUrl in app.ts)
    const pathname = request.url.split('?')[0] ?? '/';
    const ancestors = options.frameAncestors;
    const frameAncestors =
      typeof ancestors === 'function' && isFrameablePath(pathname, frameable)
        ? await ancestors(request)
        : typeof ancestors === 'string'
          ? ancestors
          : undefined;
    reply.headers(securityHeaderValues(pathname, { ...settings, frameAncestors }));
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.removeHeader('server');
    reply.removeHeader('x-powered-by');
    return payload;
  });
}
