import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isClosedApplicationState } from '../../../schema/applicationStates';
import { ApiError, notFound } from '../../core/errors';
import { scoped, type Executor } from '../../core/scope';
import type { Application } from '../../db/tables/applications';

/**
 * The private link {slug}/{token} of an application: the slug finds it, the token (192 random
 * bits) proves the holder got it from the confirmation mail. Only the token's SHA-256 is stored;
 * it is compared in constant time. The link opens while the application is open and its
 * token_expires_at (set when it closes) has not passed.
 */

export const SLUG_BYTES = 12;
export const TOKEN_BYTES = 24;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function newLink(): { slug: string; token: string; tokenHash: string } {
  const slug = randomBytes(SLUG_BYTES).toString('base64url');
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { slug, token, tokenHash: hashToken(token) };
}

const LINK_PART = /^[A-Za-z0-9_-]{8,64}$/;

function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Whether the application's link is closed: a closed state, or its expiry has passed. */
export function linkClosed(
  application: Pick<Application, 'progress_state' | 'token_expires_at'>,
  now = Date.now(),
) {
  if (application.token_expires_at !== null && Date.parse(application.token_expires_at) <= now) return true;
  return isClosedApplicationState(application.progress_state);
}

/**
 * The application of a private link in the project: a wrong slug or token is 404 (the same reply,
 * so neither tells which was wrong); a closed application is 410 with a clear message.
 */
export async function applicationOfLink(
  db: Executor,
  projectId: number,
  slug: string,
  token: string,
): Promise<Application> {
  if (!LINK_PART.test(slug) || !LINK_PART.test(token)) throw notFound('application_link_invalid');
  const application = await scoped(db, projectId)
    .selectFrom('applications')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!application || !tokenMatches(token, application.token_hash))
    throw notFound('application_link_invalid');
  if (linkClosed(application)) throw new ApiError(410, 'application_link_closed');
  return application as Application;
}
