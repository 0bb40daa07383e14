import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from './config';
import { s3Storage } from './s3Storage';
import { checkedKey } from './storageKeys';

export { isStorageKey } from './storageKeys';

/** What a store keeps beside the bytes (an object store sends it as the object's headers). */
export interface StoredMeta {
  contentType: string;
}

export interface StoredObject {
  bytes: Buffer;
  meta: StoredMeta;
}

/** An object to be sent on as it is read (a download of a large file). */
export interface StoredStream {
  body: Readable;
  /** bytes the body will give */
  size: number;
  meta: StoredMeta;
}

/**
 * Where uploaded files live. Local disk by default (DATA_DIR/files/); an S3-compatible store
 * can take its place without touching the callers. Keys are made by the server (see
 * `isStorageKey`); every store refuses anything else, so a path from a request never reaches the
 * file system.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, meta: StoredMeta): Promise<void>;
  /** null when there is no such object */
  get(key: string): Promise<StoredObject | null>;
  /** the object as a stream, null when there is none */
  open(key: string): Promise<StoredStream | null>;
  /** removes the object; a missing one is not an error */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** at start-up: throws an error an operator understands when the store cannot be used */
  check?(): Promise<void>;
}

/** Keeps everything in memory: DATA_DIR=:memory: (tests, benchmarks). */
export function memoryStorage(): Storage {
  const objects = new Map<string, StoredObject>();
  return {
    async put(key, bytes, meta) {
      objects.set(checkedKey(key), { bytes: Buffer.from(bytes), meta: { ...meta } });
    },
    async get(key) {
      const found = objects.get(checkedKey(key));
      return found ? { bytes: Buffer.from(found.bytes), meta: { ...found.meta } } : null;
    },
    async open(key) {
      const found = objects.get(checkedKey(key));
      if (!found) return null;
      return {
        body: Readable.from([Buffer.from(found.bytes)]),
        size: found.bytes.length,
        meta: { ...found.meta },
      };
    },
    async delete(key) {
      objects.delete(checkedKey(key));
    },
    async exists(key) {
      return objects.has(checkedKey(key));
    },
  };
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `root`: the bytes at root/<key>, the meta as JSON at root/.meta/<key>.json (a key
 * segment never starts with a dot, so the two never meet). A write goes to a temporary file that
 * is synced and then renamed, so a reader never sees half a file.
 */
export function diskStorage(root: string): Storage {
  const base = path.resolve(root);
  const resolve = (key: string, folder = base) => {
    const full = path.resolve(folder, ...checkedKey(key).split('/'));
    // isStorageKey already rules out traversal; this is the second lock on the same door
    if (!full.startsWith(folder + path.sep)) throw new Error('storage key leaves the storage folder');
    return full;
  };
  const metaFolder = path.join(base, '.meta');
  const metaPath = (key: string) => `${resolve(key, metaFolder)}.json`;

  async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    const handle = await open(temporary, 'wx', 0o640);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async function metaOf(key: string): Promise<StoredMeta> {
    try {
      return JSON.parse(await readFile(metaPath(key), 'utf8')) as StoredMeta;
    } catch (error) {
      if (!isMissing(error)) throw error;
      return { contentType: 'application/octet-stream' };
    }
  }

  return {
    async put(key, bytes, meta) {
      await writeAtomically(metaPath(key), JSON.stringify(meta));
      await writeAtomically(resolve(key), bytes);
    },
    async get(key) {
      let bytes: Buffer;
      try {
        bytes = await readFile(resolve(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return { bytes, meta: await metaOf(key) };
    },
    async open(key) {
      const file = resolve(key);
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // the opened file is read even if a new version is renamed over its name meanwhile
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size, meta: await metaOf(key) };
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
      await rm(metaPath(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

type StorageConfig = Pick<Config, 'dataDir' | 'storage'>;

const stores = new WeakMap<StorageConfig, Storage>();

/**
 * The storage of an app: a bucket with STORAGE=s3, else DATA_DIR/files/ on disk, or memory for
 * DATA_DIR=:memory:. One per configuration, so that every part of the app (and a test holding the
 * same config) sees the same files.
 */
export function storageFor(config: StorageConfig): Storage {
  const known = stores.get(config);
  if (known) return known;
  const store =
    config.storage?.kind === 's3'
      ? s3Storage(config.storage)
      : config.dataDir === ':memory:'
        ? memoryStorage()
        : diskStorage(path.join(config.dataDir, 'files'));
  stores.set(config, store);
  return store;
}
