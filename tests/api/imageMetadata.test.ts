import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InlineImageReply } from '../../schema/api/communication';
import { storageFor } from '../../server/core/storage';
import { inlineImageUrl } from '../../server/modules/communication/inlineImages';
import { thumbnailKeyOf } from '../../server/modules/files/imageVariants';
import { signedMediaPath } from '../../server/modules/files/mediaLinks';
import { newStorageKey } from '../../server/modules/files/service';
import { multipartBody } from '../fixtures/multipart';
import { Client, createTestApp, FILE_RUNS, type TestApp } from './harness';
import { cameraPhoto, hasGps } from './imageSupport';
import { imageKeys, saveImages, storedFile, uploadFiles } from './objectMediaSupport';

const PUBLIC_URL = 'https://immodesk.test';
const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
const EXT = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

/** No EXIF (so no GPS, no camera), XMP or IPTC, and the picture upright: `width` × `height`. */
async function expectClean(bytes: Buffer, width: number, height: number) {
  const meta = await sharp(bytes).metadata();
  expect(hasGps(meta.exif)).toBe(false);
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.orientation ?? 1).toBe(1);
  expect([meta.width, meta.height]).toEqual([width, height]);
}

/**
 * Images leave the app without their metadata: a phone photo's GPS position, camera and
 * orientation reach no one who opens an object image, its thumbnail, a mail image or a PDF.
 */
describe.each(FILE_RUNS)('image metadata, files in %s (%s)', (fileStore, dialect) => {
  let t: TestApp;
  let admin: Client;
  let projectId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { publicUrl: PUBLIC_URL }, fileStore);
    admin = await Client.login(t.app, 'demo.admin');
    projectId = await t.projectId('rent');
  });
  afterAll(() => t.close());

  /** the bytes of a file, to anyone with a signed link of it (a token page) */
  const signedGet = async (key: string, variant = '') => {
    const path = await signedMediaPath(t.database.db, projectId, key, new Date(Date.now() + 60_000));
    const res = await t.app.inject({
      method: 'GET',
      url: `${path}${variant}`,
      headers: { 'tenant-name': 'rent' },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res.rawPayload;
  };
  const sessionGet = async (key: string, variant = '') => {
    const res = await admin.get(`/serve-media-files?url=${key}${variant}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res.rawPayload;
  };

  /** A file as it was stored before uploads were cleaned: the photo's bytes and a row. */
  async function storeAsBefore(format: keyof typeof EXT, photo: Buffer): Promise<string> {
    const key = newStorageKey(projectId, EXT[format]);
    await storageFor(t.config).put(key, photo, { contentType: MIME[format] });
    await t.database.db
      .insertInto('uploaded_files')
      .values({
        project_id: projectId,
        uploaded_by: null,
        storage_key: key,
        original_name: `alt.${EXT[format]}`,
        mime: MIME[format],
        size: photo.length,
        created_at: new Date().toISOString(),
      })
      .execute();
    return key;
  }

  it.each(['jpeg', 'png', 'webp'] as const)(
    'stores an object image (%s) upright and without GPS or camera, and serves it and its thumbnail so',
    async (format) => {
      const photo = await cameraPhoto(400, 200, format);
      expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true);
      const [key] = await imageKeys(admin, [{ name: `handy.${EXT[format]}`, bytes: photo }]);
      const object = (await t.objectsOf('rent'))[3 + Object.keys(EXT).indexOf(format)];
      await saveImages(admin, object!.id, [{ id: 0, image: key! }]);

      await expectClean((await storedFile(t, key!))!.bytes, 200, 400);
      expect((await sharp((await storedFile(t, key!))!.bytes).metadata()).format).toBe(format);
      await expectClean(await sessionGet(key!), 200, 400);
      await expectClean(await signedGet(key!), 200, 400);
      await expectClean((await storedFile(t, thumbnailKeyOf(key!)))!.bytes, 200, 400);
      await expectClean(await sessionGet(key!, '&variant=thumb'), 200, 400);
      await expectClean(await signedGet(key!, '&variant=thumb'), 200, 400);
    },
  );

  it('serves an image stored before with its metadata, and a plain file upload, cleaned', async () => {
    const before = await storeAsBefore('jpeg', await cameraPhoto(300, 100));
    await expectClean(await sessionGet(before), 100, 300);
    await expectClean(await signedGet(before), 100, 300);
    await expectClean(await sessionGet(before, '&variant=thumb'), 100, 300);

    const res = await uploadFiles(admin, [{ name: 'plan.png', bytes: await cameraPhoto(120, 60, 'png') }]);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<{ uploaded: Array<{ url: string }> }>().uploaded[0]!.url;
    const served = await admin.get(url);
    expect(served.statusCode).toBe(200);
    await expectClean(served.rawPayload, 60, 120);
  });

  it('keeps a clean image within the size limit as uploaded', async () => {
    const clean = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const [key] = await imageKeys(admin, [{ name: 'sauber.png', bytes: clean }]);
    expect((await storedFile(t, key!))!.bytes.equals(clean)).toBe(true);
    expect((await sessionGet(key!)).equals(clean)).toBe(true);
  });

  it('serves an editor image of a template or signature to every recipient without GPS or camera', async () => {
    const { payload, headers } = multipartBody([{ name: 'foto.jpg', bytes: await cameraPhoto(240, 120) }]);
    const res = await admin.request({
      method: 'POST',
      url: '/api/v1/ckeditor-image-upload',
      payload,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<InlineImageReply>();
    const served = await t.app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    await expectClean(served.rawPayload, 120, 240);

    // one stored before uploads were cleaned is cleaned as it is served
    for (const format of ['jpeg', 'png'] as const) {
      const key = await storeAsBefore(format, await cameraPhoto(200, 80, format));
      const path = (await inlineImageUrl(t.database.db, PUBLIC_URL, key)).slice(PUBLIC_URL.length);
      const old = await t.app.inject({ method: 'GET', url: path });
      expect(old.statusCode, old.body.slice(0, 200)).toBe(200);
      expect(old.headers['content-type']).toBe(MIME[format]);
      await expectClean(old.rawPayload, 80, 200);
      expect((await sharp(old.rawPayload).metadata()).format).toBe(format);
    }
  });

  it('prints a flyer whose image carries no EXIF', async () => {
    const [key] = await imageKeys(admin, [{ name: 'front.jpg', bytes: await cameraPhoto(600, 400) }]);
    const [, object] = await t.objectsOf('rent');
    await saveImages(admin, object!.id, [{ id: 0, image: key! }]);
    const res = await admin.post(`/api/v1/objects/${object!.id}/generate-serve-posting-files?type=flyer`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.rawPayload.includes('/DCTDecode')).toBe(true);
    expect(res.rawPayload.includes('Exif')).toBe(false);
  });
});
