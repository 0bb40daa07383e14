import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, storageConfigOf } from '../../server/core/config';
import { s3Storage, StorageUnavailableError } from '../../server/core/s3Storage';
import {
  diskStorage,
  isStorageKey,
  memoryStorage,
  storageFor,
  type Storage,
} from '../../server/core/storage';
import { startS3Server, type S3TestServer } from '../support/s3Server';

const root = mkdtempSync(path.join(tmpdir(), 'immodesk-storage-'));
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  rmSync(root, { recursive: true, force: true });
});

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
  ['memory', async () => memoryStorage()],
  ['disk', async () => diskStorage(path.join(root, 'files'))],
  ['s3', async () => s3Storage(await s3.newBucket())],
] as const)('%s storage', (_kind, make: () => Promise<Storage>) => {
  let store: Storage;
  beforeAll(async () => {
    store = await make();
  });
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

  it('streams an object with its size and type, and answers null for a missing one', async () => {
    const bytes = Buffer.alloc(300_000, 7);
    await store.put('2/2026-05/big.pdf', bytes, { contentType: 'application/pdf' });
    const opened = await store.open('2/2026-05/big.pdf');
    expect(opened!.size).toBe(bytes.length);
    expect(opened!.meta.contentType).toBe('application/pdf');
    expect((await buffer(opened!.body)).equals(bytes)).toBe(true);
    expect(await store.open('2/2026-05/none.pdf')).toBeNull();
  });

  it.each(TRAVERSALS)('refuses the key %j in every operation', async (bad) => {
    await expect(store.put(bad, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
      /storage key/,
    );
    await expect(store.get(bad)).rejects.toThrow(/storage key/);
    await expect(store.open(bad)).rejects.toThrow(/storage key/);
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
    const local = { kind: 'disk' } as const;
    const memory = { dataDir: ':memory:', storage: local };
    expect(storageFor(memory)).toBe(storageFor(memory));
    expect(storageFor(memory)).not.toBe(storageFor({ dataDir: ':memory:', storage: local }));
    const onDisk = storageFor({ dataDir: path.join(root, 'data'), storage: local });
    await onDisk.put('1/x.txt', Buffer.from('hallo'), { contentType: 'text/plain' });
    expect(readFileSync(path.join(root, 'data', 'files', '1', 'x.txt'), 'utf8')).toBe('hallo');
  });
});

describe('S3 storage', () => {
  it('keeps each object whole: a write cut off halfway leaves the former object, and no new one', async () => {
    const settings = await s3.newBucket();
    const store = s3Storage(settings);
    await store.put('1/a.pdf', Buffer.from('%PDF-1.4 alt'), { contentType: 'application/pdf' });
    // a link to the store that drops every connection after 64 kB of request
    const cutter = createServer((incoming) => {
      const outgoing = connect(Number(new URL(s3.endpoint).port), '127.0.0.1');
      let sent = 0;
      incoming.on('data', (chunk: Buffer) => {
        sent += chunk.length;
        if (sent > 64_000) {
          incoming.destroy();
          outgoing.destroy();
        } else outgoing.write(chunk);
      });
      outgoing.on('data', (chunk) => incoming.write(chunk));
      outgoing.on('error', () => incoming.destroy());
      incoming.on('error', () => outgoing.destroy());
    });
    await new Promise<void>((resolve) => cutter.listen(0, '127.0.0.1', resolve));
    const cut = s3Storage({
      ...settings,
      endpoint: `http://127.0.0.1:${(cutter.address() as AddressInfo).port}`,
    });
    try {
      const big = Buffer.alloc(1_000_000, 1);
      await expect(cut.put('1/a.pdf', big, { contentType: 'application/pdf' })).rejects.toThrow();
      await expect(cut.put('1/new.pdf', big, { contentType: 'application/pdf' })).rejects.toThrow();
    } finally {
      await new Promise((resolve) => cutter.close(resolve));
    }
    expect((await store.get('1/a.pdf'))!.bytes.toString()).toBe('%PDF-1.4 alt');
    expect(await store.exists('1/new.pdf')).toBe(false);
  });

  it("records each object's SHA-256 beside it (what the copy command compares)", async () => {
    const settings = await s3.newBucket();
    await s3Storage(settings).put('1/b.txt', Buffer.from('hallo'), { contentType: 'text/plain' });
    const found = await s3.client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: '1/b.txt' }));
    expect(found.Metadata?.sha256).toBe(createHash('sha256').update('hallo').digest('hex'));
    expect(found.ContentType).toBe('text/plain');
  });

  it('is what storageFor gives for STORAGE=s3, whatever DATA_DIR says', async () => {
    const settings = await s3.newBucket();
    const store = storageFor({ dataDir: ':memory:', storage: settings });
    await store.put('1/c.txt', Buffer.from('im Eimer'), { contentType: 'text/plain' });
    expect((await s3Storage(settings).get('1/c.txt'))!.bytes.toString()).toBe('im Eimer');
  });

  it('checks at start-up that the bucket answers, and says what is wrong when it does not', async () => {
    await expect(s3Storage(await s3.newBucket()).check()).resolves.toBeUndefined();
    const missing = s3Storage(s3.settingsOf('no-such-bucket'));
    await expect(missing.check()).rejects.toThrow(StorageUnavailableError);
    await expect(missing.check()).rejects.toThrow(
      `S3 storage: the bucket "no-such-bucket" does not exist at ${s3.endpoint}; create it or correct S3_BUCKET`,
    );
    const wrongKeys = s3Storage({
      ...(await s3.newBucket()),
      credentials: { accessKeyId: 'WRONG', secretAccessKey: 'WRONG' },
    });
    await expect(wrongKeys.check()).rejects.toThrow(
      /refused access to the bucket "test-[0-9a-f]+" \(403\); check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    // a port nobody listens on
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const away = s3Storage({ ...s3.settingsOf('files'), endpoint: `http://127.0.0.1:${port}` });
    await expect(away.check()).rejects.toThrow(
      `S3 storage: cannot reach http://127.0.0.1:${port} (ECONNREFUSED); check S3_ENDPOINT`,
    );
  });
});

