import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Of } from '../../server/core/s3Storage';
import { diskStorage } from '../../server/core/storage';
import { runCopyCommand } from '../../server/tools/copyToS3';
import { startS3Server, type S3TestServer } from '../support/s3Server';

/** `npm run storage:copy-to-s3`: a local store into a bucket, verified object by object. */
describe('copying the local store into a bucket', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'immodesk-copy-'));
  const files = path.join(dataDir, 'files');
  let s3: S3TestServer;
  let env: NodeJS.ProcessEnv;
  let bucket: string;
  const STORED = {
    '1/2026-05/0123456789abcdef0123456789abcdef.pdf': ['%PDF-1.4 Grundriss', 'application/pdf'],
    '1/2026-05/0123456789abcdef0123456789abcdef_thumb.jpg': ['JPEG klein', 'image/jpeg'],
    '2/2026-06/fedcba9876543210fedcba9876543210.png': ['PNG Logo', 'image/png'],
    'exports/report_1.xlsx': [
      'PK Tabelle',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
  } as const;
  const PDF_KEY = '1/2026-05/0123456789abcdef0123456789abcdef.pdf';
  const PNG_KEY = '2/2026-06/fedcba9876543210fedcba9876543210.png';

  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runCopyCommand(argv, env, (line) => lines.push(line));
    return { code, text: lines.join('\n') };
  };
  const objectOf = async (key: string) => {
    const found = await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return { text: await found.Body!.transformToString(), type: found.ContentType };
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    const settings = await s3.newBucket();
    bucket = settings.bucket;
    env = {
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    };
    const store = diskStorage(files);
    for (const [key, [text, contentType]] of Object.entries(STORED))
      await store.put(key, Buffer.from(text), { contentType });
    // what an interrupted write leaves behind is no stored file
    writeFileSync(path.join(files, '1', '2026-05', 'halb.pdf.0a1b2c3d4e5f.tmp'), 'halb');
  });
  afterAll(async () => {
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every file with its type, reads each back by SHA-256, and says so', async () => {
    const { code, text } = await run();
    expect(code).toBe(0);
    expect(text).toContain(`4 files in ${files}, to the bucket "${bucket}"`);
    expect(text).toContain('copying: 4/4');
    expect(text).toContain('verifying: 4/4');
    expect(text).toContain('files: 4; copied 4, already there 0');
    expect(text).toContain('verified (SHA-256 read back): 4 of 4; listed in the bucket: 4 of 4');
    expect(text).toContain('ignored (not a stored file): 1/2026-05/halb.pdf.0a1b2c3d4e5f.tmp');
    expect(text).toContain('complete: every file is in the bucket with the same bytes');
    for (const [key, [content, contentType]] of Object.entries(STORED))
      expect(await objectOf(key)).toEqual({ text: content, type: contentType });
  });

  it('copies nothing again when run again, and still verifies everything', async () => {
    const { code, text } = await run();
    expect(code).toBe(0);
    expect(text).toContain('files: 4; copied 0, already there 4');
    expect(text).toContain('verified (SHA-256 read back): 4 of 4');
  });

  it('finds an object changed in the bucket, even one that still carries the original checksum', async () => {
    // bytes changed behind the checksum recorded beside them
    await s3.client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: PDF_KEY,
        Body: Buffer.from('%PDF-1.4 Grundrisz'), // as long as the file
        Metadata: { sha256: sha256Of(Buffer.from(STORED[PDF_KEY][0])) },
      }),
    );
    // and an object replaced outright
    await s3.client.send(new PutObjectCommand({ Bucket: bucket, Key: PNG_KEY, Body: Buffer.from('fremd') }));
    const { code, text } = await run();
    expect(code).toBe(1);
    expect(text).toContain(`MISMATCH (read back, the SHA-256 differs): ${PDF_KEY}`);
    expect(text).toContain(
      `DIFFERENT in the bucket (left as it is; --replace-different replaces it): ${PNG_KEY}`,
    );
    expect(text).toContain('verified (SHA-256 read back): 2 of 4');
    expect(text).toContain('NOT complete');
    expect((await objectOf(PNG_KEY)).text).toBe('fremd');
  });

  it('copies a file whose object is gone again, and replaces a different one when told', async () => {
    await s3.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: PDF_KEY }));
    const { code, text } = await run('--replace-different');
    expect(code).toBe(0);
    expect(text).toContain('files: 4; copied 1, already there 2, replaced 1');
    expect(text).toContain('verified (SHA-256 read back): 4 of 4; listed in the bucket: 4 of 4');
    expect((await objectOf(PNG_KEY)).text).toBe('PNG Logo');
    expect((await objectOf(PDF_KEY)).text).toBe(STORED[PDF_KEY][0]);
  });

  it('refuses to run without a bucket to copy into, or without a store to copy from', async () => {
    env = { ...env, STORAGE: '' };
    expect(await run()).toEqual({
      code: 2,
      text: 'storage:copy-to-s3: set STORAGE=s3 and the S3_* variables of the bucket to copy into',
    });
    env = { ...env, STORAGE: 's3' };
    const nowhere = path.join(dataDir, 'nothing-here');
    expect((await run('--from', nowhere)).text).toContain(`${nowhere} is no folder`);
    const wrong = await runCopyCommand([], { ...env, S3_BUCKET: 'no-such-bucket' }, () => {});
    expect(wrong).toBe(2);
  });

  it('exits with its code as a command (npm run storage:copy-to-s3)', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/tools/copyToS3.ts'], {
      env: { ...process.env, ...env, S3_BUCKET: 'no-such-bucket' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(output).toContain('the bucket "no-such-bucket" does not exist');
    expect(code).toBe(2);
  });
});
