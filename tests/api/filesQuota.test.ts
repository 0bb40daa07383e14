import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/core/config';
import { storageFor } from '../../server/core/storage';
import type { UploadReply } from '../../server/modules/files/service';
import { fixture, multipartBody, type UploadFile } from '../fixtures/multipart';
import { Client, createTestApp, FILE_RUNS, type TestApp } from './harness';
import { picture, uploadFiles, uploadImages } from './objectMediaSupport';

const PDF = fixture('plan.pdf');
const MB = 1024 * 1024;

interface StorageReply {
  usedBytes: number;
  quotaBytes: number;
  ratePerHourBytes: number;
}

describe('upload limits in the configuration', () => {
  it('default to 5120 MB per project and 1024 MB per person and hour, and read UPLOAD_*', () => {
    const defaults = loadConfig({});
    expect(defaults.uploadQuotaBytes).toBe(5120 * MB);
    expect(defaults.uploadRateBytesPerHour).toBe(1024 * MB);
    const set = loadConfig({ UPLOAD_QUOTA_MB: '10', UPLOAD_RATE_MB_PER_HOUR: '2' });
    expect(set.uploadQuotaBytes).toBe(10 * MB);
    expect(set.uploadRateBytesPerHour).toBe(2 * MB);
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: '0' })).toThrow(/UPLOAD_QUOTA_MB/);
  });
});

describe.each(FILE_RUNS)('upload quota and hourly amount, files in %s (%s)', (fileStore, dialect) => {
  let t: TestApp;
  let admin: Client;
  let user: Client;
  let superuser: Client;
  let stored: string[] = [];

  const rows = async () => (await t.database.db.selectFrom('uploaded_files').select('id').execute()).length;
  const usage = async () => {
    const res = await admin.get('/api/v1/settings/storage');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StorageReply>();
  };
  const remove = (client: Client, keys: string[]) => client.post('/api/v1/remove-files', { files: keys });
  const keysOf = (res: LightMyRequestResponse) => res.json<UploadReply>().uploaded.map((u) => u.key);

  /** Every key put into storage during the request is gone again and no row was written. */
  async function expectNothingKept(send: () => Promise<LightMyRequestResponse>) {
    const before = await rows();
    stored = [];
    const res = await send();
    expect(await rows()).toBe(before);
    expect(stored.length).toBeGreaterThan(0);
    for (const key of stored) expect(await storageFor(t.config).exists(key), key).toBe(false);
    return res;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, fileStore);
    admin = await Client.login(t.app, 'demo.admin');
    user = await Client.login(t.app, 'demo.user');
    superuser = await Client.login(t.app, 'demo.superuser');
    const storage = storageFor(t.config);
    const put = storage.put.bind(storage);
    vi.spyOn(storage, 'put').mockImplementation(async (key, bytes, meta) => {
      stored.push(key);
      return put(key, bytes, meta);
    });
  });
  afterEach(() => {
    t.config.uploadQuotaBytes = 5120 * MB;
    t.config.uploadRateBytesPerHour = 1024 * MB;
  });
  afterAll(() => t.close());

  it('shows an admin what the project stores, its quota and the hourly amount, and no one else', async () => {
    const before = await usage();
    expect(before).toEqual({
      usedBytes: expect.any(Number),
      quotaBytes: 5120 * MB,
      ratePerHourBytes: 1024 * MB,
    });
    expect((await uploadFiles(admin, [{ name: 'plan.pdf', bytes: PDF }])).statusCode).toBe(200);
    expect((await usage()).usedBytes).toBe(before.usedBytes + PDF.length);
    expect((await user.get('/api/v1/settings/storage')).statusCode).toBe(403);
  });

  it('refuses an upload past the project quota with 413, keeps none of its files, and takes one that fits', async () => {
    const { usedBytes } = await usage();
    t.config.uploadQuotaBytes = usedBytes + PDF.length + 10;
    const res = await expectNothingKept(() =>
      uploadFiles(admin, [
        { name: 'erster.pdf', bytes: PDF },
        { name: 'zweiter.pdf', bytes: PDF },
      ]),
    );
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ messageKey: 'upload_quota_exceeded' });
    expect(res.json<{ message: string }>().message).toMatch(/Speicherplatz des Projekts/);

    const one = await uploadFiles(admin, [{ name: 'erster.pdf', bytes: PDF }]);
    expect(one.statusCode, one.body).toBe(200);
    expect((await uploadFiles(admin, [{ name: 'dritter.pdf', bytes: PDF }])).statusCode).toBe(413);
    // removing a file makes room again
    expect((await remove(admin, keysOf(one))).statusCode).toBe(200);
    expect((await uploadFiles(admin, [{ name: 'dritter.pdf', bytes: PDF }])).statusCode).toBe(200);
  });

  it('applies the quota to object images too', async () => {
    const { usedBytes } = await usage();
    t.config.uploadQuotaBytes = usedBytes + 10;
    const res = await uploadImages(admin, [{ name: 'bild.jpg', bytes: await picture(400, 300) }]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ messageKey: 'upload_quota_exceeded' });
  });

  it('refuses a person past the hourly amount with 429 and Retry-After; removing files does not reset it', async () => {
    t.config.uploadRateBytesPerHour = Math.floor(PDF.length * 3.5);
    const first = await uploadFiles(user, [
      { name: 'a.pdf', bytes: PDF },
      { name: 'b.pdf', bytes: PDF },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const second: UploadFile[] = [
      { name: 'c.pdf', bytes: PDF },
      { name: 'd.pdf', bytes: PDF },
    ];
    const res = await expectNothingKept(() => uploadFiles(user, second));
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toMatchObject({ messageKey: 'upload_rate_exceeded' });
    expect(res.json<{ message: string }>().message).toMatch(/pro Stunde/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    expect((await remove(user, keysOf(first))).statusCode).toBe(200);
    expect((await uploadFiles(user, second)).statusCode).toBe(429);
    // someone else still may
    expect((await uploadFiles(superuser, [{ name: 'c.pdf', bytes: PDF }])).statusCode).toBe(200);
  });

  it('answers the refusal in the language of the path', async () => {
    const { usedBytes } = await usage();
    t.config.uploadQuotaBytes = usedBytes;
    const res = await admin.request({
      method: 'POST',
      url: '/fr/api/v1/upload-files',
      ...multipartBody([{ name: 'plan.pdf', bytes: PDF }]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toMatch(/espace de stockage/);
  });
});
