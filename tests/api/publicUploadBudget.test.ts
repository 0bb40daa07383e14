import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PublicApplicationCreated } from '../../schema/api/applicationForms';
import { loadConfig } from '../../server/core/config';
import { storageUsed } from '../../server/modules/files/quota';
import { fixture, multipartBody, type UploadFile } from '../fixtures/multipart';
import { Client, createTestApp, FILE_RUNS, type TestApp } from './harness';
import { uploadFiles } from './objectMediaSupport';
import { openObjects, validApplication } from './publicApplicationSupport';

const PDF = fixture('plan.pdf');
const MB = 1024 * 1024;

describe('public upload limits in the configuration', () => {
  it('default to 200 MB per application, 500 MB per address and hour and a 10% staff reserve', () => {
    const defaults = loadConfig({});
    expect(defaults.publicUploadBytesPerApplication).toBe(200 * MB);
    expect(defaults.publicUploadBytesPerAddressPerHour).toBe(500 * MB);
    expect(defaults.uploadStaffReservePercent).toBe(10);
    const set = loadConfig({
      PUBLIC_UPLOAD_MB_PER_APPLICATION: '50',
      PUBLIC_UPLOAD_MB_PER_ADDRESS_PER_HOUR: '80',
      UPLOAD_STAFF_RESERVE_PERCENT: '25',
    });
    expect(set.publicUploadBytesPerApplication).toBe(50 * MB);
    expect(set.publicUploadBytesPerAddressPerHour).toBe(80 * MB);
    expect(set.uploadStaffReservePercent).toBe(25);
    expect(() => loadConfig({ UPLOAD_STAFF_RESERVE_PERCENT: '95' })).toThrow(/UPLOAD_STAFF_RESERVE_PERCENT/);
  });
});

