import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoveReply, UploadReply } from '../../server/modules/files/service';
import { fixture, multipartBody, type UploadFile } from '../fixtures/multipart';
import { Client, createTestApp, FILE_RUNS, type TestApp } from './harness';
import { fileRow, storedFile, uploadFiles } from './objectMediaSupport';
import { auditOf } from './objectsSupport';

const UPLOAD = '/api/v1/upload-files';
const REMOVE = '/api/v1/remove-files';
const PNG = fixture('logo.png');
const PDF = fixture('plan.pdf');

/** `n` bytes that start like a PDF. */
const pdfOfSize = (n: number) => {
  const bytes = Buffer.alloc(n, 0x20);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  return bytes;
};

function uploadReply(res: LightMyRequestResponse, status = 200): UploadReply {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<UploadReply>();
}

describe.each(FILE_RUNS)('uploads and removal, files in %s (%s)', (fileStore, dialect) => {
  let t: TestApp;
  let admin: Client;
  let user: Client;
  let marketer: Client;
  let beta: Client;

  const rows = async (slug = 'rent') =>
    t.database.db
      .selectFrom('uploaded_files')
      .selectAll()
      .where('project_id', '=', await t.projectId(slug))
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, fileStore);
    admin = await Client.login(t.app, 'demo.admin');
    user = await Client.login(t.app, 'demo.user');
    marketer = await Client.login(t.app, 'demo.marketer');
    beta = await Client.login(t.app, 'beta.admin', 'beta');
  });
  afterAll(() => t.close());

  describe('upload-files', () => {
    it('stores a real file of each allowed type with its recognised type, a row and an audit entry', async () => {
      const files: UploadFile[] = [
        { name: 'Grundriss 3½ Zimmer.pdf', bytes: PDF, type: 'application/pdf' },
        { name: 'foto.jpg', bytes: fixture('foto.jpg') },
        { name: 'foto.JPEG', bytes: fixture('foto.jpg') },
        { name: 'logo.png', bytes: PNG },
        { name: 'vertrag.docx', bytes: fixture('vertrag.docx') },
        { name: 'mieterliste.xlsx', bytes: fixture('mieterliste.xlsx') },
      ];
      const reply = uploadReply(await uploadFiles(admin, files));
      expect(reply.status).toBe('success');
      expect(reply.errors).toEqual([]);
      expect(reply.message).toBeTruthy();
      expect(reply.uploaded.map((u) => [u.name, u.size])).toEqual(files.map((f) => [f.name, f.bytes.length]));

      const expectedMime = [
        'application/pdf',
        'image/jpeg',
        'image/jpeg',
        'image/png',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ];
      const adminId = (await admin.get('/api/v1/bootstrap')).json().user.id as number;
      for (const [i, item] of reply.uploaded.entries()) {
        expect(item.url).toBe(`/serve-media-files?url=${item.key}`);
        expect(item.key).toMatch(new RegExp(`^${await t.projectId('rent')}/\\d{4}-\\d{2}/[0-9a-f]{32}\\.`));
        const row = (await fileRow(t, item.key))!;
        expect(row).toMatchObject({
          original_name: files[i]!.name,
          mime: expectedMime[i],
          size: files[i]!.bytes.length,
        });
        expect(row.uploaded_by).toBe(adminId);
        expect((await storedFile(t, item.key))!.bytes.equals(files[i]!.bytes)).toBe(true);
        const [audit] = await auditOf(t, 'uploaded_files', row.id);
        expect(audit).toMatchObject({ action: 'create', user_id: adminId, before: null });
        expect(JSON.parse(audit!.after!)).toMatchObject({ original_name: files[i]!.name, size: row.size });
      }
    });

    it('refuses a Windows program renamed to .pdf and stores nothing', async () => {
      const before = (await rows()).length;
      const reply = uploadReply(
        await uploadFiles(admin, [{ name: 'rechnung.pdf', bytes: fixture('rechnung-programm.pdf') }]),
        400,
      );
      expect(reply.status).toBe('error');
      expect(reply.uploaded).toEqual([]);
      expect(reply.errors).toHaveLength(1);
      expect(reply.errors[0]).toMatchObject({
        file_names: ['rechnung.pdf'],
        messageKey: 'file_content_mismatch',
      });
      expect(reply.errors[0]!.detail).toContain('Programm');
      expect((reply as unknown as { messageKey: string }).messageKey).toBe('upload_failed');
      expect((await rows()).length).toBe(before);
    });

    it('refuses content that does not match the extension (a PNG named .pdf, a zip named .docx)', async () => {
      const zipNotWord = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100, 1)]);
      const reply = uploadReply(
        await uploadFiles(admin, [
          { name: 'bild.pdf', bytes: PNG },
          { name: 'archiv.docx', bytes: zipNotWord },
          { name: 'tabelle.xlsx', bytes: fixture('vertrag.docx') },
        ]),
        400,
      );
      expect(reply.errors).toHaveLength(3);
      for (const error of reply.errors) expect(error.messageKey).toBe('file_content_mismatch');
    });

    it('refuses an HTML page with %PDF- at offset 10 named .pdf and stores nothing', async () => {
      const before = (await rows()).length;
      const html = Buffer.from(
        '<html>    %PDF-1.4\n<script>alert(document.domain)</script></html>',
        'latin1',
      );
      expect(html.indexOf('%PDF-')).toBe(10);
      const reply = uploadReply(await uploadFiles(admin, [{ name: 'rechnung.pdf', bytes: html }]), 400);
      expect(reply.errors[0]!.messageKey).toBe('file_content_mismatch');
      expect((await rows()).length).toBe(before);
    });

    it('refuses a file over the project size limit and accepts one of exactly the limit', async () => {
      const projectId = await t.projectId('rent');
      await t.database.db
        .updateTable('projects')
        .set({ max_file_size_mb: 1 })
        .where('id', '=', projectId)
        .execute();
      try {
        const reply = uploadReply(
          await uploadFiles(admin, [
            { name: 'gross.pdf', bytes: pdfOfSize(1024 * 1024 + 1) },
            { name: 'genau.pdf', bytes: pdfOfSize(1024 * 1024) },
          ]),
        );
        expect(reply.status).toBe('partial');
        expect(reply.uploaded.map((u) => u.name)).toEqual(['genau.pdf']);
        expect(reply.errors).toEqual([
          expect.objectContaining({ file_names: ['gross.pdf'], messageKey: 'file_too_large' }),
        ]);
        expect(reply.errors[0]!.detail).toContain('1 MB');
      } finally {
        await t.database.db
          .updateTable('projects')
          .set({ max_file_size_mb: 20 })
          .where('id', '=', projectId)
          .execute();
      }
    });

    it('refuses a name of 201 characters with admin_file_name_should_not_exceed_200_chars, accepts 200', async () => {
      const name = (length: number) => `${'ä'.repeat(length - 4)}.png`;
      const reply = uploadReply(
        await uploadFiles(admin, [
          { name: name(201), bytes: PNG },
          { name: name(200), bytes: PNG },
        ]),
      );
      expect(reply.uploaded.map((u) => u.name)).toEqual([name(200)]);
      expect(reply.errors).toHaveLength(1);
      expect(reply.errors[0]).toMatchObject({
        file_names: [name(201)],
        messageKey: 'admin_file_name_should_not_exceed_200_chars',
        message: 'Der Dateiname darf höchstens 200 Zeichen lang sein.',
      });
    });

    it('stores the good files of a mixed upload and groups the refused ones by reason', async () => {
      const before = (await rows()).length;
      const reply = uploadReply(
        await uploadFiles(admin, [
          { name: 'plan.pdf', bytes: PDF },
          { name: 'setup.exe', bytes: fixture('rechnung-programm.pdf') },
          { name: 'logo.png', bytes: PNG },
          { name: 'tool.exe', bytes: fixture('rechnung-programm.pdf') },
          { name: 'leer.pdf', bytes: Buffer.alloc(0) },
        ]),
      );
      expect(reply.status).toBe('partial');
      expect(reply.uploaded.map((u) => u.name)).toEqual(['plan.pdf', 'logo.png']);
      expect(reply.errors).toEqual([
        expect.objectContaining({
          file_names: ['setup.exe', 'tool.exe'],
          messageKey: 'file_type_not_allowed',
        }),
        expect.objectContaining({ file_names: ['leer.pdf'], messageKey: 'file_empty' }),
      ]);
      expect(reply.errors[0]!.detail).toContain('pdf, jpg, jpeg, png, docx, xlsx');
      expect((await rows()).length).toBe(before + 2);
    });

    it('refuses a type the project does not allow even when its content is genuine', async () => {
      const webp = uploadReply(
        await uploadFiles(admin, [{ name: 'bild.webp', bytes: fixture('bild.webp') }]),
        400,
      );
      expect(webp.errors[0]).toMatchObject({ messageKey: 'file_type_not_allowed' });
      const projectId = await t.projectId('rent');
      const allowed = JSON.stringify(['pdf', 'webp', 'svg']);
      await t.database.db
        .updateTable('projects')
        .set({ allowed_file_types: allowed })
        .where('id', '=', projectId)
        .execute();
      try {
        expect(
          uploadReply(await uploadFiles(admin, [{ name: 'bild.webp', bytes: fixture('bild.webp') }])).status,
        ).toBe('success');
        // allowed by the project, but a type whose content we cannot check is still refused
        const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
        const refused = uploadReply(await uploadFiles(admin, [{ name: 'logo.svg', bytes: svg }]), 400);
        expect(refused.errors[0]!.detail).toBe('Der Inhalt dieses Dateityps kann nicht geprüft werden.');
      } finally {
        const seeded = JSON.stringify(['pdf', 'jpg', 'jpeg', 'png', 'docx', 'xlsx']);
        await t.database.db
          .updateTable('projects')
          .set({ allowed_file_types: seeded })
          .where('id', '=', projectId)
          .execute();
      }
    });

    it('does not let a right-to-left override disguise an .exe as a PDF', async () => {
      const reply = uploadReply(
        await uploadFiles(admin, [
          { name: 'C:\\fakepath\\rechnung\u202Efdp.exe', bytes: fixture('rechnung-programm.pdf') },
        ]),
        400,
      );
      expect(reply.errors[0]).toMatchObject({
        file_names: ['rechnungfdp.exe'],
        messageKey: 'file_type_not_allowed',
      });
    });

    it('refuses more than 20 files at once and keeps none of them', async () => {
      const before = (await rows()).length;
      const files = Array.from({ length: 21 }, (_, i) => ({ name: `logo-${i}.png`, bytes: PNG }));
      const res = await uploadFiles(admin, files);
      expect(res.statusCode).toBe(400);
      expect(res.json().messageKey).toBe('upload_too_many_files');
      expect((await rows()).length).toBe(before);
    });

    it('answers 400 to a body that is not multipart or has no file in the field "file"', async () => {
      const json = await admin.post(UPLOAD, { file: 'plan.pdf' });
      expect(json.statusCode).toBe(400);
      expect(json.json().messageKey).toBe('upload_not_multipart');
      const { payload, headers } = multipartBody([{ name: 'plan.pdf', bytes: PDF, field: 'attachment' }], {
        a: 'b',
      });
      const wrongField = await admin.request({ method: 'POST', url: UPLOAD, payload, headers });
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().messageKey).toBe('upload_no_files');
    });

    it('answers in the language of the path', async () => {
      const { payload, headers } = multipartBody([{ name: 'x.exe', bytes: PNG }]);
      const res = await admin.request({ method: 'POST', url: `/fr${UPLOAD}`, payload, headers });
      expect(res.json<UploadReply>().errors[0]!.message).toBe(
        'Les fichiers de type «exe» ne sont pas autorisés.',
      );
    });

    it('needs a session, and refuses one of another organisation before reading the body', async () => {
      expect((await uploadFiles(new Client(t.app, null), [{ name: 'a.png', bytes: PNG }])).statusCode).toBe(
        401,
      );
      expect((await uploadFiles(beta.inTenant('rent'), [{ name: 'a.png', bytes: PNG }])).statusCode).toBe(
        403,
      );
    });
  });

  describe('remove-files', () => {
    const uploadOne = async (client: Client, name = 'plan.pdf') =>
      uploadReply(await uploadFiles(client, [{ name, bytes: PDF }])).uploaded[0]!;

    it("removes the caller's files, and lists another project's and unknown ones as not found", async () => {
      const own = await uploadOne(admin);
      const foreign = await uploadOne(beta);
      const res = await admin.post(REMOVE, {
        files: [own.url, foreign.url, foreign.key, '../../etc/passwd'],
      });
      expect(res.statusCode).toBe(200);
      const reply = res.json<RemoveReply>();
      expect(reply.status).toBe('partial');
      expect(reply.removed).toEqual([own.url]);
      // the key and the url of one file name the same file: listed once
      expect(reply.errors).toEqual([
        expect.objectContaining({
          file_names: ['../../etc/passwd', foreign.url],
          messageKey: 'file_not_found',
        }),
      ]);
      const ownRow = await fileRow(t, own.key);
      expect(ownRow).toBeUndefined();
      expect(await storedFile(t, own.key)).toBeNull();
      expect(await fileRow(t, foreign.key)).toBeDefined();
      expect((await storedFile(t, foreign.key))!.bytes.equals(PDF)).toBe(true);
    });

    it('records the removal with the removed row as before', async () => {
      const file = await uploadOne(admin, 'weg.pdf');
      const id = (await fileRow(t, file.key))!.id;
      expect((await admin.post(REMOVE, { files: [file.key] })).statusCode).toBe(200);
      const entries = await auditOf(t, 'uploaded_files', id);
      expect(entries.map((e) => e.action)).toEqual(['create', 'delete']);
      expect(JSON.parse(entries[1]!.before!)).toMatchObject({
        id,
        original_name: 'weg.pdf',
        storage_key: file.key,
      });
      expect(entries[1]!.after).toBeNull();
    });

    it('answers 404 when none of the files belongs to the project', async () => {
      const foreign = await uploadOne(beta);
      const res = await admin.post(REMOVE, { files: [foreign.url] });
      expect(res.statusCode).toBe(404);
      expect(res.json<RemoveReply>()).toMatchObject({
        status: 'error',
        removed: [],
        messageKey: 'files_remove_failed',
      });
      expect(await fileRow(t, foreign.key)).toBeDefined();
    });

    it('lets staff remove only their own uploads and an admin any of the project', async () => {
      const file = await uploadOne(user, 'notiz.pdf');
      const refused = await marketer.post(REMOVE, { files: [file.url] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<RemoveReply>().errors[0]).toMatchObject({
        file_names: ['notiz.pdf'],
        messageKey: 'file_remove_not_own',
      });
      expect(await fileRow(t, file.key)).toBeDefined();
      expect((await admin.post(REMOVE, { files: [file.url] })).statusCode).toBe(200);
      expect(await fileRow(t, file.key)).toBeUndefined();
    });

    it('refuses an empty list with 400', async () => {
      const res = await admin.post(REMOVE, { files: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('files');
    });
  });
});
