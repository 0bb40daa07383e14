import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectImagesSetup, UploadImagesReply } from '../../schema/api/objects';
import { ApiError } from '../../server/core/errors';
import { thumbnailKeyOf } from '../../server/modules/files/imageVariants';
import { saveInTransaction } from '../../server/modules/objectMedia/objectLock';
import { fixture } from '../fixtures/multipart';
import { Client, createTestApp, FILE_RUNS, type TestApp } from './harness';
import {
  dimensions,
  fileRow,
  fileUrls,
  imageKeys,
  imagesSetupUrl,
  picture,
  saveImages,
  storedFile,
  uploadImages,
} from './objectMediaSupport';
import { rowCount } from './objectsSupport';

describe.each(FILE_RUNS)('object images, files in %s (%s)', (fileStore, dialect) => {
  let t: TestApp;
  let admin: Client;
  let marketer: Client;
  let assistant: Client;
  let analyst: Client;
  let beta: Client;
  let objectIds: number[];
  let rentId: number;

  const fileCount = () => rowCount(t, 'uploaded_files');

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, fileStore);
    admin = await Client.login(t.app, 'demo.admin');
    marketer = await Client.login(t.app, 'demo.marketer');
    assistant = await Client.login(t.app, 'demo.assistant');
    analyst = await Client.login(t.app, 'demo.analyst');
    beta = await Client.login(t.app, 'beta.superadmin', 'beta');
    objectIds = (await t.objectsOf('rent')).map((o) => o.id);
    rentId = await t.projectId('rent');
  });
  afterAll(() => t.close());

  describe('upload-images', () => {
    it('stores each image with a thumbnail that is really smaller, and scales a huge photo down', async () => {
      const huge = await picture(3600, 2400);
      const small = await picture(800, 600, 'png');
      const webp = await picture(1200, 900, 'webp');
      const res = await uploadImages(marketer, [
        { name: 'Fassade Süd.jpg', bytes: huge },
        { name: 'grundriss.png', bytes: small },
        { name: 'balkon.webp', bytes: webp },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const reply = res.json<UploadImagesReply>();
      expect(reply.status).toBe('success');
      expect(reply.uploaded.map((u) => [u.id, u.name])).toEqual([
        [0, 'Fassade Süd.jpg'],
        [0, 'grundriss.png'],
        [0, 'balkon.webp'],
      ]);
      for (const item of reply.uploaded) {
        expect(item.image).toMatch(new RegExp(`^${rentId}/\\d{4}-\\d{2}/[0-9a-f]{32}\\.(jpg|png|webp)$`));
        expect(item.imageUrl).toBe(`/serve-media-files?url=${item.image}`);
        expect(item.thumbUrl).toBe(`/serve-media-files?url=${item.image}&variant=thumb`);
      }
      const [hugeItem, smallItem] = reply.uploaded;

      const original = await marketer.get(hugeItem!.imageUrl);
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe('image/jpeg');
      expect(await dimensions(original.rawPayload)).toMatchObject({ width: 2560, height: 1707 });
      expect((await fileRow(t, hugeItem!.image))!.size).toBe(original.rawPayload.length);

      for (const item of reply.uploaded) {
        const thumb = await marketer.get(item.thumbUrl);
        expect(thumb.statusCode).toBe(200);
        expect(thumb.headers['content-type']).toBe('image/jpeg');
        expect(thumb.headers['content-disposition']).toMatch(/^inline; /);
        const size = await dimensions(thumb.rawPayload);
        expect(size.format).toBe('jpeg');
        expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(480);
        const full = await marketer.get(item.imageUrl);
        expect(thumb.rawPayload.length).toBeLessThan(full.rawPayload.length);
      }
      // an image within the limit is kept as it came
      expect((await marketer.get(smallItem!.imageUrl)).rawPayload.equals(small)).toBe(true);
    });

    it('turns the thumbnail upright as the camera recorded it', async () => {
      const sideways = await sharp(await picture(400, 200))
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      const [key] = await imageKeys(admin, [{ name: 'hochkant.jpg', bytes: sideways }]);
      const thumb = await admin.get(`/serve-media-files?url=${key}&variant=thumb`);
      expect(await dimensions(thumb.rawPayload)).toMatchObject({ width: 200, height: 400 });
      // and strips the camera's metadata
      expect((await sharp(thumb.rawPayload).metadata()).orientation).toBeUndefined();
    });

    it('refuses a PNG renamed .jpg, a PDF, a PDF named .jpg, a type the project does not allow and a broken image, storing nothing', async () => {
      const before = await fileCount();
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
      const res = await uploadImages(admin, [
        { name: 'foto.jpg', bytes: await picture(100, 100, 'png') },
        { name: 'plan.pdf', bytes: fixture('plan.pdf') },
        { name: 'plan.jpg', bytes: fixture('plan.pdf') },
        { name: 'animation.gif', bytes: await picture(50, 50, 'gif') },
        { name: 'kaputt.jpg', bytes: broken },
      ]);
      expect(res.statusCode, res.body).toBe(400);
      const reply = res.json<UploadImagesReply>();
      expect(reply.status).toBe('error');
      expect(reply.uploaded).toEqual([]);
      const byFile = Object.fromEntries(
        reply.errors.flatMap((e) => e.file_names.map((name) => [name, e.messageKey])),
      );
      expect(byFile).toEqual({
        'foto.jpg': 'file_content_mismatch',
        'plan.pdf': 'file_type_not_allowed',
        'plan.jpg': 'file_content_mismatch',
        'animation.gif': 'file_type_not_allowed',
        'kaputt.jpg': 'image_unreadable',
      });
      expect(reply.errors.find((e) => e.file_names.includes('plan.pdf'))!.detail).toContain(
        'jpg, jpeg, png, webp',
      );
      expect(await fileCount()).toBe(before);
    });

    it('stores the good images of a mixed upload and lists the refused ones', async () => {
      const res = await uploadImages(admin, [
        { name: 'gut.jpg', bytes: await picture(300, 200) },
        { name: 'schlecht.jpg', bytes: await picture(100, 100, 'png') },
      ]);
      expect(res.statusCode).toBe(200);
      const reply = res.json<UploadImagesReply>();
      expect(reply.status).toBe('partial');
      expect(reply.uploaded.map((u) => u.name)).toEqual(['gut.jpg']);
      expect(reply.errors.map((e) => e.file_names)).toEqual([['schlecht.jpg']]);
    });

    it('is refused to roles without object_write and answers 401 without a session', async () => {
      const files = [{ name: 'a.jpg', bytes: await picture(50, 50) }];
      expect((await uploadImages(assistant, files)).statusCode).toBe(403);
      expect((await uploadImages(analyst, files)).statusCode).toBe(403);
      expect((await uploadImages(new Client(t.app, null), files)).statusCode).toBe(401);
    });
  });

  describe('upload-images-setup', () => {
    it('answers an object without images with the project rules', async () => {
      const res = await assistant.get(imagesSetupUrl(objectIds[1]!));
      expect(res.statusCode).toBe(200);
      expect(res.json<ObjectImagesSetup>()).toEqual({
        images: [],
        maxNumObjectImages: 20,
        allowedImageTypes: ['jpg', 'jpeg', 'png', 'webp'],
      });
    });

    it('attaches new images in the order sent, changes the order and removes images with their files', async () => {
      const id = objectIds[2]!;
      const keys = await imageKeys(marketer, [
        { name: 'a.jpg', bytes: await picture(300, 200, 'jpeg', '#aa0000') },
        { name: 'b.jpg', bytes: await picture(300, 200, 'jpeg', '#00aa00') },
        { name: 'c.png', bytes: await picture(300, 200, 'png', '#0000aa') },
      ]);
      const first = await saveImages(
        marketer,
        id,
        keys.map((image) => ({ id: 0, image })),
      );
      expect(first.images.map((i) => i.image)).toEqual(keys);
      // each keeps the name of its file, whatever its place
      expect(first.images.map((i) => i.name)).toEqual(['a.jpg', 'b.jpg', 'c.png']);
      expect(first.images.every((i) => i.id > 0 && i.thumbUrl.endsWith('&variant=thumb'))).toBe(true);
      expect((await admin.get(imagesSetupUrl(id))).json<ObjectImagesSetup>()).toEqual(first);

      const [a, b, c] = first.images;
      const reordered = await saveImages(marketer, id, [c!, a!, b!]);
      expect(reordered.images).toEqual([c, a, b]);

      const removed = await saveImages(marketer, id, [a!, c!], [b!.id]);
      expect(removed.images).toEqual([a, c]);
      expect(await fileRow(t, b!.image)).toBeUndefined();
      expect(await storedFile(t, b!.image)).toBeNull();
      expect(await storedFile(t, thumbnailKeyOf(b!.image))).toBeNull();
      expect(await storedFile(t, a!.image)).not.toBeNull();

      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'entity'])
        .where('entity', 'in', ['object_images', 'uploaded_files'])
        .where('action', 'in', ['update', 'delete'])
        .execute();
      expect(audit).toEqual(
        expect.arrayContaining([
          { action: 'update', entity: 'object_images' },
          { action: 'delete', entity: 'object_images' },
          { action: 'delete', entity: 'uploaded_files' },
        ]),
      );
    });

    it('refuses more images than the project allows and changes nothing', async () => {
      const id = objectIds[3]!;
      const [kept] = (
        await saveImages(admin, id, [
          { id: 0, image: (await imageKeys(admin, [{ name: 'x.jpg', bytes: await picture(60, 40) }]))[0]! },
        ])
      ).images;
      const extra = await imageKeys(admin, [
        { name: 'y.jpg', bytes: await picture(60, 40) },
        { name: 'z.jpg', bytes: await picture(60, 40) },
      ]);
      await t.database.db
        .updateTable('projects')
        .set({ max_num_object_images: 2 })
        .where('id', '=', rentId)
        .execute();
      try {
        const res = await admin.post(imagesSetupUrl(id), {
          removedImages: [],
          updatedImages: [kept, ...extra.map((image) => ({ id: 0, image }))],
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          messageKey: 'images_too_many',
          errors: { updatedImages: 'images_too_many|{"max":2}' },
        });
        expect(res.json().message).toContain('2');
        expect((await admin.get(imagesSetupUrl(id))).json<ObjectImagesSetup>().images).toEqual([kept]);
        // at the limit it is fine
        const two = await saveImages(admin, id, [kept!, { id: 0, image: extra[0]! }]);
        expect(two.images).toHaveLength(2);
        expect(two.maxNumObjectImages).toBe(2);
      } finally {
        await t.database.db
          .updateTable('projects')
          .set({ max_num_object_images: 20 })
          .where('id', '=', rentId)
          .execute();
      }
    });

    it('refuses ids of another object and keys that are no free image of this project, naming each field', async () => {
      const [mine, other] = [objectIds[4]!, objectIds[5]!];
      const [otherImage] = (
        await saveImages(admin, other, [
          { id: 0, image: (await imageKeys(admin, [{ name: 'o.jpg', bytes: await picture(60, 40) }]))[0]! },
        ])
      ).images;
      const [pdfUrl] = await fileUrls(admin, [{ name: 'plan.pdf', bytes: fixture('plan.pdf') }]);
      const [betaKey] = await imageKeys(beta, [{ name: 'beta.jpg', bytes: await picture(60, 40) }]);
      const res = await admin.post(imagesSetupUrl(mine), {
        removedImages: [otherImage!.id],
        updatedImages: [
          otherImage,
          { id: 0, image: pdfUrl },
          { id: 0, image: betaKey },
          { id: 0, image: otherImage!.image },
          { id: 0, image: '../../etc/passwd' },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        messageKey: 'object_images_invalid',
        errors: {
          'removedImages.0': 'image_not_found',
          'updatedImages.0.id': 'image_not_found',
          'updatedImages.1.image': 'image_not_found',
          'updatedImages.2.image': 'image_not_found',
          'updatedImages.3.image': 'image_in_use',
          'updatedImages.4.image': 'image_not_found',
        },
      });
      expect((await admin.get(imagesSetupUrl(mine))).json<ObjectImagesSetup>().images).toEqual([]);
      expect((await admin.get(imagesSetupUrl(other))).json<ObjectImagesSetup>().images).toEqual([otherImage]);
    });

    it('refuses a save that neither keeps nor removes an image (changed meanwhile) with 409', async () => {
      const id = objectIds[6]!;
      const keys = await imageKeys(admin, [
        { name: 'p.jpg', bytes: await picture(60, 40) },
        { name: 'q.jpg', bytes: await picture(60, 40) },
      ]);
      const [p, q] = (
        await saveImages(
          admin,
          id,
          keys.map((image) => ({ id: 0, image })),
        )
      ).images;
      const res = await admin.post(imagesSetupUrl(id), { removedImages: [], updatedImages: [q] });
      expect(res.statusCode).toBe(409);
      expect(res.json().messageKey).toBe('object_images_changed');
      expect((await admin.get(imagesSetupUrl(id))).json<ObjectImagesSetup>().images).toEqual([p, q]);
    });

    it('lets roles with object_read look and only roles with object_write save', async () => {
      const id = objectIds[7]!;
      expect((await assistant.get(imagesSetupUrl(id))).statusCode).toBe(200);
      expect((await analyst.get(imagesSetupUrl(id))).statusCode).toBe(403);
      const save = { removedImages: [], updatedImages: [] };
      expect((await assistant.post(imagesSetupUrl(id), save)).statusCode).toBe(403);
      expect((await marketer.post(imagesSetupUrl(id), save)).statusCode).toBe(200);
    });

    it('answers 409 when another save took a file first (a unique index refuses the row), changing nothing', async () => {
      const row = {
        project_id: rentId,
        uploaded_by: null,
        storage_key: `${rentId}/2026-01/${'ab'.repeat(16)}.jpg`,
        original_name: 'zweimal.jpg',
        mime: 'image/jpeg',
        size: 1,
        created_at: new Date().toISOString(),
      };
      const twice = saveInTransaction(t.database.db, 'object_images_changed', async (trx) => {
        await trx.insertInto('uploaded_files').values(row).execute();
        await trx.insertInto('uploaded_files').values(row).execute();
      });
      await expect(twice).rejects.toSatisfy(
        (error) => error instanceof ApiError && error.status === 409 && error.key === 'object_images_changed',
      );
      expect(await fileRow(t, row.storage_key)).toBeUndefined();
    });

    it("answers 404 for another customer's object and for an unknown one", async () => {
      const rentObject = objectIds[0]!;
      const betaObject = (await t.objectsOf('beta'))[0]!.id;
      const betaInOwn = beta.inTenant('beta');
      expect((await betaInOwn.get(imagesSetupUrl(rentObject))).statusCode).toBe(404);
      const post = await betaInOwn.post(imagesSetupUrl(rentObject), { removedImages: [], updatedImages: [] });
      expect(post.statusCode).toBe(404);
      expect((await admin.get(imagesSetupUrl(betaObject))).statusCode).toBe(404);
      expect((await admin.get(imagesSetupUrl(999_999_999))).statusCode).toBe(404);
    });
  });

  describe('stored images and remove-files', () => {
    it('refuses to remove an image an object holds (409) and removes a cancelled upload with its thumbnail', async () => {
      const id = objectIds[8]!;
      const [heldKey, cancelledKey] = await imageKeys(admin, [
        { name: 'held.jpg', bytes: await picture(60, 40) },
        { name: 'cancelled.jpg', bytes: await picture(60, 40) },
      ]);
      await saveImages(admin, id, [{ id: 0, image: heldKey! }]);
      const held = await admin.post('/api/v1/remove-files', { files: [heldKey] });
      expect(held.statusCode).toBe(409);
      expect(held.json().errors[0]).toMatchObject({ file_names: ['held.jpg'], messageKey: 'file_in_use' });
      expect(await fileRow(t, heldKey!)).toBeDefined();

      const both = await admin.post('/api/v1/remove-files', { files: [heldKey, cancelledKey] });
      expect(both.statusCode).toBe(200);
      expect(both.json()).toMatchObject({ status: 'partial', removed: [cancelledKey] });
      expect(await storedFile(t, cancelledKey!)).toBeNull();
      expect(await storedFile(t, thumbnailKeyOf(cancelledKey!))).toBeNull();
    });

    it('makes the thumbnail of an image uploaded as a plain file when first asked, and has none for a PDF', async () => {
      const [jpgUrl, pdfUrl] = await fileUrls(admin, [
        { name: 'foto.jpg', bytes: await picture(1600, 1200) },
        { name: 'plan.pdf', bytes: fixture('plan.pdf') },
      ]);
      const thumb = await admin.get(`${jpgUrl}&variant=thumb`);
      expect(thumb.statusCode).toBe(200);
      expect(await dimensions(thumb.rawPayload)).toMatchObject({ width: 480, height: 360, format: 'jpeg' });
      expect(thumb.headers['content-disposition']).toContain('filename="foto.jpg"');
      const key = new URLSearchParams(jpgUrl!.split('?')[1]).get('url')!;
      expect(await storedFile(t, thumbnailKeyOf(key))).not.toBeNull();
      expect((await admin.get(`${pdfUrl}&variant=thumb`)).statusCode).toBe(404);
      expect((await admin.get(`${jpgUrl}&variant=poster`)).statusCode).toBe(400);
    });

    it('serves a thumbnail to sessions of the image project only', async () => {
      const [key] = await imageKeys(admin, [{ name: 'privat.jpg', bytes: await picture(60, 40) }]);
      const url = `/serve-media-files?url=${key}&variant=thumb`;
      expect((await new Client(t.app, null).get(url)).statusCode).toBe(401);
      expect((await beta.inTenant('beta').get(url)).statusCode).toBe(404);
      expect((await assistant.get(url)).statusCode).toBe(200);
    });
  });
});