describe.each(FILE_RUNS)('public upload budget, files in %s (%s)', (fileStore, dialect) => {
  let t: TestApp;
  let projectId: number;
  let uuid: string;
  let admin: Client;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, fileStore);
    projectId = await t.projectId('rent');
    const open = await openObjects(t.database.db, projectId).orderBy('id').executeTakeFirstOrThrow();
    uuid = open.public_id;
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterEach(() => {
    const defaults = loadConfig({});
    t.config.uploadQuotaBytes = defaults.uploadQuotaBytes;
    t.config.uploadStaffReservePercent = defaults.uploadStaffReservePercent;
    t.config.publicUploadBytesPerApplication = defaults.publicUploadBytesPerApplication;
    t.config.publicUploadBytesPerAddressPerHour = defaults.publicUploadBytesPerAddressPerHour;
  });
  afterAll(() => t.close());

  const nextAddress = () => `10.2.${Math.floor(++address / 250)}.${address % 250}`;
  const apply = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/applications/new',
      remoteAddress: nextAddress(),
      headers: { 'tenant-name': 'rent' },
      payload: validApplication(uuid),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PublicApplicationCreated>();
  };
  const uploadTo = (created: PublicApplicationCreated, files: UploadFile[], remoteAddress: string) => {
    const { payload, headers } = multipartBody(files, { category: 'salary_slip' });
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/product-form/${created.formId}/update/${created.slug}/${created.token}/documents`,
      payload,
      remoteAddress,
      headers: { ...headers, 'tenant-name': 'rent' },
    });
  };
  const pdfs = (n: number, prefix = 'lohn'): UploadFile[] =>
    Array.from({ length: n }, (_, i) => ({ name: `${prefix}-${i}.pdf`, bytes: PDF }));
  const documentCount = async (created: PublicApplicationCreated) =>
    (
      await t.database.db
        .selectFrom('application_documents')
        .innerJoin('applications', 'applications.id', 'application_documents.application_id')
        .select('application_documents.id')
        .where('applications.slug', '=', created.slug)
        .execute()
    ).length;
  const staffUpload = async () => {
    const res = await uploadFiles(admin, [{ name: 'grundriss.pdf', bytes: PDF }]);
    expect(res.statusCode, res.body).toBe(200);
  };

  it('refuses documents past the application’s budget with 413 and a message, while staff still upload', async () => {
    t.config.publicUploadBytesPerApplication = PDF.length * 3;
    const created = await apply();
    const here = nextAddress();
    expect((await uploadTo(created, pdfs(2), here)).statusCode).toBe(200);
    const over = await uploadTo(created, pdfs(2, 'mehr'), here);
    expect(over.statusCode, over.body).toBe(413);
    expect(over.json()).toMatchObject({ messageKey: 'application_upload_budget_exceeded' });
    expect(over.json<{ message: string }>().message).toMatch(/je Bewerbung sind höchstens .* MB möglich/);
    expect(over.json<{ message: string }>().message).toMatch(/Es wurde nichts hochgeladen/);
    // nothing of the refused request is kept, one that fits still is
    expect(await documentCount(created)).toBe(2);
    expect((await uploadTo(created, pdfs(1, 'letzte'), here)).statusCode).toBe(200);
    expect((await uploadTo(created, pdfs(1, 'zuviel'), here)).statusCode).toBe(413);
    expect(await documentCount(created)).toBe(3);
    // another application of the same project has its own budget
    expect((await uploadTo(await apply(), pdfs(1), nextAddress())).statusCode).toBe(200);
    await staffUpload();
  });

  it('refuses an address past its hourly amount with 429 and Retry-After, across applications; another address may', async () => {
    t.config.publicUploadBytesPerAddressPerHour = Math.floor(PDF.length * 4.5);
    const here = nextAddress();
    const first = await apply();
    const second = await apply();
    expect((await uploadTo(first, pdfs(2), here)).statusCode).toBe(200);
    expect((await uploadTo(second, pdfs(2), here)).statusCode).toBe(200);
    const over = await uploadTo(second, pdfs(1, 'fuenfte'), here);
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json()).toMatchObject({ messageKey: 'application_upload_rate_exceeded' });
    expect(over.json<{ message: string }>().message).toMatch(/in \d+ Minuten erneut/);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await documentCount(second)).toBe(2);
    // a removed document does not give the amount back
    const files = await t.database.db
      .selectFrom('uploaded_files')
      .select('id')
      .where('original_name', '=', 'lohn-0.pdf')
      .execute();
    await t.database.db
      .deleteFrom('application_documents')
      .where(
        'file_id',
        'in',
        files.map((f) => f.id),
      )
      .execute();
    expect((await uploadTo(first, pdfs(1, 'wieder'), here)).statusCode).toBe(429);
    expect((await uploadTo(first, pdfs(1, 'andere'), nextAddress())).statusCode).toBe(200);
    await staffUpload();
  });

  it('keeps the staff reserve of the quota free of public uploads', async () => {
    const used = await storageUsed(t.database.db, projectId);
    // half of the quota kept for staff; the public half has room for exactly one more document
    t.config.uploadStaffReservePercent = 50;
    t.config.uploadQuotaBytes = 2 * (used + Math.floor(PDF.length * 1.5));
    const created = await apply();
    const here = nextAddress();
    expect((await uploadTo(created, pdfs(1), here)).statusCode).toBe(200);
    const full = await uploadTo(created, pdfs(1, 'voll'), here);
    expect(full.statusCode, full.body).toBe(413);
    expect(full.json()).toMatchObject({ messageKey: 'application_upload_storage_full' });
    expect(full.json<{ message: string }>().message).toMatch(/Ihre Bewerbung bleibt gespeichert/);
    // staff use the reserve
    await staffUpload();
    await staffUpload();
    expect(await storageUsed(t.database.db, projectId)).toBeGreaterThan(t.config.uploadQuotaBytes / 2);
  });

  it('stops a flood of documents from one address long before the project is full, and staff still upload', async () => {
    t.config.publicUploadBytesPerApplication = PDF.length * 4;
    t.config.publicUploadBytesPerAddressPerHour = PDF.length * 10;
    const here = nextAddress();
    const before = await storageUsed(t.database.db, projectId);
    let refused = 0;
    for (let a = 0; a < 3; a += 1) {
      const created = await apply();
      for (let i = 0; i < 6; i += 1) {
        const res = await uploadTo(created, pdfs(1, `flut-${a}`), here);
        if (res.statusCode !== 200) {
          expect([413, 429]).toContain(res.statusCode);
          refused += 1;
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
    // 3 x 6 documents sent; the address's 10 are stored, the application's 4 never passed
    expect((await storageUsed(t.database.db, projectId)) - before).toBe(PDF.length * 10);
    await staffUpload();
  });
});
