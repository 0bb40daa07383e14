import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3StorageSettings } from './config';
import type { Storage, StoredMeta } from './storage';
import { checkedKey } from './storageKeys';

/** The metadata field that holds an object's SHA-256 (hex): `x-amz-meta-sha256`. */
export const SHA256_META = 'sha256';

/** An object store that cannot be used as configured; the message tells the operator what to check. */
export class StorageUnavailableError extends Error {}

type S3Module = typeof import('@aws-sdk/client-s3');

let sdk: Promise<S3Module> | null = null;
/** The SDK is loaded when a bucket is first used: a disk installation never loads it. */
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

/** The client options of the settings (README, "Running more than one node"). */
export function s3ClientOptions(settings: S3StorageSettings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // checksums only where S3 requires them: many on-premise stores do not know the newer
    // checksum headers; a put carries its Content-MD5, which every store checks
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
  };
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const isNotFound = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
};

/** Where the settings point, for messages: the endpoint, or Amazon S3 and the region. */
export function s3Where(settings: S3StorageSettings): string {
  return settings.endpoint ?? `Amazon S3 (${settings.region})`;
}

/** An operator's sentence for a failed look at the bucket. */
export function explainS3Error(settings: S3StorageSettings, error: unknown): string {
  const where = s3Where(settings);
  const bucket = `the bucket "${settings.bucket}"`;
  const code = (error as { code?: string }).code ?? (error as { name?: string }).name ?? '';
  const status = statusOf(error);
  if (status === 404 || code === 'NoSuchBucket' || code === 'NotFound')
    return `S3 storage: ${bucket} does not exist at ${where}; create it or correct S3_BUCKET`;
  if (status === 403 || code === 'InvalidAccessKeyId' || code === 'SignatureDoesNotMatch')
    return `S3 storage: ${where} refused access to ${bucket} (${status ?? code}); check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the key's rights on the bucket`;
  if (status === 301 || code === 'PermanentRedirect' || code === 'AuthorizationHeaderMalformed')
    return `S3 storage: ${bucket} is in another region than S3_REGION "${settings.region}"; set S3_REGION to the bucket's region`;
  if (['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'TimeoutError'].includes(code))
    return `S3 storage: cannot reach ${where} (${code}); check S3_ENDPOINT and that the store is running and reachable from this machine`;
  const message = error instanceof Error ? error.message : String(error);
  return `S3 storage: ${bucket} at ${where} could not be used: ${code ? `${code}: ` : ''}${message}`;
}

export interface S3Storage extends Storage {
  readonly settings: S3StorageSettings;
  /** the client, for tools (the copy command) that list and inspect the bucket */
  client(): Promise<S3Client>;
  /** whether the bucket answers with these credentials; throws StorageUnavailableError when not */
  check(): Promise<void>;
}

/** The hex SHA-256 of some bytes. */
export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Files as objects of one bucket, under their storage key. A put is one PutObject request: the
 * store makes the object visible under its key only once all its bytes arrived and matched their
 * Content-MD5, so a reader never sees half an object and a failed write leaves the former one (or
 * none). Downloads are read through the app (no bucket URL is given out).
 */
export function s3Storage(settings: S3StorageSettings): S3Storage {
  let made: Promise<{ client: S3Client; sdk: S3Module }> | null = null;
  const connect = () =>
    (made ??= loadSdk().then((loaded) => ({
      sdk: loaded,
      client: new loaded.S3Client(s3ClientOptions(settings)),
    })));
  const Bucket = settings.bucket;

  async function getObject(key: string) {
    const { client, sdk: s3 } = await connect();
    try {
      return await client.send(new s3.GetObjectCommand({ Bucket, Key: checkedKey(key) }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }
  const metaOf = (contentType: string | undefined): StoredMeta => ({
    contentType: contentType ?? 'application/octet-stream',
  });

  return {
    settings,
    client: async () => (await connect()).client,
    async put(key, bytes, meta) {
      const Key = checkedKey(key);
      const { client, sdk: s3 } = await connect();
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: meta.contentType,
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
          Metadata: { [SHA256_META]: sha256Of(bytes) },
        }),
      );
    },
    async get(key) {
      const found = await getObject(key);
      if (!found?.Body) return null;
      const bytes = Buffer.from(await found.Body.transformToByteArray());
      return { bytes, meta: metaOf(found.ContentType) };
    },
    async open(key) {
      const found = await getObject(key);
      if (!found?.Body) return null;
      const meta = metaOf(found.ContentType);
      if (found.Body instanceof Readable && found.ContentLength !== undefined)
        return { body: found.Body, size: found.ContentLength, meta };
      // a store that names no length (or a body that is no Node stream): read whole, then sent
      const bytes = Buffer.from(await found.Body.transformToByteArray());
      return { body: Readable.from([bytes]), size: bytes.length, meta };
    },
    async delete(key) {
      const Key = checkedKey(key);
      const { client, sdk: s3 } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key }));
    },
    async exists(key) {
      const Key = checkedKey(key);
      const { client, sdk: s3 } = await connect();
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async check() {
      const { client, sdk: s3 } = await connect();
      try {
        await client.send(new s3.HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new StorageUnavailableError(explainS3Error(settings, error));
      }
    },
  };
}
