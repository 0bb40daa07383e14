import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encryption at rest for secrets the server must read back (an SSO client secret, a PKCE code
 * verifier): AES-256-GCM with a 96-bit random IV per value. The key comes from SECRET_KEY
 * (32 bytes, hex or base64), else from DATA_DIR/secret.key (generated once, mode 0600), else,
 * with DATA_DIR=:memory:, from a key made at random for this process.
 *
 * A stored value reads `v1.<key id>.<iv>.<ciphertext and tag>` (base64url). The key id names the
 * key that sealed it, so that a value sealed with another key is refused with a clear message
 * instead of a bare authentication failure.
 */

const FORMAT = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_KEY_FILE = 'secret.key';

/** A key that cannot be used: wrong length or encoding, unreadable key file. */
export class SecretKeyError extends Error {}

/** A value that cannot be decrypted: not ours, altered, or sealed with another key. */
export class SecretDecryptError extends Error {}

interface LoadedKey {
  id: string;
  key: Buffer;
}

/** Every key loaded in this process by id (tests build several apps); the last one seals. */
const loaded = new Map<string, Buffer>();
let current: LoadedKey | null = null;
let processKey: Buffer | null = null;

function keyId(key: Buffer): string {
  return createHash('sha256').update('immodesk secret key id\0').update(key).digest('hex').slice(0, 12);
}

/** 32 bytes written as 64 hex digits or as base64 / base64url (43 or 44 characters). */
export function parseSecretKey(raw: string, source = 'SECRET_KEY'): Buffer {
  const value = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === KEY_BYTES) return key;
  }
  throw new SecretKeyError(
    `${source} must be 32 random bytes written as 64 hex digits or in base64 (for example the output of "openssl rand -base64 32")`,
  );
}

function keyFromFile(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_KEY_FILE);
  try {
    return parseSecretKey(fs.readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': never overwrite a key another process has just written
    fs.writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseSecretKey(fs.readFileSync(file, 'utf8'), file);
}

export interface SecretKeyOptions {
  /** DATA_DIR, or :memory: */
  dataDir: string;
  /** SECRET_KEY; empty or missing: the key file, or a process key for :memory: */
  secretKey?: string | null;
}

/** Loads the key that seals new values from now on (at start-up). Throws SecretKeyError for a bad key. */
export function initSecretKey(options: SecretKeyOptions): void {
  let key: Buffer;
  if (options.secretKey?.trim()) key = parseSecretKey(options.secretKey);
  else if (options.dataDir === ':memory:') key = processKey ??= randomBytes(KEY_BYTES);
  else key = keyFromFile(options.dataDir);
  const id = keyId(key);
  loaded.set(id, key);
  current = { id, key };
}

function sealingKey(): LoadedKey {
  if (!current) throw new SecretKeyError('no secret key loaded: initSecretKey() runs at start-up');
  return current;
}

/** Seals a text; two calls with the same text give different values. */
export function encryptSecret(text: string): string {
  const { id, key } = sealingKey();
  const iv = randomBytes(IV_BYTES);
  const header = `${FORMAT}.${id}`;
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(header));
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${header}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

/** Whether a stored value looks like one encryptSecret wrote (it may still fail to decrypt). */
export function isEncryptedSecret(value: string): boolean {
  return /^v1\.[0-9a-f]{12}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22,}$/.test(value);
}

/** Opens a value of encryptSecret. Throws SecretDecryptError when it was altered or sealed with another key. */
export function decryptSecret(value: string): string {
  if (!isEncryptedSecret(value)) throw new SecretDecryptError('not an encrypted secret');
  const [format, id, ivText, sealedText] = value.split('.') as [string, string, string, string];
  const key = loaded.get(id);
  if (!key) {
    throw new SecretDecryptError(
      'the secret was encrypted with another key (SECRET_KEY or DATA_DIR/secret.key changed)',
    );
  }
  const iv = Buffer.from(ivText, 'base64url');
  const sealed = Buffer.from(sealedText, 'base64url');
  if (iv.length !== IV_BYTES || sealed.length < TAG_BYTES)
    throw new SecretDecryptError('not an encrypted secret');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(`${format}.${id}`));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SecretDecryptError('the encrypted secret was altered');
  }
}