describe('storage configuration', () => {
  const S3_ENV = {
    STORAGE: 's3',
    S3_BUCKET: 'immodesk-files',
    S3_ENDPOINT: 'https://s3.example.ch',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_FORCE_PATH_STYLE: '1',
  };

  it('keeps files on disk unless STORAGE=s3 says otherwise', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    expect(storageConfigOf(S3_ENV)).toEqual({
      kind: 's3',
      bucket: 'immodesk-files',
      endpoint: 'https://s3.example.ch',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // Amazon S3 itself: a region, the credentials of the machine's role
    expect(storageConfigOf({ STORAGE: 's3', S3_BUCKET: 'b-1', S3_REGION: 'eu-central-2' })).toMatchObject({
      endpoint: null,
      region: 'eu-central-2',
      credentials: null,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ STORAGE: 'nfs' }, 'STORAGE must be disk or s3, got "nfs"'],
    [{ STORAGE: 's3' }, 'STORAGE=s3 needs S3_BUCKET, S3_REGION (or S3_ENDPOINT for a store of your own)'],
    [{ ...S3_ENV, S3_SECRET_ACCESS_KEY: '' }, 'STORAGE=s3 needs S3_SECRET_ACCESS_KEY'],
    [{ ...S3_ENV, S3_ACCESS_KEY_ID: ' ' }, 'STORAGE=s3 needs S3_ACCESS_KEY_ID'],
    [{ ...S3_ENV, S3_BUCKET: 'Meine Dateien' }, 'S3_BUCKET must be a bucket name'],
    [{ ...S3_ENV, S3_ENDPOINT: 's3.example.ch' }, 'S3_ENDPOINT must be an http:// or https:// address'],
    [{ ...S3_ENV, S3_FORCE_PATH_STYLE: 'ja' }, 'S3_FORCE_PATH_STYLE must be 1, true, 0 or false'],
  ])('refuses %j: %s', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
