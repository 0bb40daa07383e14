import { existsSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ConfigError, loadConfig } from '../core/config';
import { s3Storage, sha256Of, SHA256_META, StorageUnavailableError, type S3Storage } from '../core/s3Storage';
import { diskStorage } from '../core/storage';
import { isStorageKey } from '../core/storageKeys';

/**
 * `npm run storage:copy-to-s3`: copies the files of a local store (DATA_DIR/files/, or
 * `--from <folder>`) into the bucket of STORAGE=s3 and S3_*, then reads every object back and
 * compares its SHA-256 with the file's. Run again, it copies only what is not there yet; an object
 * that differs from its file is reported (and replaced with `--replace-different`). Exit code 0
 * only when every file is in the bucket with the same bytes.
 */

export interface CopySummary {
  /** files of the local store */
  files: number;
  copied: number;
  /** already in the bucket with the same size and SHA-256 */
  alreadyThere: number;
  /** objects that differed from their file and were replaced (--replace-different) */
  replaced: number;
  /** objects that differ from their file and were left as they are */
  different: string[];
  /** files read back with the same SHA-256 */
  verified: number;
  /** objects whose bytes, read back, are not the file's */
  mismatched: string[];
  /** files with no object in the bucket after the copy */
  missing: string[];
  /** files that are not part of the store (leftovers of an interrupted write, foreign names) */
  ignored: string[];
  /** of the files, how many the bucket's listing holds */
  listed: number;
  /** objects in the bucket that are no file of the local store (written by a node on S3 already) */
  onlyInBucket: number;
}

export const isComplete = (s: CopySummary) =>
  s.different.length === 0 && s.mismatched.length === 0 && s.missing.length === 0 && s.listed === s.files;

/** The keys of a local store: every file below root but the meta folder, as `a/b/c.pdf`. */
async function localKeys(root: string, ignored: string[]): Promise<string[]> {
  const keys: string[] = [];
  const walk = async (folder: string, prefix: string) => {
    const entries = await readdir(folder, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (!prefix && entry.name === '.meta' && entry.isDirectory()) continue;
      if (entry.isDirectory()) await walk(path.join(folder, entry.name), key);
      // a temporary file of a write that was cut off (see diskStorage) is no stored file
      else if (entry.isFile() && isStorageKey(key) && !/\.[0-9a-f]{12}\.tmp$/.test(key)) keys.push(key);
      else ignored.push(key);
    }
  };
  await walk(root, '');
  return keys;
}

/** Runs `work` on every item, a few at a time. */
async function eachOf<T>(items: readonly T[], work: (item: T) => Promise<void>, parallel = 4) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

/** A line every `every` items and at the last one: `copying: 100/2500`. */
function progress(log: (line: string) => void, phase: string, total: number, every = 100) {
  let done = 0;
  return () => {
    done += 1;
    if (done % every === 0 || done === total) log(`${phase}: ${done}/${total}`);
  };
}

