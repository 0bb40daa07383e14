import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  decryptSecret,
  encryptSecret,
  initSecretKey,
  parseSecretKey,
  SECRET_KEY_FILE,
  SecretDecryptError,
  SecretKeyError,
} from '../../server/core/secrets';

const tmpDirs: string[] = [];
function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-secrets-'));
  tmpDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Changes one character of a base64url text to another valid one. */
function flip(text: string, at: number): string {
  const c = text[at]!;
  return text.slice(0, at) + (c === 'A' ? 'B' : 'A') + text.slice(at + 1);
}

describe('secrets at rest', () => {
  beforeEach(() => initSecretKey({ dataDir: ':memory:' }));

  it('gives back the text it sealed, also empty and non-ASCII texts', () => {
    for (const text of ['client-secret~with.special_chars', '', 'Grüezi «Zürich» 🏠']) {
      expect(decryptSecret(encryptSecret(text))).toBe(text);
    }
  });

  it('never stores the text itself, and seals the same text differently each time', () => {
    const a = encryptSecret('s3cr3t-value');
    const b = encryptSecret('s3cr3t-value');
    expect(a).not.toContain('s3cr3t');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[0-9a-f]{12}\./);
  });

  it('refuses a value whose ciphertext, tag or IV was altered', () => {
    const sealed = encryptSecret('tamper with me');
    const [format, id, iv, body] = sealed.split('.') as [string, string, string, string];
    const altered = [
      `${format}.${id}.${iv}.${flip(body, 0)}`, // ciphertext
      `${format}.${id}.${iv}.${flip(body, body.length - 2)}`, // tag
      `${format}.${id}.${flip(iv, 3)}.${body}`, // IV
    ];
    for (const value of altered) {
      expect(() => decryptSecret(value)).toThrow(SecretDecryptError);
      expect(() => decryptSecret(value)).toThrow(/altered/);
    }
  });

  it('refuses a value that is not an encrypted secret', () => {
    expect(() => decryptSecret('plain text secret')).toThrow(SecretDecryptError);
    expect(() => decryptSecret('')).toThrow(SecretDecryptError);
  });

  it('refuses, with a clear message, a value sealed with a key that is not loaded', () => {
    const sealed = encryptSecret('sealed with the process key');
    const otherId = 'abcdefabcdef';
    const foreign = sealed.replace(/^v1\.[0-9a-f]{12}\./, `v1.${otherId}.`);
    expect(() => decryptSecret(foreign)).toThrow(/another key/);
  });

  it('seals with SECRET_KEY given in hex or base64, and opens values of both while loaded', () => {
    const raw = randomBytes(32);
    initSecretKey({ dataDir: ':memory:', secretKey: raw.toString('hex') });
    const viaHex = encryptSecret('one');
    initSecretKey({ dataDir: ':memory:', secretKey: raw.toString('base64') });
    const viaBase64 = encryptSecret('two');
    expect(viaHex.split('.')[1]).toBe(viaBase64.split('.')[1]);
    expect(decryptSecret(viaHex)).toBe('one');
    expect(decryptSecret(viaBase64)).toBe('two');
  });

  it('refuses a SECRET_KEY that is not 32 bytes', () => {
    expect(() => parseSecretKey(randomBytes(16).toString('hex'))).toThrow(SecretKeyError);
    expect(() => parseSecretKey(randomBytes(31).toString('base64'))).toThrow(/32 random bytes/);
    expect(() => parseSecretKey('not a key at all')).toThrow(SecretKeyError);
    expect(() => initSecretKey({ dataDir: ':memory:', secretKey: 'short' })).toThrow(SecretKeyError);
  });

  it('creates DATA_DIR/secret.key once, readable by the owner only, and keeps using it', () => {
    const dir = path.join(tmpDir(), 'data');
    initSecretKey({ dataDir: dir });
    const file = path.join(dir, SECRET_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const content = fs.readFileSync(file, 'utf8');
    expect(parseSecretKey(content)).toHaveLength(32);
    const sealed = encryptSecret('kept across restarts');

    initSecretKey({ dataDir: dir });
    expect(fs.readFileSync(file, 'utf8')).toBe(content);
    expect(decryptSecret(sealed)).toBe('kept across restarts');
    expect(encryptSecret('x').split('.')[1]).toBe(sealed.split('.')[1]);
  });

  it('refuses a damaged key file instead of replacing it', () => {
    const dir = tmpDir();
    fs.writeFileSync(path.join(dir, SECRET_KEY_FILE), 'broken\n');
    expect(() => initSecretKey({ dataDir: dir })).toThrow(/secret\.key must be 32 random bytes/);
    expect(fs.readFileSync(path.join(dir, SECRET_KEY_FILE), 'utf8')).toBe('broken\n');
  });
});
