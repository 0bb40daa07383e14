import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

/** What a store keeps beside the bytes (an object store sends it as the object's headers). */
export interface StoredMeta {
  contentType: string;
}

export interface StoredObject {
  bytes: Buffer;
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
  /** removes the object; a missing one is not an error */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const SEGMENT = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9_-]+)*$/;
const MAX_KEY_LENGTH = 200;

/**
 * A key the stores accept: lower-case segments of letters, digits, `-`, `_` and single dots
 * between them, joined by `/`; no empty, `.` or `..` segment, no leading dot, at most 200 characters.
 */
export function isStorageKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

function checkedKey(key: string): string {
  if (isStorageKey(key)) return key;
  throw new Error(`invalid storage key ${JSON.stringify(String(key).slice(0, 80))}`);
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
      let meta: StoredMeta = { contentType: 'application/octet-stream' };
      try {
        meta = JSON.parse(await readFile(metaPath(key), 'utf8')) as StoredMeta;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      return { bytes, meta };
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

const stores = new WeakMap<Pick<Config, 'dataDir'>, Storage>();

/**
 * The storage of an app: DATA_DIR/files/ on disk, or memory for DATA_DIR=:memory:. One per
 * configuration, so that every part of the app (and a test holding the same config) sees the same files.
 */
export function storageFor(config: Pick<Config, 'dataDir'>): Storage {
  const known = stores.get(config);
  if (known) return known;
  const store =
    config.dataDir === ':memory:' ? memoryStorage() : diskStorage(path.join(config.dataDir, 'files'));
  stores.set(config, store);
  return store;
}
