import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../../server/core/config';
import { s3ClientOptions } from '../../server/core/s3Storage';

// the SDK's notice that its releases from 2027 need Node 22 is for operators, not for test output
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** s3rver's fixed keys */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  /** http://127.0.0.1:port */
  endpoint: string;
  /** settings of a bucket on this server (not made: see `newBucket`) */
  settingsOf(bucket: string): S3StorageSettings;
  /** makes an empty bucket with a fresh name and gives its settings */
  newBucket(): Promise<S3StorageSettings>;
  /** a client with the server's keys, for looking at or changing objects behind the app's back */
  client: S3Client;
  close(): Promise<void>;
}

/**
 * A local S3 server (s3rver) on loopback, on a free port, keeping its objects in a temporary
 * folder that is removed when it closes.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'immodesk-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settingsOf = (bucket: string): S3StorageSettings => ({
    kind: 's3',
    bucket,
    endpoint,
    region: 'us-east-1',
    credentials: CREDENTIALS,
    forcePathStyle: true,
  });
  const client = new S3Client(s3ClientOptions(settingsOf('any')));
  return {
    endpoint,
    settingsOf,
    client,
    async newBucket() {
      const bucket = `test-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return settingsOf(bucket);
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

let shared: { server: Promise<S3TestServer>; users: number } | null = null;

/**
 * One s3rver for the test apps of a worker that are open at a time: the first `acquire` starts
 * it, the last `release` stops it (test files of a worker share their modules, see vite.config.ts).
 */
export async function acquireS3Server(): Promise<S3TestServer> {
  shared ??= { server: startS3Server(), users: 0 };
  shared.users += 1;
  return shared.server;
}

export async function releaseS3Server(): Promise<void> {
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  const { server } = shared;
  shared = null;
  await (await server).close();
}
