import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/**
 * Signed, expiring links to a media file, for pages opened through a token link rather than with
 * a session: `/serve-media-files?url=<key>&expires=<unix seconds>&sig=<HMAC-SHA256>`. The
 * signature covers project, key and expiry; the key is made on first use and kept in the
 * database, so every API node signs and checks with the same one.
 */

const KEY_NAME = 'media_links';
const keys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

async function loadKey(db: Kysely<Database>): Promise<Buffer> {
  const read = () =>
    db.selectFrom('signing_keys').select('secret').where('name', '=', KEY_NAME).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('signing_keys')
      .values({
        name: KEY_NAME,
        secret: randomBytes(32).toString('base64url'),
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    // another node may have made it first: everyone uses the stored one
    row = await read();
  }
  if (!row) throw new Error('media link key missing');
  return Buffer.from(row.secret, 'base64url');
}

function signingKey(db: Kysely<Database>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

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
  const sig = signature(await signingKey(db), projectId, storageKey, expires);
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
  const expected = Buffer.from(signature(await signingKey(db), projectId, storageKey, expires));
  if (!timingSafeEqual(expected, Buffer.from(sig))) return 'invalid';
  return expires * 1000 > now ? 'valid' : 'expired';
}
