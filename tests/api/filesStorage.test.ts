import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  diskStorage,
  isStorageKey,
  memoryStorage,
  storageFor,
  type Storage,
} from '../../server/core/storage';

const root = mkdtempSync(path.join(tmpdir(), 'immodesk-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const TRAVERSALS = [
  '../app.db',
  '../../etc/passwd',
  'a/../../b',
  '/etc/passwd',
  'a//b',
  '.meta/a.json',
  'a/./b',
  'a\\..\\b',
  'A/B.PDF',
  'a/b.pdf\u0000.png',
  '%2e%2e/app.db',
  '',
  'x'.repeat(201),
];

describe('storage keys', () => {
  it('accepts the keys the server makes', () => {
    expect(isStorageKey('12/2026-05/0123456789abcdef0123456789abcdef.pdf')).toBe(true);
    expect(isStorageKey('exports/report_1.xlsx')).toBe(true);
  });

  it.each(TRAVERSALS)('refuses %j', (key) => {
    expect(isStorageKey(key)).toBe(false);
  });
});

describe.each([
  ['memory', () => memoryStorage()],
  ['disk', () => diskStorage(path.join(root, 'files'))],
] as const)('%s storage', (_kind, make: () => Storage) => {
  const store = make();
  const key = '1/2026-05/0123456789abcdef0123456789abcdef.pdf';

  it('keeps bytes and meta, tells whether a key exists, and deletes idempotently', async () => {
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    await store.put(key, Buffer.from('%PDF-1.4 eins'), { contentType: 'application/pdf' });
    await store.put(key, Buffer.from('%PDF-1.4 zwei'), { contentType: 'application/pdf' });
    expect(await store.exists(key)).toBe(true);
    const found = await store.get(key);
    expect(found!.bytes.toString()).toBe('%PDF-1.4 zwei');
    expect(found!.meta).toEqual({ contentType: 'application/pdf' });
    await store.delete(key);
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
  });

  it.each(TRAVERSALS)('refuses the key %j in every operation', async (bad) => {
    await expect(store.put(bad, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
      /storage key/,
    );
    await expect(store.get(bad)).rejects.toThrow(/storage key/);
    await expect(store.exists(bad)).rejects.toThrow(/storage key/);
    await expect(store.delete(bad)).rejects.toThrow(/storage key/);
  });
});

describe('disk storage', () => {
  it('writes under its folder only, with no temporary files left behind', async () => {
    const folder = path.join(root, 'own');
    writeFileSync(path.join(root, 'secret.txt'), 'geheim');
    const store = diskStorage(folder);
    await store.put('7/2026-05/aa.png', Buffer.from('png'), { contentType: 'image/png' });
    expect(readFileSync(path.join(folder, '7', '2026-05', 'aa.png'), 'utf8')).toBe('png');
    expect(readdirSync(path.join(folder, '7', '2026-05'))).toEqual(['aa.png']);
    await expect(store.get('../secret.txt')).rejects.toThrow();
  });
});

describe('storageFor', () => {
  it('gives one store per configuration: memory for :memory:, DATA_DIR/files otherwise', async () => {
    const memory = { dataDir: ':memory:' };
    expect(storageFor(memory)).toBe(storageFor(memory));
    expect(storageFor(memory)).not.toBe(storageFor({ dataDir: ':memory:' }));
    const onDisk = storageFor({ dataDir: path.join(root, 'data') });
    await onDisk.put('1/x.txt', Buffer.from('hallo'), { contentType: 'text/plain' });
    expect(readFileSync(path.join(root, 'data', 'files', '1', 'x.txt'), 'utf8')).toBe('hallo');
  });
});
