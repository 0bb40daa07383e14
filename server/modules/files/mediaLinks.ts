import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { signingKey } from '../../core/signingKeys';
import type { Database } from '../../db/types';

/**
 * Signed, expiring links to a media file, for pages opened through a token link rather than with
 * a session: `/serve-media-files?url=<key>&expires=<unix seconds>&sig=<HMAC-SHA256>`. The
 * signature covers project, key and expiry; the key is made on first use and kept in the
 * database, so every API node signs and checks with the same one.
 */

const KEY_NAME = 'media_links';
const keyOf = (db: Kysely<Database>) => signingKey(db, KEY_NAME);

function signature(secret: Buffer, projectId: number, storageKey: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(`media\n${projectId}\n${storageKey}\n${expires}`)
    .digest('base64url');
}

/** The path that serves a file to a session of its project. */
export function mediaPath(storageKey: string): string {
  return `/serve-media-files?url=${storageKey}`;
}

/** A link to a file that works without a session until `expiresAt` (token pages). */
export async function signedMediaPath(
  db: Kysely<Database>,
  projectId: number,
  storageKey: string,
  expiresAt: Date,
): Promise<string> {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const sig = signature(await keyOf(db), projectId, storageKey, expires);
  return `${mediaPath(storageKey)}&expires=${expires}&sig=${sig}`;
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

/** Checks a signed link's expiry and signature (in constant time). */
export async function checkMediaLink(
  db: Kysely<Database>,
  projectId: number,
  storageKey: string,
  expiresText: string,
  sig: string,
  now = Date.now(),
): Promise<LinkCheck> {
  if (!/^\d{1,12}$/.test(expiresText) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
  const expires = Number(expiresText);
  const expected = Buffer.from(signature(await keyOf(db), projectId, storageKey, expires));
  if (!timingSafeEqual(expected, Buffer.from(sig))) return 'invalid';
  return expires * 1000 > now ? 'valid' : 'expired';
}