export async function copyToS3(options: {
  from: string;
  to: S3Storage;
  replaceDifferent?: boolean;
  log: (line: string) => void;
}): Promise<CopySummary> {
  const { from, to, log } = options;
  const source = diskStorage(from);
  const client = await to.client();
  const Bucket = to.settings.bucket;
  const summary: CopySummary = {
    files: 0,
    copied: 0,
    alreadyThere: 0,
    replaced: 0,
    different: [],
    verified: 0,
    mismatched: [],
    missing: [],
    ignored: [],
    listed: 0,
    onlyInBucket: 0,
  };
  const keys = await localKeys(from, summary.ignored);
  summary.files = keys.length;
  log(`${keys.length} files in ${from}, to the bucket "${Bucket}"`);
  const checksums = new Map<string, string>();

  const copied = progress(log, 'copying', keys.length);
  await eachOf(keys, async (key) => {
    const file = (await source.get(key))!;
    const sha256 = sha256Of(file.bytes);
    checksums.set(key, sha256);
    let there: { size?: number; sha256?: string } | null = null;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      there = { size: head.ContentLength, sha256: head.Metadata?.[SHA256_META] };
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404)
        throw error;
    }
    if (!there) {
      await to.put(key, file.bytes, file.meta);
      summary.copied += 1;
    } else if (there.size === file.bytes.length && there.sha256 === sha256) {
      summary.alreadyThere += 1;
    } else if (options.replaceDifferent) {
      await to.put(key, file.bytes, file.meta);
      summary.replaced += 1;
    } else {
      summary.different.push(key);
    }
    copied();
  });

  // every object read back: its bytes, not the checksum it carries, are compared
  const verified = progress(log, 'verifying', keys.length);
  await eachOf(keys, async (key) => {
    if (summary.different.includes(key)) {
      verified();
      return;
    }
    const object = await to.get(key);
    if (!object) summary.missing.push(key);
    else if (sha256Of(object.bytes) !== checksums.get(key)) summary.mismatched.push(key);
    else summary.verified += 1;
    verified();
  });

  // the count: the bucket's own listing holds every file
  const wanted = new Set(keys);
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      if (object.Key && wanted.has(object.Key)) summary.listed += 1;
      else summary.onlyInBucket += 1;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  for (const list of [summary.different, summary.mismatched, summary.missing, summary.ignored]) list.sort();
  return summary;
}

/** The summary as lines for the operator. */
export function summaryLines(s: CopySummary): string[] {
  const lines = [
    `files: ${s.files}; copied ${s.copied}, already there ${s.alreadyThere}${s.replaced ? `, replaced ${s.replaced}` : ''}`,
    `verified (SHA-256 read back): ${s.verified} of ${s.files}; listed in the bucket: ${s.listed} of ${s.files}` +
      (s.onlyInBucket ? `; ${s.onlyInBucket} other objects in the bucket` : ''),
  ];
  for (const key of s.different)
    lines.push(`DIFFERENT in the bucket (left as it is; --replace-different replaces it): ${key}`);
  for (const key of s.mismatched) lines.push(`MISMATCH (read back, the SHA-256 differs): ${key}`);
  for (const key of s.missing) lines.push(`MISSING in the bucket: ${key}`);
  for (const key of s.ignored) lines.push(`ignored (not a stored file): ${key}`);
  lines.push(
    isComplete(s)
      ? 'complete: every file is in the bucket with the same bytes'
      : 'NOT complete: see the lines above',
  );
  return lines;
}

/** The command: its exit code (0 complete, 1 not complete, 2 could not run). */
export async function runCopyCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  write: (line: string) => void,
): Promise<number> {
  try {
    const config = loadConfig(env);
    if (config.storage.kind !== 's3')
      throw new ConfigError('set STORAGE=s3 and the S3_* variables of the bucket to copy into');
    const fromIndex = argv.indexOf('--from');
    const from = path.resolve(
      fromIndex >= 0 && argv[fromIndex + 1] ? argv[fromIndex + 1]! : path.join(config.dataDir, 'files'),
    );
    if (config.dataDir === ':memory:' && fromIndex < 0)
      throw new ConfigError('DATA_DIR=:memory: has no files on disk; name the folder with --from');
    if (!existsSync(from) || !statSync(from).isDirectory())
      throw new ConfigError(`${from} is no folder: set DATA_DIR, or name the store's folder with --from`);
    const to = s3Storage(config.storage);
    await to.check();
    const summary = await copyToS3({
      from,
      to,
      replaceDifferent: argv.includes('--replace-different'),
      log: write,
    });
    for (const line of summaryLines(summary)) write(line);
    return isComplete(summary) ? 0 : 1;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof StorageUnavailableError) {
      write(`storage:copy-to-s3: ${error.message}`);
      return 2;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runCopyCommand(process.argv.slice(2), process.env, (line) => console.log(line));
}
