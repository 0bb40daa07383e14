import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { signingKey } from '../../core/signingKeys';
import { scoped } from '../../core/scope';
import type { Database } from '../../db/types';
import { storageKeyOf } from '../files/service';

/**
 * Images inside a mail template or signature (the editor's inline upload): stored like every
 * upload (uploaded_files, the image checks), and served without a session at
 * `<PUBLIC_URL>/mail-images/<signature>/<storage key>` so that the recipient's mail client can
 * load them. The signature is an HMAC of the key with a secret kept in the database: a path is
 * unguessable, and only images uploaded here get one (another file's key signs nothing).
 */

export const MAIL_IMAGE_PREFIX = '/mail-images/';
const KEY_NAME = 'mail_images';
const keyOf = (db: Kysely<Database>) => signingKey(db, KEY_NAME);

const sign = (secret: Buffer, storageKey: string) =>
  createHmac('sha256', secret).update(`mail-image\n${storageKey}`).digest('base64url');

/** The absolute URL of an inline image, for the HTML of a template or signature. */
export async function inlineImageUrl(
  db: Kysely<Database>,
  publicUrl: string,
  storageKey: string,
): Promise<string> {
  const signature = sign(await keyOf(db), storageKey);
  return `${publicUrl}${MAIL_IMAGE_PREFIX}${signature}/${storageKey}`;
}

/** The uploaded file an inline image path names, when its signature is right; else null. */
export async function inlineImageFile(
  db: Kysely<Database>,
  signature: string,
  path: string,
): Promise<{ key: string; mime: string; name: string } | null> {
  const key = storageKeyOf(path);
  if (!key || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return null;
  const expected = Buffer.from(sign(await keyOf(db), key));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const projectId = Number(key.split('/')[0]);
  const row = await scoped(db, projectId)
    .selectFrom('uploaded_files')
    .select(['storage_key', 'mime', 'original_name'])
    .where('storage_key', '=', key)
    .executeTakeFirst();
  return row ? { key: row.storage_key, mime: row.mime, name: row.original_name } : null;
}
