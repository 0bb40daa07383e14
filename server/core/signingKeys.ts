import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * The secrets that sign links (media links, mail images), one per name: made on first use and kept
 * in the database, so every API node signs and checks with the same one.
 */
const keys = new WeakMap<Kysely<Database>, Map<string, Promise<Buffer>>>();

async function loadKey(db: Kysely<Database>, name: string): Promise<Buffer> {
  const read = () =>
    db.selectFrom('signing_keys').select('secret').where('name', '=', name).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('signing_keys')
      .values({ name, secret: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    // another node may have made it first: everyone uses the stored one
    row = await read();
  }
  if (!row) throw new Error(`signing key ${name} missing`);
  return Buffer.from(row.secret, 'base64url');
}

/** The signing key of a name, read once per database. */
export function signingKey(db: Kysely<Database>, name: string): Promise<Buffer> {
  let byName = keys.get(db);
  if (!byName) {
    byName = new Map();
    keys.set(db, byName);
  }
  let key = byName.get(name);
  if (!key) {
    key = loadKey(db, name);
    byName.set(name, key);
    const names = byName;
    key.catch(() => names.delete(name));
  }
  return key;
}
