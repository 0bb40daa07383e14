import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMediaLink, signedMediaPath } from '../../server/modules/files/mediaLinks';
import type { UploadedFileReply, UploadReply } from '../../server/modules/files/service';
import { fixture, multipartBody, type UploadFile } from '../fixtures/multipart';
import { Client, createTestApp, FILE_RUNS, type TestApp } from './harness';

const PDF = fixture('plan.pdf');
const PNG = fixture('logo.png');
const DOCX = fixture('vertrag.docx');
const HOUR = 60 * 60 * 1000;

describe.each(FILE_RUNS)('serve-media-files, files in %s (%s)', (fileStore, dialect) => {
  let t: TestApp;
  let admin: Client;
  let beta: Client;
  let pdf: UploadedFileReply;
  let png: UploadedFileReply;
  let docx: UploadedFileReply;
  let betaFile: UploadedFileReply;
  let rentId: number;

  async function upload(client: Client, files: UploadFile[]): Promise<UploadedFileReply[]> {
    const { payload, headers } = multipartBody(files);
    const res = await client.request({ method: 'POST', url: '/api/v1/upload-files', payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<UploadReply>().uploaded;
  }

  const anonymous = (tenant = 'rent') => new Client(t.app, null, tenant);
  const sign = (key: string, expiresAt: Date, projectId = rentId) =>
    signedMediaPath(t.database.db, projectId, key, expiresAt);

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, fileStore);
    admin = await Client.login(t.app, 'demo.admin');
    beta = await Client.login(t.app, 'beta.admin', 'beta');
    rentId = await t.projectId('rent');
    const files = await upload(admin, [
      { name: 'Grundriss «Bern» 3½ Zimmer.pdf', bytes: PDF },
      { name: 'logo.png', bytes: PNG },
      { name: 'vertrag.docx', bytes: DOCX },
    ]);
    expect(files).toHaveLength(3);
    [pdf, png, docx] = files as [UploadedFileReply, UploadedFileReply, UploadedFileReply];
    betaFile = (await upload(beta, [{ name: 'beta.pdf', bytes: PDF }]))[0]!;
  });
  afterAll(() => t.close());

  describe('with a session', () => {
    it('serves the bytes with the recognised type, the original name and nosniff', async () => {
      const res = await admin.get(pdf.url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Grundriss Bern 3 Zimmer.pdf"; filename*=UTF-8''${encodeURIComponent(pdf.name)}`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('shows images inline and offers PDFs and Office files as a download, all sandboxed', async () => {
      const image = await admin.get(png.url);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-disposition']).toMatch(/^inline; /);
      expect(image.headers['content-security-policy']).toContain('sandbox');
      const word = await admin.get(docx.url);
      expect(word.headers['content-disposition']).toMatch(/^attachment; filename="vertrag.docx"/);
      expect(word.headers['content-security-policy']).toContain('sandbox');
      const document = await admin.get(pdf.url);
      expect(document.headers['content-disposition']).toMatch(/^attachment; /);
      expect(document.headers['content-security-policy']).toMatch(/(^|; )sandbox(;|$)/);
    });

    it("hands out the app's own address only and sends the file through it, with its length", async () => {
      // with files in S3 too: no bucket address and no redirect to the store
      for (const file of [pdf, png, docx]) expect(file.url).toMatch(/^\/serve-media-files\?url=[^:]*$/);
      const res = await admin.get(docx.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBe(String(DOCX.length));
      expect(res.rawPayload.equals(DOCX)).toBe(true);
    });

    it('answers under a language prefix too', async () => {
      expect((await admin.get(`/fr${pdf.url}`)).statusCode).toBe(200);
    });

    it('answers 401 without a session and says nothing about the file', async () => {
      const res = await anonymous().get(pdf.url);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/json');
      expect(
        (await anonymous().get('/serve-media-files?url=1/2026-01/00000000000000000000000000000000.pdf'))
          .statusCode,
      ).toBe(401);
    });

    it("refuses another organisation's session with 403 on our project and 404 on its own", async () => {
      expect((await beta.inTenant('rent').get(pdf.url)).statusCode).toBe(403);
      const own = await beta.get(pdf.url);
      expect(own.statusCode).toBe(404);
      expect(own.json().messageKey).toBe('file_not_found');
      expect((await beta.get(betaFile.url)).statusCode).toBe(200);
    });

    it('does not serve a file of one project on another project of the same organisation', async () => {
      const res = await admin.inTenant('verkauf').get(pdf.url);
      expect(res.statusCode).toBe(404);
    });

    it('answers 404 to keys that do not exist or are not keys, and 400 without url', async () => {
      for (const url of [
        '1/2026-01/00000000000000000000000000000000.pdf',
        '../../../etc/passwd',
        `${pdf.key}/../../app.db`,
        '%2e%2e/%2e%2e/app.db',
      ]) {
        expect((await admin.get('/serve-media-files', { url })).statusCode, url).toBe(404);
      }
      expect((await admin.get('/serve-media-files')).statusCode).toBe(400);
    });
  });

  describe('through a signed link', () => {
    it('serves the file without a session until the link expires', async () => {
      const path = await sign(pdf.key, new Date(Date.now() + HOUR));
      expect(path).toMatch(/^\/serve-media-files\?url=[^&]+&expires=\d+&sig=[A-Za-z0-9_-]{43}$/);
      const res = await anonymous().get(path);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['cache-control']).toBe('private, max-age=300');
    });

    it('refuses an expired link with media_link_expired', async () => {
      const res = await anonymous().get(await sign(pdf.key, new Date(Date.now() - 1000)));
      expect(res.statusCode).toBe(403);
      expect(res.json().messageKey).toBe('media_link_expired');
    });

    it('refuses a tampered signature, expiry or file with media_link_invalid', async () => {
      const path = await sign(pdf.key, new Date(Date.now() + HOUR));
      const url = new URL(path, 'http://localhost');
      const sig = url.searchParams.get('sig')!;
      const tampered = [
        path.replace(/sig=.*/, `sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`),
        path.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 3600}`),
        path.replace(pdf.key, png.key),
        path.replace(/&sig=.*/, ''),
        path.replace(/&expires=\d+/, ''),
        path.replace(/sig=.*/, 'sig=short'),
      ];
      for (const bad of tampered) {
        const res = await anonymous().get(bad);
        expect(res.statusCode, bad).toBe(403);
        expect(res.json().messageKey, bad).toBe('media_link_invalid');
      }
    });

    it("does not open a file through another project's host, nor another project's file", async () => {
      const rentLink = await sign(pdf.key, new Date(Date.now() + HOUR));
      expect((await anonymous('beta').get(rentLink)).statusCode).toBe(403);
      const betaId = await t.projectId('beta');
      // a link signed for the beta project cannot name a file of rent
      const crossed = await sign(pdf.key, new Date(Date.now() + HOUR), betaId);
      expect((await anonymous('beta').get(crossed)).statusCode).toBe(404);
      expect((await anonymous('rent').get(crossed)).statusCode).toBe(403);
    });

    it('checks with the one key kept in the database, so every node accepts the same links', async () => {
      const path = await sign(pdf.key, new Date(Date.now() + HOUR));
      const { expires, sig } = Object.fromEntries(new URL(path, 'http://x').searchParams);
      const keys = await t.database.db.selectFrom('signing_keys').selectAll().execute();
      expect(keys.map((k) => k.name)).toEqual(['media_links']);
      expect(await checkMediaLink(t.database.db, rentId, pdf.key, expires!, sig!)).toBe('valid');
      expect(
        await checkMediaLink(t.database.db, rentId, pdf.key, expires!, sig!, Number(expires) * 1000),
      ).toBe('expired');
    });
  });
});
